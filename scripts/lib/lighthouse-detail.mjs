// What a Lighthouse run's largest contentful paint waited for, read from its JSON report, so the
// benchmark can say why a route misses its score (issue 41) instead of only that it does:
// - the largest paint's element and its four phases (time to first byte, load delay, load time,
//   render delay: the `largest-contentful-paint-element` audit);
// - what the simulation charges to it: Lighthouse's simulated slow 4G replays every request that
//   had started before the paint it observed, so the requests and bytes started before that paint
//   (all of them, and the scripts among them) are the bytes the simulated paint waits behind;
// - the deepest chain of requests in a row (the `critical-request-chains` audit).

/** Milliseconds of one named phase of the largest paint's breakdown, or NaN when the report has none. */
function phase(items, name) {
  const row = items.find((item) => typeof item?.phase === 'string' && item.phase.toLowerCase() === name);
  return typeof row?.timing === 'number' ? row.timing : Number.NaN;
}

/** The depth of the deepest request chain of a `critical-request-chains` tree (0 without one). */
export function chainDepth(chains) {
  if (!chains || typeof chains !== 'object') return 0;
  let deepest = 0;
  for (const node of Object.values(chains)) deepest = Math.max(deepest, 1 + chainDepth(node?.children));
  return deepest;
}

/**
 * The largest paint's detail of one Lighthouse JSON report: numbers only (the benchmark takes the
 * median of each over its runs) but the element's label.
 */
export function lcpDetail(report) {
  const audits = report?.audits ?? {};
  const tables = audits['largest-contentful-paint-element']?.details?.items ?? [];
  const elementRow = tables[0]?.items?.[0]?.node;
  const phases = tables.find((table) => table?.items?.some?.((item) => 'phase' in item))?.items ?? [];
  const observedLcp = audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint;
  const requests = audits['network-requests']?.details?.items ?? [];
  const before =
    typeof observedLcp === 'number'
      ? requests.filter((request) => typeof request.networkRequestTime === 'number' && request.networkRequestTime < observedLcp)
      : [];
  const kib = (list) => Math.round((list.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024) * 10) / 10;
  return {
    lcpElement: elementRow?.nodeLabel ?? elementRow?.snippet ?? '–',
    lcpTtfb: phase(phases, 'ttfb'),
    lcpLoadDelay: phase(phases, 'load delay'),
    lcpLoadTime: phase(phases, 'load time'),
    lcpRenderDelay: phase(phases, 'render delay'),
    requestsBeforeLcp: before.length,
    kibBeforeLcp: kib(before),
    jsKibBeforeLcp: kib(before.filter((request) => request.resourceType === 'Script')),
    chainDepth: chainDepth(audits['critical-request-chains']?.details?.chains),
  };
}

const ms = (value) => (Number.isFinite(value) ? String(Math.round(value)) : '–');

/** The table the benchmark prints under Lighthouse's scores: one row per route. */
export function formatLcpDetail(title, lighthouse) {
  const rows = Object.entries(lighthouse).filter(([, r]) => 'lcpRenderDelay' in r);
  if (rows.length === 0) return [];
  const lines = [
    `\n${title}: what the largest paint waited for (phases in ms; before it = requests started before the paint Lighthouse saw)`,
  ];
  lines.push('  route         TTFB   load delay  load   render delay  before it: requests  KiB      JS KiB   chain  element');
  for (const [route, r] of rows) {
    lines.push(
      `  ${route.padEnd(13)} ${ms(r.lcpTtfb).padEnd(6)} ${ms(r.lcpLoadDelay).padEnd(11)} ${ms(r.lcpLoadTime).padEnd(6)} ${ms(r.lcpRenderDelay).padEnd(13)} ${String(r.requestsBeforeLcp).padEnd(19)} ${String(r.kibBeforeLcp).padEnd(8)} ${String(r.jsKibBeforeLcp).padEnd(8)} ${String(r.chainDepth).padEnd(6)} ${String(r.lcpElement).slice(0, 40)}`,
    );
  }
  return lines;
}
