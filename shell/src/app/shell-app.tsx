import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { BrowserRouter, MemoryRouter } from 'react-router-dom';
import { SYSTEM_STATUS, systemStatusOf, type SystemSnapshot } from 'shared-contracts';
import { HostProvider, createAppQueryClient } from 'shared-contracts/react';
import { OverrideBadge } from '../federation/override-badge';
import type { ShellHost } from '../host/create-host';
import { decryptedServiceAddress } from '../customer-service/open-customer-service';
import { StatusRecheckOnNavigation } from '../status/status-recheck-on-navigation';
import { createStatusRechecker, type StatusRechecker } from '../status/status-rechecker';
import { SiteLoadError, loadBrand, loadSystem, type SiteLoadReason } from './load-site';
import { readSiteContact, rememberSiteContact } from './site-contact';
import { RouterNavigator, createDeferredNavigator } from './router-navigator';
import { ShellRoutes } from './routes';
import { startSite, type SiteStart } from './site-start';
import { StartupScreen } from './startup-screen';
import { StatusPage } from './status-page';
import { useIsHydrated } from '../hooks/use-is-hydrated';
import styles from './shell-app.module.css';

/** What the failure screen knows: whose fault it is, and the brand's name and contact if known. */
interface StartupFailure {
  reason: SiteLoadReason;
  brandName?: string | undefined;
  customerServiceUrl?: string | undefined;
}

type Phase =
  | { name: 'loading' }
  | ({ name: 'failed' } & StartupFailure)
  | { name: 'ready'; host: ShellHost; system: SystemSnapshot; rechecker: StatusRechecker };

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The start-up screen: a spinner (the one the page's HTML already shows), or the failure with
 * Retry. A connection failure asks the visitor to check their connection; anything else (a brand
 * file that cannot be read, a platform that answers with an error) says the site is temporarily
 * unavailable, names the brand and offers customer service where this browser knows them (issue 14
 * item 15).
 */
function StartupMessage({ failure, onRetry }: { failure: StartupFailure | null; onRetry: () => void }) {
  const { t } = useTranslation('shell');
  if (!failure) {
    return <StartupScreen text={t('startup.loading')} />;
  }
  const isConnection = failure.reason === 'network';
  let title: string;
  if (isConnection) title = t('startup.failedTitle');
  else if (failure.brandName) title = t('startup.unavailableTitleBrand', { brand: failure.brandName });
  else title = t('startup.unavailableTitle');
  return (
    <main className="wl-startup">
      <div role="alert" className={styles.failure}>
        <h1>{title}</h1>
        <p>{isConnection ? t('startup.failedBody') : t('startup.unavailableBody')}</p>
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.button} onClick={onRetry}>
          {t('startup.retry')}
        </button>
        {!isConnection && failure.customerServiceUrl ? (
          <a className={styles.linkButton} href={failure.customerServiceUrl} target="_blank" rel="noopener noreferrer">
            {t('startup.contact')}
          </a>
        ) : null}
      </div>
    </main>
  );
}

/** The browser's history, or on the edge the one address it renders. */
function PageRouter({ serverLocation, children }: { serverLocation: string | undefined; children: ReactNode }) {
  if (serverLocation !== undefined) return <MemoryRouter initialEntries={[serverLocation]}>{children}</MemoryRouter>;
  return <BrowserRouter>{children}</BrowserRouter>;
}

/** Spec §4: a token in the address logs in at start; else the stored session is restored. */
function startSession(host: ShellHost): void {
  const urlToken = takeUrlToken();
  if (urlToken) void host.session.signIn(urlToken).catch((error: unknown) => console.warn('[shell] URL token rejected', error));
  else void host.sessionInternals.restore();
}

/** Takes a `?token=` from the address (spec §4: a token in the URL logs in at start) and removes it. */
export function takeUrlToken(): string | null {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('token');
  if (!token) return null;
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return token;
}

/**
 * The shell's start-up: brand (by host name) → host API → status gate (system status and white
 * label) → remotes registered from the brand's pins → session restored → the router. A failure
 * before the router shows a translated full-page error with retry, never a white screen.
 * `siteStart`: the start the page began before this first render (bootstrap: brand files, host and
 * the status calls, site-start.ts), so they run while the shell's texts load; `queryClient`, the
 * query cache it fills (the notices). Without them the shell starts from the brand files itself.
 */
