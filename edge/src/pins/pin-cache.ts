// The pins an edge serves from a shared store (Redis): held in memory, reloaded when the store
// announces a change, and kept when the store cannot be read or answers with a value that fails
// its schema (docs/adr/0012-pin-store.md). Pages never wait for the store: an outage costs
// freshness, never a page. The files store is read on every page instead (pin-source.ts).
import type { PinStore, StoreChange } from 'release/src/store/types';
import type { BrandFiles, BrandIdFor, BrandValue } from '../pages/brand-files';
import type { ReleasesValue } from '../pages/first-screen-preloads';
import type { HealthFact } from '../http/health';
import { messageOf } from '../http/errors';

/** The pin store's checks of its values (the release package's `store/values.ts`). */
export interface PinChecks {
  checkBrandText(id: string, text: string): { ok: true; raw: unknown } | { ok: false; reason: string };
  checkIndexText(text: string): { ok: true; raw: unknown } | { ok: false; reason: string };
  checkReleasesText(id: string, text: string): { ok: true; raw: unknown } | { ok: false; reason: string };
}

/** A store the cache reads (a Redis one may say when it is connected). */
export type CachedStore = PinStore & { whenConnected?(timeoutMs: number): Promise<boolean> };

/** A file's text and its value as checked. */
interface Checked {
  text: string;
  value: unknown;
}
interface BrandPins {
  brand: Checked;
  releases: Checked | null;
  revision: number;
}

/** How often the whole store is read again, announcement or not (a message lost in an outage). */
export const RESYNC_MS = 10_000;
/** The first retry after a failed read; doubled up to RETRY_MAX_MS. */
export const RETRY_MIN_MS = 250;
export const RETRY_MAX_MS = 2_000;

export class PinCache {
  readonly store: CachedStore;
  private readonly checks: PinChecks;
  private readonly log: (line: string) => void;
  private readonly resyncMs: number;
  index: Checked | null = null;
  readonly brands = new Map<string, BrandPins>();
  /** What is wrong now, by subject ('store', 'index', 'brand default', ...): each logged once. */
  private readonly problems = new Map<string, string>();
  loadedAt: Date | null = null;
  subscriptionUp = false;
  private readonly listeners = new Set<(change: StoreChange) => void>();
  private retryMs = RETRY_MIN_MS;
  private timer: NodeJS.Timeout | undefined = undefined;
  private closed = false;
  private loading: Promise<void> | null = null;
  private pendingAll = false;
  private readonly pendingBrands = new Set<string>();
  private unsubscribe: (() => Promise<void>) | undefined;

  constructor({
    store,
    checks,
    log = (line) => console.warn(line),
    resyncMs = RESYNC_MS,
  }: {
    store: CachedStore;
    checks: PinChecks;
    log?: (line: string) => void;
    resyncMs?: number;
  }) {
    this.store = store;
    this.checks = checks;
    this.log = log;
    this.resyncMs = resyncMs;
  }

  /** Subscribes, then reads everything (from then on no change is missed); resolves at once. */
  async start(): Promise<void> {
    // A first read while the connection is still being made would fail for nothing.
    await this.store.whenConnected?.(2000);
    this.unsubscribe = await this.store.subscribe(
      (change) => this.changed(change),
      (state) => {
        this.subscriptionUp = state.up;
        if (state.up) {
          this.clear('announcements');
          this.request('all');
        } else {
          this.problem('announcements', `not subscribed to the store's announcements (${state.reason ?? 'disconnected'})`);
        }
      },
    );
    this.request('all');
    this.schedule(this.resyncMs);
  }

