// Release health figures: per brand × remote × version, counted in time buckets so that any window
// (the guard's, a chart's) is a sum of buckets. Every figure is a counter, so buckets from several
// edges add up (Redis: HINCRBY on one hash per bucket; files: each edge's snapshot, summed by the
// reader). docs/adr/0013-release-health.md.

/** One bucket's width. */
export const BUCKET_MS = 10_000;
/** How long buckets are kept (the longest chart, and a canary's window). */
export const RETENTION_MS = 2 * 60 * 60_000;

/** Upper bounds (ms) of the LCP and INP histograms; the last bucket is everything above. */
export const DURATION_BOUNDS = [50, 100, 200, 300, 400, 500, 750, 1000, 1500, 2000, 2500, 3000, 4000, 5000, 7500, 10_000, 20_000];
/** Upper bounds of the CLS histogram. */
export const CLS_BOUNDS = [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1];

/** What is counted for one version: field names of a bucket. */
export type VersionField =
  | 'loads'
  | 'failures'
  | 'errors'
  | `fallback.${string}`
  | `role.${string}`
  | `lcp.${number}`
  | `inp.${number}`
  | `cls.${number}`
  /** Loads and failed loads from one client (a keyed hash of its address): the guard's distinct clients. */
  | `client.${string}`
  | `cfail.${string}`;

/**
 * A bucket's field key: `v|<brand>|<remote>|<version>|<field>` for a version's figures,
 * `b|<brand>|<field>` for a brand's own (errors no remote's file explains, CSP violations, reports).
 */
export const versionKey = (brand: string, remote: string, version: string, field: VersionField) =>
  `v|${brand}|${remote}|${version}|${field}`;
export const brandKey = (brand: string, field: string) => `b|${brand}|${field}`;

/** The histogram bucket a value falls in. */
export function histogramIndex(value: number, bounds: readonly number[]): number {
  const index = bounds.findIndex((bound) => value <= bound);
  return index === -1 ? bounds.length : index;
}

/** Counter increments of one report, by field key. */
export type Increments = Map<string, number>;

export function increment(into: Increments, key: string, by = 1): void {
  into.set(key, (into.get(key) ?? 0) + by);
}

/** One bucket: its start (ms since the epoch) and its counters. */
export interface Bucket {
  start: number;
  counts: Map<string, number>;
}

/** Where figures live: in memory on one edge (files store) or in Redis, shared by a fleet. */
export interface HealthFigures {
  readonly kind: 'memory' | 'snapshots' | 'redis';
  /** Adds increments to the bucket of `at`. */
  add(at: number, increments: Increments): Promise<void>;
  /** Every bucket that starts in [from, to], oldest first. */
  read(from: number, to: number): Promise<Bucket[]>;
  /**
   * Takes (or keeps) a lease named `name` for `holder` during `ttlMs`: true when `holder` has it.
   * The canary guard of a fleet acts on one edge at a time.
   */
  lease(name: string, holder: string, ttlMs: number): Promise<boolean>;
  close(): Promise<void>;
}

export const bucketOf = (at: number) => Math.floor(at / BUCKET_MS) * BUCKET_MS;

/** The sum of buckets, by field key. */
export function sumBuckets(buckets: readonly Bucket[]): Map<string, number> {
  const total = new Map<string, number>();
  for (const bucket of buckets) for (const [key, value] of bucket.counts) total.set(key, (total.get(key) ?? 0) + value);
  return total;
}

/** What one version did over a window. */
export interface VersionFigures {
  brand: string;
  remote: string;
  version: string;
  loads: number;
  /** Loads that fell back, or during which an error was attributed to the version (at most loads). */
  failures: number;
  /** Errors attributed to the version (every one, not per load). */
  errors: number;
  fallbacks: Record<string, number>;
  /** Loads by the role the version had on the page (pin, canary, ...). */
  roles: Record<string, number>;
  lcp: number[];
  inp: number[];
  cls: number[];
}

const emptyHistogram = (bounds: readonly number[]) => Array.from({ length: bounds.length + 1 }, () => 0);

/** Every version's figures in a sum of buckets, keyed `<brand>|<remote>|<version>`. */
export function versionFigures(total: Map<string, number>): Map<string, VersionFigures> {
  const out = new Map<string, VersionFigures>();
  for (const [key, value] of total) {
    if (!key.startsWith('v|')) continue;
    const [, brand = '', remote = '', version = '', field = ''] = key.split('|');
    const id = `${brand}|${remote}|${version}`;
    let figures = out.get(id);
    if (!figures) {
      figures = {
        brand,
        remote,
        version,
        loads: 0,
        failures: 0,
        errors: 0,
        fallbacks: {},
        roles: {},
        lcp: emptyHistogram(DURATION_BOUNDS),
        inp: emptyHistogram(DURATION_BOUNDS),
        cls: emptyHistogram(CLS_BOUNDS),
      };
      out.set(id, figures);
    }
    const [name = '', sub = ''] = field.split('.');
    if (name === 'loads' || name === 'failures' || name === 'errors') figures[name] += value;
    else if (name === 'fallback') figures.fallbacks[sub] = (figures.fallbacks[sub] ?? 0) + value;
    else if (name === 'role') figures.roles[sub] = (figures.roles[sub] ?? 0) + value;
    else if (name === 'lcp' || name === 'inp' || name === 'cls') {
      const histogram = figures[name];
      const index = Number(sub);
      if (Number.isInteger(index) && index >= 0 && index < histogram.length) histogram[index] = (histogram[index] ?? 0) + value;
    }
  }
  for (const figures of out.values()) figures.failures = Math.min(figures.failures, figures.loads);
  return out;
}

