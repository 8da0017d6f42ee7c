import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { BrandConfig, SystemSnapshot } from 'shared-contracts';
import { setRemoteFailureReporter } from '../federation/failure-reporter';
import { configureBrandRemotes, holdRemotesUntil, planPinnedRemotes } from '../federation/remote-loader';
import { createHost, type ShellHost } from '../host/create-host';
import { connectSessionNotices } from '../overlays/session-notices';
import { startLoadReports } from '../telemetry/start';
import { fetchNoticesEarly } from './early-notices';
import { afterFirstBanner } from './first-paint-gate';
import { firstScreenFilesWaitForBanner, firstScreenRemotes } from './first-screen';
import { startFirstScreenFiles } from './first-screen-files';
import { loadSystem } from './load-site';
import { routeLayoutAt } from './route-layout';
import { shellRoutes } from './routes';

/** A start under way: the page's host, and its status gate's answers (loading). */
export interface SiteStart {
  host: ShellHost;
  system: Promise<SystemSnapshot>;
}

/**
 * The page's host for `brand`, with everything that needs no answer from the platform under way:
 * the event bus's notices, the brand's remotes planned, the release records and entries of the
 * remotes the page being opened shows at once, and the notices (the page's first banner, its largest
 * paint, starts at their answer). The remotes' code runs once that banner has painted.
 */
export function prepareHost(brand: BrandConfig, i18n: I18n, queryClient: QueryClient): ShellHost {
  const host = createHost({ brand, i18n });
  const { bus } = host;
  connectSessionNotices(bus);
  setRemoteFailureReporter(({ remote, error }) => bus.emit('remote:failed', { remote, error }));
  // Canary bucket, tester overrides, guards: each remote is planned when first loaded.
  configureBrandRemotes(brand, { onFallback: (fallback) => bus.emit('remote:fallback', fallback) });
  startLoadReports(brand);
  const firstBanner = fetchNoticesEarly(
    queryClient,
    host.api,
    host.i18n.getLanguage(),
    routeLayoutAt(shellRoutes, window.location.pathname).banner,
  );
  const firstScreen = firstScreenRemotes(window.location.pathname);
  // The first screen's remotes run once the banner has painted.
  const bannerShown = afterFirstBanner(firstBanner);
  holdRemotesUntil(bannerShown, firstScreen);
  // Their files download from now, or from the banner's paint on a page whose remote needs nothing
  // more to show (first-screen.ts): first the edge's list, then, for an entry it lacks, the shell's
  // own hint (which finds the edge's and adds none).
  const filesStarted = (firstScreenFilesWaitForBanner(window.location.pathname) ? bannerShown : Promise.resolve()).then(() => {
    startFirstScreenFiles();
  });
  planPinnedRemotes(firstScreen, filesStarted);
  return host;
}

/**
 * The start as far as it goes without React: the host from the brand files, then the status gate's
 * calls. Begun by the page's entry (bootstrap.tsx) before the first render, so the status answer is
 * on its way while the shell's texts load and the start-up screen renders (issue 19: the page's
 * content waited for the render, its effect and then the status round trip). ShellApp awaits it.
 */
export async function startSite(brandLoad: Promise<BrandConfig>, i18n: I18n, queryClient: QueryClient): Promise<SiteStart> {
  const host = prepareHost(await brandLoad, i18n, queryClient);
  const system = loadSystem(host.api, window.location.host);
  // ShellApp awaits it and shows its failure; this only keeps an early failure from being "unhandled".
  system.catch(() => undefined);
  return { host, system };
}
