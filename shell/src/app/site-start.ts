import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { SYSTEM_STATUS, systemStatusOf, type BrandConfig, type SystemSnapshot } from 'shared-contracts';
import { setRemoteFailureReporter } from '../federation/failure-reporter';
import { configureBrandRemotes, holdRemotesUntil, planPinnedRemotes } from '../federation/remote-loader';
import { createHost, type CreateHostOptions, type ShellHost } from '../host/create-host';
import { connectSessionNotices } from '../overlays/session-notices';
import { startLoadReports } from '../telemetry/start';
import { fetchNoticesEarly } from './early-notices';
import { readFirstScreenData, type FirstScreenData } from '../host/first-screen-data';
import { afterFirstBanner } from './first-paint-gate';
import { firstScreenFilesWaitForBanner, firstScreenRemotes } from './first-screen';
import { startFirstScreenFiles } from './first-screen-files';
import { loadSystem } from './load-site';
import { routeLayoutAt } from './route-layout';
import { shellRoutes } from './routes';

/** How the host starts on a page that hydrates the edge's frame: in its language, as a guest. */
export type FrameHostOptions = Pick<CreateHostOptions, 'language' | 'restoreSessionLater'>;

/** A start under way: the page's host, and its status gate's answers (loading). */
export interface SiteStart {
  host: ShellHost;
  system: Promise<SystemSnapshot>;
}

/**
 * Whether the status gate lets the page through to the site: the platform answered and is neither
 * in maintenance nor restricting this visitor (else the page is a status page, which shows no
 * remote).
 */
export async function siteOpens(system: Promise<SystemSnapshot>): Promise<boolean> {
  try {
    return systemStatusOf((await system).permission) === SYSTEM_STATUS.normal;
  } catch {
    return false;
  }
}

/**
 * The page's host for `brand`, with everything that needs no answer from the platform under way:
 * the event bus's notices, the brand's remotes planned, and the notices (the page's first banner,
 * its largest paint, starts at their answer); the status gate's calls start first (`loadGate`). The
 * entries and files of the remotes the page shows at once start downloading once the gate has let
 * the page through (a maintenance or restriction page shows no remote, so it downloads none: it
 * used to fetch the lobby's code), and, on a page whose remote needs nothing more, once the first
 * banner has painted. The remotes' code runs once that banner has painted.
 */
export function prepareHost(
  brand: BrandConfig,
  i18n: I18n,
  queryClient: QueryClient,
  loadGate: (host: ShellHost) => Promise<SystemSnapshot> = (host) => loadSystem(host.api, window.location.host),
  hostOptions: FrameHostOptions = {},
): { host: ShellHost; system: Promise<SystemSnapshot> } {
  // The edge's answers to the first screen's guest calls, when the page carries them.
  const firstScreenData = readFirstScreenData();
  const host = createHost({ brand, i18n, firstScreenData, ...hostOptions });
  const system = loadGate(host);
  // ShellApp awaits it and shows its failure; this only keeps an early failure from being "unhandled".
  system.catch(() => undefined);
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
  // Their files download once the gate lets the page through, and on a page whose remote needs
  // nothing more to show, or whose remote's first calls the page answers in the visitor's language
  // (first-screen.ts), once the banner has painted too: first the edge's list,
  // then, for an entry it lacks, the shell's own hint (which finds the edge's and adds none). The
  // status call is as short as the notices call the banner waits for, and runs beside it.
  const mayStart = Promise.all([
    siteOpens(system),
    firstScreenFilesWaitForBanner(window.location.pathname, pageAnswersCalls(firstScreenData, host.i18n.getLanguage()))
      ? bannerShown
      : Promise.resolve(),
  ]).then(([isOpen]) => {
    if (!isOpen) throw new Error('a status page shows no remote');
  });
  const filesStarted = mayStart.then(() => {
    startFirstScreenFiles();
  });
  filesStarted.catch(() => undefined);
  planPinnedRemotes(firstScreen, filesStarted);
  return { host, system };
}

/** Whether the page came with the edge's answers to its first calls, asked in `language`. */
function pageAnswersCalls(data: FirstScreenData | null, language: string): boolean {
  return data !== null && data.answers.size > 0 && data.language === language;
}

/**
 * The start as far as it goes without React: the host from the brand files, then the status gate's
 * calls. Begun by the page's entry (bootstrap.tsx) before the first render, so the status answer is
 * on its way while the shell's texts load and the start-up screen renders (issue 19: the page's
 * content waited for the render, its effect and then the status round trip). ShellApp awaits it.
 */
export async function startSite(
  brandLoad: Promise<BrandConfig>,
  i18n: I18n,
  queryClient: QueryClient,
  hostOptions: FrameHostOptions = {},
): Promise<SiteStart> {
  return prepareHost(await brandLoad, i18n, queryClient, undefined, hostOptions);
}