export function ShellApp({
  i18n,
  siteStart,
  queryClient: startQueryClient,
  started,
  serverLocation,
  onHydrated,
}: {
  i18n: I18n;
  siteStart?: Promise<SiteStart>;
  queryClient?: QueryClient;
  /**
   * A start that is already through the status gate, whose site opens (issue 47): the page the
   * edge rendered and the browser now hydrates, or that render itself on the edge. The shell
   * renders its frame at once; in the browser the session is restored once hydration is done.
   */
  started?: { host: ShellHost; system: SystemSnapshot };
  /** The address rendered on the edge (no browser history there). */
  serverLocation?: string;
  /** Called once a started page has hydrated (its session restore begun). */
  onHydrated?: () => void;
}) {
  const hostRef = useRef<ShellHost | null>(started?.host ?? null);
  // The start the page began before the first render (bootstrap): used by the first start only, so
  // Retry loads the brand files and asks the platform again.
  const firstStart = useRef(siteStart);
  const [queryClient] = useState(() => startQueryClient ?? createAppQueryClient());
  // The host navigates through the router once it has mounted; requests made before wait for it.
  const [navigator] = useState(createDeferredNavigator);
  // The gate's re-checks update the phase (through a ref: a started phase is made before setPhase exists).
  const onSnapshot = useRef<(snapshot: SystemSnapshot) => void>(() => undefined);
  const readyPhase = useCallback(
    (host: ShellHost, system: SystemSnapshot): Phase => {
      host.setSystem(system);
      if (typeof window !== 'undefined') rememberSiteContact(safeLocalStorage(), host.brand, system.permission);
      host.setNavigator(navigator.navigate);
      // The gate re-checks on navigation (throttled) so maintenance is noticed without a reload.
      const rechecker = createStatusRechecker({
        load: () => loadSystem(host.api, window.location.host),
        onSnapshot: (snapshot) => {
          host.setSystem(snapshot);
          onSnapshot.current(snapshot);
        },
      });
      return { name: 'ready', host, system, rechecker };
    },
    [navigator],
  );
  const [phase, setPhase] = useState<Phase>(() => (started ? readyPhase(started.host, started.system) : { name: 'loading' }));
  useLayoutEffect(() => {
    onSnapshot.current = (snapshot) => setPhase((current) => (current.name === 'ready' ? { ...current, system: snapshot } : current));
  }, []);
  const isHydrated = useIsHydrated();

  // A started (hydrated) page restores its session once hydration is done, before the browser
  // paints again: the first render matched the edge's guest frame.
  const sessionStarted = useRef(false);
  useLayoutEffect(() => {
    if (!started || sessionStarted.current) return;
    sessionStarted.current = true;
    startSession(started.host);
    onHydrated?.();
  }, [started, onHydrated]);

  const isStarting = useRef(false);

  const start = useCallback(async () => {
    // One start at a time (StrictMode runs effects twice in development; Retry may be clicked twice).
    if (isStarting.current) return;
    isStarting.current = true;
    setPhase({ name: 'loading' });
    try {
      let host: ShellHost;
      let systemLoad: Promise<SystemSnapshot>;
      if (hostRef.current) {
        // Retry after a status failure: the host stays, the platform is asked again.
        host = hostRef.current;
        systemLoad = loadSystem(host.api, window.location.host);
      } else {
        const early = firstStart.current;
        firstStart.current = undefined;
        ({ host, system: systemLoad } = await (early ?? startSite(loadBrand(window.location.hostname), i18n, queryClient)));
        hostRef.current = host;
      }
      const system = await systemLoad;
      const ready = readyPhase(host, system);
      startSession(host);
      // The whole frame renders now (header, menu, page, footer): as a transition, React renders it in
      // slices that leave the main thread free between them, instead of one long task that holds
      // off input (issue 19: total blocking time).
      startTransition(() => setPhase(ready));
    } catch (error) {
      console.error('[shell] start-up failed', error);
      const remembered = readSiteContact(safeLocalStorage());
      const reason: SiteLoadReason = error instanceof SiteLoadError ? error.reason : 'unavailable';
      const brandName =
        hostRef.current?.brand.name ?? (error instanceof SiteLoadError ? error.brandName : undefined) ?? remembered?.brandName;
      setPhase({ name: 'failed', reason, brandName });
      // The remembered address is decrypted now (the cipher loads only on this page); a path that
      // does not decrypt, or is not http(s), offers no link.
      const path = remembered?.customerServicePath;
      if (path)
        void decryptedServiceAddress(path)
          .catch(() => null)
          .then((customerServiceUrl) => {
            if (customerServiceUrl) setPhase((phase) => (phase.name === 'failed' ? { ...phase, customerServiceUrl } : phase));
          });
    } finally {
      isStarting.current = false;
    }
  }, [i18n, queryClient, readyPhase]);

  useEffect(() => {
    if (!started) void start();
  }, [start, started]);

  let content;
  if (phase.name !== 'ready') content = <StartupMessage failure={phase.name === 'failed' ? phase : null} onRetry={() => void start()} />;
  else if (systemStatusOf(phase.system.permission) !== SYSTEM_STATUS.normal) {
    content = (
      <HostProvider host={phase.host}>
        <StatusPage permission={phase.system.permission} />
      </HostProvider>
    );
  } else {
    content = (
      <HostProvider host={phase.host}>
        <QueryClientProvider client={queryClient}>
          <PageRouter serverLocation={serverLocation}>
            <RouterNavigator navigator={navigator} />
            <StatusRecheckOnNavigation rechecker={phase.rechecker} />
            <ShellRoutes />
          </PageRouter>
        </QueryClientProvider>
      </HostProvider>
    );
  }
  return (
    <I18nextProvider i18n={i18n}>
      {content}
      {phase.name === 'ready' && isHydrated ? <OverrideBadge /> : null}
    </I18nextProvider>
  );
}