/** A brand's own counters (`b|<brand>|<field>`) in a sum of buckets. */
export function brandFigures(total: Map<string, number>, brand: string): Record<string, number> {
  const out: Record<string, number> = {};
  const prefix = `b|${brand}|`;
  for (const [key, value] of total) if (key.startsWith(prefix)) out[key.slice(prefix.length)] = value;
  return out;
}

/**
 * The 75th percentile of a histogram: the upper bound of the bucket it falls in (the last bucket,
 * unbounded, reports the largest bound). Null without samples.
 */
export function p75(histogram: readonly number[], bounds: readonly number[]): number | null {
  const count = histogram.reduce((a, b) => a + b, 0);
  if (count === 0) return null;
  const rank = Math.ceil(count * 0.75);
  let seen = 0;
  for (const [index, n] of histogram.entries()) {
    seen += n;
    if (seen >= rank) return bounds[Math.min(index, bounds.length - 1)] ?? null;
  }
  return bounds[bounds.length - 1] ?? null;
}

/** The share of loads that did not fail, or null without loads. */
export function successRate(figures: Pick<VersionFigures, 'loads' | 'failures'>): number | null {
  return figures.loads === 0 ? null : (figures.loads - figures.failures) / figures.loads;
}

/** One point of a version's series: a step's start and its figures. */
export interface SeriesPoint {
  at: number;
  loads: number;
  successRate: number | null;
  lcpP75: number | null;
  inpP75: number | null;
}

/**
 * A version's figures over time, in steps of `stepMs` from `from` to `to` (for the console's
 * charts): every step, with nulls where it had no load.
 */
export function versionSeries(
  buckets: readonly Bucket[],
  id: { brand: string; remote: string; version: string },
  from: number,
  to: number,
  stepMs: number,
): SeriesPoint[] {
  const points: SeriesPoint[] = [];
  for (let at = Math.floor(from / stepMs) * stepMs; at <= to; at += stepMs) {
    const inStep = buckets.filter((b) => b.start >= at && b.start < at + stepMs);
    const figures = versionFigures(sumBuckets(inStep)).get(`${id.brand}|${id.remote}|${id.version}`);
    points.push({
      at,
      loads: figures?.loads ?? 0,
      successRate: figures ? successRate(figures) : null,
      lcpP75: figures ? p75(figures.lcp, DURATION_BOUNDS) : null,
      inpP75: figures ? p75(figures.inp, DURATION_BOUNDS) : null,
    });
  }
  return points;
}

/** Figures in this process only: one edge on the files store (and tests). */
export class MemoryFigures implements HealthFigures {
  readonly kind: HealthFigures['kind'] = 'memory';
  protected readonly buckets = new Map<number, Map<string, number>>();
  private readonly leases = new Map<string, { holder: string; until: number }>();

  constructor(
    protected readonly now: () => number = Date.now,
    protected readonly retentionMs = RETENTION_MS,
  ) {}

  async add(at: number, increments: Increments): Promise<void> {
    const start = bucketOf(at);
    let counts = this.buckets.get(start);
    if (!counts) {
      counts = new Map();
      this.buckets.set(start, counts);
      this.prune();
    }
    for (const [key, value] of increments) counts.set(key, (counts.get(key) ?? 0) + value);
  }

  async read(from: number, to: number): Promise<Bucket[]> {
    return [...this.buckets.entries()]
      .filter(([start]) => start >= bucketOf(from) && start <= to)
      .sort(([a], [b]) => a - b)
      .map(([start, counts]) => ({ start, counts: new Map(counts) }));
  }

  async lease(name: string, holder: string, ttlMs: number): Promise<boolean> {
    const held = this.leases.get(name);
    const now = this.now();
    if (held && held.holder !== holder && held.until > now) return false;
    this.leases.set(name, { holder, until: now + ttlMs });
    return true;
  }

  /** Every bucket, for a snapshot. */
  snapshot(): { start: number; counts: Record<string, number> }[] {
    return [...this.buckets.entries()].map(([start, counts]) => ({ start, counts: Object.fromEntries(counts) }));
  }

  protected prune(): void {
    const oldest = this.now() - this.retentionMs;
    for (const start of this.buckets.keys()) if (start < oldest) this.buckets.delete(start);
  }

  async close(): Promise<void> {
    // Nothing held open.
  }
}
