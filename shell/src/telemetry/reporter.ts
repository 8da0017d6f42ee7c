// The page's reporter (ADR 0013), loaded after the page has settled (start.ts): gathers the
// shell's load marks into the page's report (report.ts), watches its Web Vitals (web-vitals,
// pinned) and sends the report with `navigator.sendBeacon`: now, and whenever the page is hidden
// or left.
import { CANARY_COOKIE, LOAD_TOKEN_META, TELEMETRY_ENDPOINT, type BrandConfig } from 'shared-contracts';
import { onCLS, onINP, onLCP } from 'web-vitals';
import { getRemoteVersions } from '../federation/remote-loader';
import { listenToLoadMarks } from './load-marks';
import { PageReport, type PageFacts } from './report';

const ROUTE = /^\/[A-Za-z0-9/_.-]{0,63}$/;

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** This browser's canary bucket (0–99) from its cookie; 0 when it has none. */
export function bucketOf(cookie: string): number {
  const match = new RegExp(`(?:^|;\\s*)${CANARY_COOKIE}=(\\d{1,2})(?:;|$)`).exec(cookie);
  return match ? Number(match[1]) : 0;
}

function registryEntries(remote: string, version: string): PerformanceResourceTiming[] {
  return (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) =>
    e.name.includes(`/registry/${remote}/${version}/`),
  );
}

/** The facts of this page a report needs besides its marks. */
export function pageFacts(brand: Pick<BrandConfig, 'id' | 'remotes'>): PageFacts {
  const path = window.location.pathname;
  return {
    brand: brand.id,
    bucket: bucketOf(document.cookie),
    route: ROUTE.test(path) ? path : '/other',
    pins: brand.remotes,
    overrides: getRemoteVersions().overrides,
    entryFetched: (remote, version) => {
      const entry = registryEntries(remote, version).find((e) => /remoteEntry[^/]*\.js$/.test(e.name));
      return entry ? Math.round(entry.responseEnd) : undefined;
    },
    // A refused integrity check still receives the bytes: the files arrived, the load failed.
    filesArrived: (remote, version) =>
      registryEntries(remote, version).some((e) => (e.responseStatus ?? 200) === 200 && e.responseEnd > 0 && e.decodedBodySize > 0),
  };
}

/** The load token the edge gave this page (its reports count only with it), or undefined. */
export function loadTokenOf(doc: Document): string | undefined {
  const content = doc.querySelector(`meta[name="${LOAD_TOKEN_META}"]`)?.getAttribute('content');
  return content ? content : undefined;
}

/** Starts reporting this page: the report so far goes now, the rest when the page is hidden. */
export function startReporter(brand: Pick<BrandConfig, 'id' | 'remotes'>): void {
  const report = new PageReport(pageFacts(brand), randomId());
  const token = loadTokenOf(document);
  listenToLoadMarks((mark) => report.take(mark));
  // web-vitals listens for the page's hiding in the capture phase on window: its final values are
  // in before this (bubbling) listener sends them.
  onLCP((metric) => report.setVitals('lcp', metric.value));
  onINP((metric) => report.setVitals('inp', metric.value));
  onCLS((metric) => report.setVitals('cls', metric.value));
  const send = (final: boolean) => {
    const next = report.next(Math.round(performance.now()), final);
    if (next)
      navigator.sendBeacon(TELEMETRY_ENDPOINT, new Blob([JSON.stringify(token ? { ...next, token } : next)], { type: 'application/json' }));
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send(true);
  });
  addEventListener('pagehide', () => send(true));
  send(document.visibilityState === 'hidden');
}
