import { ROUTES, type RemotePackage } from 'shared-contracts';
import table from './first-screen.json';

/** What a page shows from remotes as soon as it renders: the exposed keys, by remote. */
export type FirstScreen = Partial<Record<RemotePackage, readonly string[]>>;

/**
 * The first screen of every page with a fixed path (issue 19: a shorter request chain). The shell
 * starts these remotes' entries while its status call runs, and the edge lists their entries and
 * exposed modules' chunks as preloads in the page it sends (edge/src/pages/first-screen-preloads.ts, `first-screen.json` in the
 * build), so they download beside the shell's own code. Kept true by routes.test.tsx, which renders
 * each page and compares what it loads (`UPDATE_FIRST_SCREEN=1` rewrites the file).
 */
export const FIRST_SCREEN: Readonly<Record<string, FirstScreen>> = table;

/** The remotes the page at `pathname` shows as soon as it renders (none for an unknown path). */
export function firstScreenRemotes(pathname: string): RemotePackage[] {
  return Object.keys(FIRST_SCREEN[pathname] ?? {}) as RemotePackage[];
}

/**
 * Pages whose first-screen remote shows from its own code alone (the registration form): their
 * remote files start downloading once the page's first banner has painted, so the banner, the
 * page's largest paint, has the line to itself. Measured on a slow 4G line (150 ms, 1.6 Mbps) at 4x
 * CPU, median of 5: on /register the banner painted 450 ms sooner and the form 90 ms sooner than
 * with the files fetched from the start.
 */
const FILES_AFTER_FIRST_BANNER: ReadonlySet<string> = new Set([ROUTES.register, ROUTES.registerHtml]);

/**
 * Whether the first screen's remote files of the page at `pathname` wait for its first banner's
 * paint: on the registration pages always; on any other page when it came with the edge's answers
 * to its first calls in the visitor's language (`pageAnswersCalls`: edge/src/pages/first-screen-data.ts),
 * since its remote then needs no round trip of its own once its code runs. Without them the
 * remote's own calls wait for its code, and its files start as soon as the shell's code runs (issue
 * 19: on / the games showed 740 ms later when their files waited). Measured with the answers
 * (issue 41, Lighthouse mobile, median of 3): / 76 → 83 and /promotions 79 → 84, the home games
 * no later (3.3 s against 3.7–3.9 s at 4× CPU), the scripts started before the banner's paint
 * 258 → 221 KiB.
 */
export function firstScreenFilesWaitForBanner(pathname: string, pageAnswersCalls = false): boolean {
  return FILES_AFTER_FIRST_BANNER.has(pathname) || pageAnswersCalls;
}
