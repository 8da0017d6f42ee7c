import { createElement } from 'react';
import { ApiError } from '../api/api-error';
import type { ApiClient, CallOptions } from '../api/client';
import type { EndpointDef } from '../api/endpoint';
import { brandConfigSchema, type BrandConfig, type Theme } from '../brand/brand-config';
import type { MemberInfo } from '../domain/member';
import { isWhitelabelEnabled } from '../domain/system';
import { createPlatformEventBus, type PlatformEventBus } from '../events/platform-bus';
import type { HostApi, SessionSnapshot, SystemSnapshot } from '../host/host-api';
import { CONTRACTS_VERSION } from '../host/version';
import type { RemoteRenderRequest } from '../remotes/remotes';

/**
 * A handler answering one endpoint in a {@link createStubApi}: return the value or throw an ApiError.
 * It also gets the call's options (an idempotency key, `onUploadProgress` to report progress with).
 */
export type StubHandler = (input: { query?: unknown; body?: unknown }, options?: CallOptions) => unknown;

/** A fake API client answering by endpoint id; unknown endpoints fail as a network error. */
export interface StubApi extends ApiClient {
  /** Every call made, in order. */
  readonly calls: { endpointId: string; input: { query?: unknown; body?: unknown } }[];
  /** Sets or replaces the handler of an endpoint. */
  on(endpoint: EndpointDef | string, handler: StubHandler): void;
}

/** Creates a {@link StubApi}. Values are parsed with the endpoint's schema, as the real client does. */
export function createStubApi(handlers: Record<string, StubHandler> = {}): StubApi {
  const table = new Map(Object.entries(handlers));
  const calls: StubApi['calls'] = [];
  return {
    calls,
    on(endpoint, handler) {
      table.set(typeof endpoint === 'string' ? endpoint : endpoint.id, handler);
    },
    async call(endpoint, input, options = {}) {
      const given = (input ?? {}) as { query?: unknown; body?: unknown };
      calls.push({ endpointId: endpoint.id, input: given });
      const handler = table.get(endpoint.id);
      if (!handler) throw new ApiError({ kind: 'network', endpointId: endpoint.id });
      const value = await handler(given, options);
      const parsed = endpoint.value.safeParse(value);
      // Same failure as the real client: a value that breaks the schema is an ApiError, not a ZodError.
      if (!parsed.success) throw new ApiError({ kind: 'schema', endpointId: endpoint.id, value: parsed.error.issues });
      return parsed.data as never;
    },
  };
}

/** The brand fake hosts use unless given another. */
export const TEST_BRAND: BrandConfig = brandConfigSchema.parse({
  id: 'test',
  name: 'Test Brand',
  merchantCode: 'wl_test',
  hosts: ['localhost'],
  languages: ['TY', 'EN', 'CN', 'ID', 'TH', 'VI'],
  remotes: {},
});

/** Options of {@link createFakeHost}. */
export interface FakeHostOptions {
  api?: ApiClient;
  brand?: Partial<BrandConfig>;
  /** Start logged in as this member (token 'test-token'). */
  member?: MemberInfo | null;
  system?: SystemSnapshot | null;
  language?: string;
  bus?: PlatformEventBus;
  /**
   * Replaces the default `renderRemote` (a placeholder `<div data-testid="host-remote-<remote>-<expose>">`),
   * e.g. to render a real component or to act as a failed remote.
   */
  renderRemote?: HostApi['renderRemote'];
}

/** A fake host plus what tests want to inspect. */
export interface FakeHost extends HostApi {
  /** Paths passed to navigate, in order. */
  readonly navigations: string[];
  /** Every `renderRemote` request, in order (a re-render asks again). */
  readonly remoteRenders: RemoteRenderRequest[];
  /** Replaces the session snapshot and notifies subscribers. */
  setSession(next: Partial<SessionSnapshot>): void;
}

/**
 * A complete in-memory host for component tests of remotes: a real bus, a stub API, a session you
 * can set, and recorded navigation. signIn/signOut behave like the shell's (member loaded via the
 * API's `member.info` handler).
 */
export function createFakeHost(options: FakeHostOptions = {}): FakeHost {
  const api = options.api ?? createStubApi();
  const bus = options.bus ?? createPlatformEventBus();
  const brand = brandConfigSchema.parse({ ...TEST_BRAND, ...options.brand });
  const listeners = new Set<() => void>();
  let snapshot: SessionSnapshot = options.member
    ? { status: 'authenticated', token: 'test-token', member: options.member }
    : { status: 'anonymous', token: null, member: null };
  let language = options.language ?? 'EN';
  let theme: Theme = 'light';
  const navigations: string[] = [];
  const remoteRenders: RemoteRenderRequest[] = [];
  const system = options.system ?? null;

  const setSession = (next: Partial<SessionSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    for (const listener of [...listeners]) listener();
  };

  return {
    contractsVersion: CONTRACTS_VERSION,
    brand,
    api,
    bus,
    navigations,
    remoteRenders,
    setSession,
    renderRemote(request) {
      remoteRenders.push(request as unknown as RemoteRenderRequest);
      if (options.renderRemote) return options.renderRemote(request);
      return createElement('div', {
        'data-testid': `host-remote-${request.remote}-${String(request.expose)}`,
        'data-props': JSON.stringify(request.props),
      });
    },
    session: {
      getSnapshot: () => snapshot,
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      async signIn(token) {
        setSession({ status: 'loading', token });
        const { endpoints } = await import('../api/catalogue');
        const member = await api.call(endpoints.memberInfo);
        setSession({ status: 'authenticated', member });
        bus.emit('auth:logged-in', { account: member.account });
      },
      async signOut(reason = 'user') {
        setSession({ status: 'anonymous', token: null, member: null });
        bus.emit('auth:logged-out', { reason });
      },
      async refreshMember() {
        const { endpoints } = await import('../api/catalogue');
        setSession({ member: await api.call(endpoints.memberInfo) });
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
        bus.emit('i18n:language-changed', { language: code });
      },
    },
    theme: {
      getTheme: () => theme,
      setTheme(next) {
        theme = next;
        bus.emit('theme:changed', { theme: next });
      },
    },
    navigate(to) {
      navigations.push(to);
    },
  };
}
