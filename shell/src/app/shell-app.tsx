import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
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
}: {
  i18n: I18n;
  siteStart?: Promise<SiteStart>;
  queryClient?: QueryClient;
}) {
  const [phase, setPhase] = useState<Phase>({ name: 'loading' });
  const hostRef = useRef<ShellHost | null>(null);
  // The start the page began before the first render (bootstrap): used by the first start only, so
  // Retry loads the brand files and asks the platform again.
  const firstStart = useRef(siteStart);
  const [queryClient] = useState(() => startQueryClient ?? createAppQueryClient());
  // The host navigates through the router once it has mounted; requests made before wait for it.
  const [navigator] = useState(createDeferredNavigator);

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
      host.setSystem(system);
      rememberSiteContact(safeLocalStorage(), host.brand, system.permission);
      host.setNavigator(navigator.navigate);
      // The gate re-checks on navigation (throttled) so maintenance is noticed without a reload.
      const readyHost = host;
      const rechecker = createStatusRechecker({
        load: () => loadSystem(readyHost.api, window.location.host),
        onSnapshot: (snapshot) => {
          readyHost.setSystem(snapshot);
          setPhase((current) => (current.name === 'ready' ? { ...current, system: snapshot } : current));
        },
      });
      const urlToken = takeUrlToken();
      if (urlToken) void host.session.signIn(urlToken).catch((error: unknown) => console.warn('[shell] URL token rejected', error));
      else void host.sessionInternals.restore();
      // The whole frame renders now (header, menu, page, footer): as a transition, React renders it in
      // slices that leave the main thread free between them, instead of one long task that holds
      // off input (issue 19: total blocking time).
      startTransition(() => setPhase({ name: 'ready', host, system, rechecker }));
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
  }, [i18n, navigator, queryClient]);

  useEffect(() => {
    void start();
  }, [start]);

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
          <BrowserRouter>
            <RouterNavigator navigator={navigator} />
            <StatusRecheckOnNavigation rechecker={phase.rechecker} />
            <ShellRoutes />
          </BrowserRouter>
        </QueryClientProvider>
      </HostProvider>
    );
  }
  return (
    <I18nextProvider i18n={i18n}>
      {content}
      {phase.name === 'ready' ? <OverrideBadge /> : null}
    </I18nextProvider>
  );
}
