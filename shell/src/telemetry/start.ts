// The load report's start on every page (ADR 0013). Kept small, since it is on every first screen:
// it hears the page's errors from the first moment (the shell's load marks are held in
// load-marks.ts) and, once the page has settled (a few seconds after its load event), loads the
// reporter in a chunk of its own (reporter.ts: the report, Web Vitals, `navigator.sendBeacon`).
// A page hidden before then loads it at once (a tab switch, a phone's home button); a page closed
// within those seconds is not reported (a known gap: ADR 0013).
import type { BrandConfig } from 'shared-contracts';
import { markError } from './load-marks';

/** The reporter loads this long after the page's load event. */
export const REPORTER_DELAY_MS = 5000;

let started = false;

/** Starts this page's load report for `brand` (once per page). */
export function startLoadReports(brand: Pick<BrandConfig, 'id' | 'remotes'>): void {
  if (started || typeof navigator.sendBeacon !== 'function') return;
  started = true;
  addEventListener('error', (event) => markError('uncaught', event.error, event.filename));
  addEventListener('unhandledrejection', (event) => markError('unhandled-rejection', event.reason));
  let loading: Promise<unknown> | null = null;
  const load = () => (loading ??= import(/* webpackChunkName: "load-reporter" */ './reporter').then((m) => m.startReporter(brand)));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void load().catch(() => undefined);
  });
  const afterLoad = () => setTimeout(() => void load().catch(() => undefined), REPORTER_DELAY_MS);
  if (document.readyState === 'complete') afterLoad();
  else addEventListener('load', afterLoad, { once: true });
}