  /** Resolves once the pins have been read, or after `timeoutMs` (false then). */
  async whenLoaded(timeoutMs = 10_000): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (!this.loadedAt && Date.now() < deadline && !this.closed) await new Promise((r) => setTimeout(r, 20));
    return this.loadedAt !== null;
  }

  /** Edge modules hear every change the edge takes in: `{ kind: 'brand', brand, revision }` or `{ kind: 'all' }`. */
  onChange(listener: (change: StoreChange) => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  private changed(change: StoreChange): void {
    if (change.kind === 'brand') {
      const held = this.brands.get(change.brand);
      if (held && held.revision >= Number(change.revision)) return;
      this.request(change.brand);
    } else this.request('all');
  }

  /** Queues a read ('all' or one brand); reads run one at a time. */
  private request(what: string): void {
    if (what === 'all') this.pendingAll = true;
    else this.pendingBrands.add(what);
    if (!this.loading) this.loading = this.drain().finally(() => (this.loading = null));
  }

  private async drain(): Promise<void> {
    while (!this.closed && (this.pendingAll || this.pendingBrands.size > 0)) {
      const all = this.pendingAll;
      const brands = all ? null : [...this.pendingBrands];
      this.pendingAll = false;
      this.pendingBrands.clear();
      try {
        if (all) await this.readAll();
        else for (const id of brands ?? []) await this.readBrand(id);
        this.clear('store');
        this.retryMs = RETRY_MIN_MS;
      } catch (error) {
        this.problem(
          'store',
          `cannot read ${this.store.where}: ${this.store.explain(error instanceof Error ? error : new Error(String(error)))}`,
        );
        // Read everything again soon (backoff), whatever was asked.
        this.schedule(this.retryMs);
        this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
        return;
      }
    }
  }

  private schedule(ms: number): void {
    if (this.closed) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.request('all');
      this.schedule(this.resyncMs);
    }, ms);
    this.timer.unref?.();
  }

  private async readAll(): Promise<void> {
    const [indexText, ids] = await Promise.all([this.store.readIndex(), this.store.listBrands()]);
    const reads = await Promise.all(ids.map(async (id) => [id, await this.store.readPins(id)] as const));
    // Checked first, applied after: one bad value never takes a good one's place.
    if (indexText === null) this.problem('index', `${this.store.where} holds no brand index`);
    else {
      const index = this.checks.checkIndexText(indexText);
      if (index.ok) {
        this.index = { text: indexText, value: index.raw };
        this.clear('index');
      } else this.problem('index', `the brand index in ${this.store.where} is ${index.reason}`);
    }
    for (const [id, pins] of reads) this.apply(id, pins);
    const first = this.loadedAt === null;
    if (this.index) this.loadedAt = new Date();
    this.emit({ kind: 'all' });
    if (first && this.loadedAt) this.log(`[edge] pins read from ${this.store.where} (${this.brands.size} brands)`);
  }

  private async readBrand(id: string): Promise<void> {
    this.apply(id, await this.store.readPins(id));
    const held = this.brands.get(id);
    if (held) this.emit({ kind: 'brand', brand: id, revision: String(held.revision) });
  }

  /** Takes a brand's value in if it passes its checks and is newer than what is held. */
  private apply(id: string, pins: { brand: string | null; releases: string | null; revision: string | null }): void {
    const subject = `brand ${id}`;
    if (pins.brand === null) return; // not (or no longer) there: the last good pins stay
    const revision = Number(pins.revision ?? 0);
    const held = this.brands.get(id);
    if (held && held.revision > revision) return;
    if (held && held.revision === revision && held.brand.text === pins.brand && (held.releases?.text ?? null) === pins.releases) {
      this.clear(subject);
      return;
    }
    const brand = this.checks.checkBrandText(id, pins.brand);
    if (!brand.ok) return this.problem(subject, `${this.store.locate(id)} is ${brand.reason}; serving its last good pins`);
    let releases: Checked | null = null;
    if (pins.releases !== null) {
      const checked = this.checks.checkReleasesText(id, pins.releases);
      if (!checked.ok)
        return this.problem(subject, `the releases file of ${this.store.locate(id)} is ${checked.reason}; serving its last good pins`);
      releases = { text: pins.releases, value: checked.raw };
    }
    this.brands.set(id, { brand: { text: pins.brand, value: brand.raw }, releases, revision });
    this.clear(subject);
  }

  /** Records what is wrong with `subject`; logged when it starts (not again while it lasts). */
  private problem(subject: string, reason: string): void {
    const known = this.problems.has(subject);
    this.problems.set(subject, reason);
    if (!known) this.log(`[edge] ${reason}`);
  }

  private clear(subject: string): void {
    if (!this.problems.has(subject)) return;
    this.problems.delete(subject);
    this.log(`[edge] ${subject}: fine again`);
  }

  private emit(change: StoreChange): void {
    for (const listener of this.listeners) {
      try {
        listener(change);
      } catch (error) {
        this.log(`[edge] a pin change listener failed: ${messageOf(error)}`);
      }
    }
  }

  /** Ready: pins read, and nothing wrong now. Otherwise why (serving the last good pins, or none). */
  readiness(): HealthFact {
    if (!this.loadedAt) {
      const why = [...this.problems.values()].join('; ') || 'not read yet';
      return { ok: false, reason: `no pins read from ${this.store.where} yet (${why}): serving no pins` };
    }
    if (this.problems.size === 0) return { ok: true, revision: this.revisions() };
    return {
      ok: false,
      reason: `${[...this.problems.values()].join('; ')}; serving the last good pins, read at ${this.loadedAt.toISOString()}`,
      revision: this.revisions(),
    };
  }

  private revisions(): Record<string, number> {
    return Object.fromEntries([...this.brands].map(([id, pins]) => [id, pins.revision]));
  }

  /** The brand files of a page on `hostname` (`{ index, brand }`), or null before the first read. */
  brandFiles(hostname: string, brandIdFor: BrandIdFor): BrandFiles | null {
    if (!this.index) return null;
    const id = brandIdFor(this.index.value, hostname);
    const pins = typeof id === 'string' ? this.brands.get(id) : undefined;
    return pins ? { index: this.index.value, brand: pins.brand.value as BrandValue } : { index: this.index.value };
  }

  /** A file of /brands/ by name (`index.json`, `<id>.json`, `<id>.releases.json`): its text, or null. */
  file(name: string): string | null {
    if (name === 'index.json') return this.index?.text ?? null;
    const match = /^([a-z0-9-]+)(\.releases)?\.json$/.exec(name);
    const pins = match?.[1] ? this.brands.get(match[1]) : undefined;
    if (!pins) return null;
    return match?.[2] ? (pins.releases?.text ?? null) : pins.brand.text;
  }

  releases(id: string): ReleasesValue | undefined {
    return this.brands.get(id)?.releases?.value as ReleasesValue | undefined;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    await this.unsubscribe?.();
    await this.loading;
  }
}
