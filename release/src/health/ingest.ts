// A browser's load report → counter increments, after its schema (shared-contracts) and the brand's
// pins: an unknown brand or a remote the brand does not run refuses the whole report (400, no
// figure changes); a version the brand's pins no longer name (a page opened before a re-pin, a
// tester's override) is left out, so the figures stay bounded by what the pins name.
import { cspViolationsOf, loadReportSchema, type LoadReport } from 'shared-contracts';
import { brandKey, CLS_BOUNDS, DURATION_BOUNDS, histogramIndex, increment, versionKey, type Increments } from './figures';

/** What the edge knows of a brand: the versions its pins name, per remote. */
export type BrandPins = Partial<Record<string, { version: string; canary?: { version: string }; previous?: string }>>;

export type IngestResult =
  { ok: true; report: LoadReport; increments: Increments; counted: number; ignored: number } | { ok: false; reason: string };

function namedVersions(pins: BrandPins, remote: string): Set<string> {
  const pin = pins[remote];
  return new Set([pin?.version, pin?.canary?.version, pin?.previous].filter((v): v is string => typeof v === 'string'));
}

/**
 * Checks a load report and turns it into increments. `pinsOf(brand)` gives a brand's pins, or
 * null when the edge serves no such brand. `client` (a keyed hash of the sender's address, never
 * the address) is counted beside each load and failure, so the guard can tell how many clients a
 * window's loads came from and cap each one's share (judge.ts `countsOf`).
 */
export function ingestLoadReport(
  body: unknown,
  pinsOf: (brand: string) => BrandPins | null,
  options: { client?: string } = {},
): IngestResult {
  const client = options.client && /^[0-9a-f]{4,32}$/.test(options.client) ? options.client : null;
  const parsed = loadReportSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, reason: `not a load report (${issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : 'invalid'})` };
  }
  const report = parsed.data;
  const pins = pinsOf(report.brand);
  if (!pins) return { ok: false, reason: `unknown brand "${report.brand}"` };
  const named = [...report.remotes.map((r) => r.remote), ...report.errors.flatMap((e) => (e.remote ? [e.remote] : []))];
  for (const remote of [...named, ...(report.vitals?.remotes.map((r) => r.remote) ?? [])]) {
    if (!pins[remote]) return { ok: false, reason: `brand "${report.brand}" runs no ${remote}` };
  }
  const increments: Increments = new Map();
  let counted = 0;
  let ignored = 0;
  const known = (remote: string, version: string) => namedVersions(pins, remote).has(version);
  for (const load of report.remotes) {
    if (!known(load.remote, load.version)) {
      ignored += 1;
      continue;
    }
    counted += 1;
    const key = (field: Parameters<typeof versionKey>[3]) => versionKey(report.brand, load.remote, load.version, field);
    increment(increments, key('loads'));
    if (client) increment(increments, key(`client.${client}`));
    increment(increments, key(`role.${load.role}`));
    if (load.outcome === 'fallback') {
      increment(increments, key('failures'));
      if (client) increment(increments, key(`cfail.${client}`));
      increment(increments, key(`fallback.${load.reason ?? 'unknown'}`));
    }
  }
  for (const error of report.errors) {
    if (!error.remote || !error.version) {
      increment(increments, brandKey(report.brand, `errors.unattributed`));
      continue;
    }
    if (!known(error.remote, error.version)) {
      ignored += 1;
      continue;
    }
    counted += 1;
    increment(increments, versionKey(report.brand, error.remote, error.version, 'errors'));
    if (error.failsLoad) {
      increment(increments, versionKey(report.brand, error.remote, error.version, 'failures'));
      if (client) increment(increments, versionKey(report.brand, error.remote, error.version, `cfail.${client}`));
    }
  }
  if (report.vitals) {
    const { lcp, inp, cls } = report.vitals;
    for (const { remote, version } of report.vitals.remotes) {
      if (!known(remote, version)) continue;
      if (lcp !== undefined)
        increment(increments, versionKey(report.brand, remote, version, `lcp.${histogramIndex(lcp, DURATION_BOUNDS)}`));
      if (inp !== undefined)
        increment(increments, versionKey(report.brand, remote, version, `inp.${histogramIndex(inp, DURATION_BOUNDS)}`));
      if (cls !== undefined) increment(increments, versionKey(report.brand, remote, version, `cls.${histogramIndex(cls, CLS_BOUNDS)}`));
    }
    counted += 1;
  }
  increment(increments, brandKey(report.brand, 'reports'));
  return { ok: true, report, increments, counted, ignored };
}

export type CspIngestResult = { ok: true; increments: Increments; violations: number } | { ok: false; reason: string };

/**
 * A CSP report (either format) → per-brand counts by directive. `brandOf(documentUrl)` names the
 * brand serving that page, or null (its violations are refused, as an unknown brand's reports).
 */
export function ingestCspReport(contentType: string, body: unknown, brandOf: (documentUrl: string) => string | null): CspIngestResult {
  const violations = cspViolationsOf(contentType, body);
  if (violations === null) return { ok: false, reason: 'not a CSP report' };
  const increments: Increments = new Map();
  for (const violation of violations) {
    const brand = brandOf(violation.documentUrl);
    if (!brand) return { ok: false, reason: `no brand serves ${violation.documentUrl.slice(0, 100)}` };
    const directive = /^[a-z-]{1,40}$/.test(violation.directive) ? violation.directive : 'other';
    increment(increments, brandKey(brand, `csp.${directive}`));
  }
  return { ok: true, increments, violations: violations.length };
}
