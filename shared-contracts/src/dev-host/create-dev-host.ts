import { createElement } from 'react';
import { createApiClient } from '../api/client';
import { endpoints } from '../api/catalogue';
import { brandConfigSchema, type BrandConfig, type Theme } from '../brand/brand-config';
import { isWhitelabelEnabled } from '../domain/system';
import { createPlatformEventBus } from '../events/platform-bus';
import type { HostApi, SessionSnapshot, SystemSnapshot } from '../host/host-api';
import { CONTRACTS_VERSION } from '../host/version';

/** The brand a standalone remote runs with (the seeded reference API's merchant). */
export const DEV_BRAND: BrandConfig = brandConfigSchema.parse({
  id: 'dev',
  name: 'Dev host',
  merchantCode: 'wl_demo',
  hosts: ['localhost', '127.0.0.1'],
  languages: ['TY', 'EN', 'CN', 'ID', 'TH', 'VI'],
  remotes: {},
});

/**
 * A real host for a remote running on its own (`pnpm --filter <remote> dev`): the real API client
 * against the reference API (proxied by the dev server), a session kept in sessionStorage `token`,
 * and navigation through the given router function. Not the shell's session lifecycle: just enough
 * to develop a remote against real data.
 */
export function createDevHost(navigate: (to: string, options?: { replace?: boolean }) => void, brand: BrandConfig = DEV_BRAND): HostApi {
  const bus = createPlatformEventBus();
  const listeners = new Set<() => void>();
  let language = sessionStorage.getItem('dev-host:language') ?? 'EN';
  let theme: Theme = 'light';
  let system: SystemSnapshot | null = null;
  let snapshot: SessionSnapshot = { status: 'anonymous', token: sessionStorage.getItem('token'), member: null };
  const set = (next: Partial<SessionSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    for (const listener of [...listeners]) listener();
  };

  const api = createApiClient({
    merchant: brand.merchantCode,
    getToken: () => snapshot.token,
    getLanguage: () => language,
    onUnauthorized: () => void host.session.signOut('expired'),
  });

  const host: HostApi = {
    contractsVersion: CONTRACTS_VERSION,
    brand,
    api,
    bus,
    navigate,
    // A remote running alone has no other remotes to load: show where the shell would render one.
    renderRemote: (request) =>
      request.hideOnFailure
        ? null
        : createElement(
            'div',
            {
              'data-testid': `host-remote-${request.remote}-${String(request.expose)}`,
              style: { border: '1px dashed #888', padding: 8, margin: '8px 0', fontFamily: 'monospace', fontSize: 12 },
            },
            `${request.remote}/${String(request.expose)} renders here in the shell`,
          ),
    session: {
      getSnapshot: () => snapshot,
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      async signIn(token) {
        sessionStorage.setItem('token', token);
        set({ status: 'loading', token });
        const member = await api.call(endpoints.memberInfo);
        set({ status: 'authenticated', member });
        bus.emit('auth:logged-in', { account: member.account });
      },
      async signOut(reason = 'user') {
        if (reason === 'user' && snapshot.token) await api.call(endpoints.logout).catch(() => undefined);
        sessionStorage.removeItem('token');
        set({ status: 'anonymous', token: null, member: null });
        bus.emit('auth:logged-out', { reason });
      },
      async refreshMember() {
        set({ member: await api.call(endpoints.memberInfo) });
      },
    },
    system: {
      getSnapshot: () => system,
      isEnabled: (modId) => (system ? isWhitelabelEnabled(system.whitelabel, modId) : false),
    },
    i18n: {
      languages: brand.languages,
      getLanguage: () => language,
      setLanguage(code) {
        language = code;
        sessionStorage.setItem('dev-host:language', code);
        bus.emit('i18n:language-changed', { language: code });
      },
    },
    theme: {
      getTheme: () => theme,
      setTheme(next) {
        theme = next;
        document.documentElement.dataset.theme = next;
        bus.emit('theme:changed', { theme: next });
      },
    },
  };

  void Promise.all([api.call(endpoints.systemStatus), api.call(endpoints.whitelabel)])
    .then(([permission, whitelabel]) => {
      system = { permission, whitelabel };
    })
    .catch((error: unknown) => console.warn('[dev-host] system info unavailable', error));
  if (snapshot.token) void host.session.signIn(snapshot.token).catch(() => host.session.signOut('expired'));
  return host;
}
