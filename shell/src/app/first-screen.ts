import type { RemotePackage } from 'shared-contracts';
import table from './first-screen.json';

/** What a page shows from remotes as soon as it renders: the exposed keys, by remote. */
export type FirstScreen = Partial<Record<RemotePackage, readonly string[]>>;

/**
 * The first screen of every page with a fixed path (issue 19: a shorter request chain). The shell
 * starts these remotes' entries while its status call runs, and the edge lists their entries and
 * exposed modules' chunks as preloads in the page it sends (shell/edge, `first-screen.json` in the
 * build), so they download beside the shell's own code. Kept true by routes.test.tsx, which renders
 * each page and compares what it loads (`UPDATE_FIRST_SCREEN=1` rewrites the file).
 */
export const FIRST_SCREEN: Readonly<Record<string, FirstScreen>> = table;

/** The remotes the page at `pathname` shows as soon as it renders (none for an unknown path). */
export function firstScreenRemotes(pathname: string): RemotePackage[] {
  return Object.keys(FIRST_SCREEN[pathname] ?? {}) as RemotePackage[];
}
