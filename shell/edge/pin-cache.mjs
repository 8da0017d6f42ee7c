// The pins an edge serves from a shared store (Redis): held in memory, reloaded when the store
// announces a change, and kept when the store cannot be read or answers with a value that fails
// its schema (docs/adr/0012-pin-store.md). Pages never wait for the store: an outage costs
// freshness, never a page. The files store is read on every page instead (pin-source.mjs).

/** How often the whole store is read again, announcement or not (a message lost in an outage). */
export const RESYNC_MS = 10_000;
/** The first retry after a failed read; doubled up to RETRY_MAX_MS. */
export const RETRY_MIN_MS = 250;
export const RETRY_MAX_MS = 2_000;

/**
 * @typedef {{ text: string, value: unknown }} Checked
 * @typedef {{ brand: Checked, releases: Checked | null, revision: number }} BrandPins
 */

export class PinCache {
  /**
   * @param {object} options
   * @param {import('../../release/src/store/types').PinStore} options.store
   * @param {{ checkBrandText: Function, checkIndexText: Function, checkReleasesText: Function }} options.checks
   * @param {(line: string) => void} [options.log]
   * @param {number} [options.resyncMs]
   */
  constructor({ store, checks, log = (line) => console.warn(line), resyncMs = RESYNC_MS }) {
    this.store = store;
    this.checks = checks;
    this.log = log;
    this.resyncMs = resyncMs;
    /** @type {Checked | null} */
    this.index = null;
    /** @type {Map<string, BrandPins>} */
    this.brands = new Map();
    /** What is wrong now, by subject ('store', 'index', 'brand default', ...): each logged once. */
    this.problems = new Map();
    this.loadedAt = null;
    this.subscriptionUp = false;
    this.listeners = new Set();
    this.retryMs = RETRY_MIN_MS;
    this.timer = null;
    this.closed = false;
    this.loading = null;
    this.pendingAll = false;
    this.pendingBrands = new Set();
  }

  /** Subscribes, then reads everything (from then on no change is missed); resolves at once. */
  async start() {
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
  async whenLoaded(timeoutMs = 10_000) {
    const deadline = Date.now() + timeoutMs;
    while (!this.loadedAt && Date.now() < deadline && !this.closed) await new Promise((r) => setTimeout(r, 20));
    return this.loadedAt !== null;
  }

  /** Edge modules hear every change the edge takes in: `{ kind: 'brand', brand, revision }` or `{ kind: 'all' }`. */
  onChange(listener) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  changed(change) {
    if (change.kind === 'brand') {
      const held = this.brands.get(change.brand);
      if (held && held.revision >= Number(change.revision)) return;
      this.request(change.brand);
    } else this.request('all');
  }

  /** Queues a read ('all' or one brand); reads run one at a time. */
  request(what) {
    if (what === 'all') this.pendingAll = true;
    else this.pendingBrands.add(what);
    if (!this.loading) this.loading = this.drain().finally(() => (this.loading = null));
  }

  async drain() {
    while (!this.closed && (this.pendingAll || this.pendingBrands.size > 0)) {
      const all = this.pendingAll;
      const brands = all ? null : [...this.pendingBrands];
      this.pendingAll = false;
      this.pendingBrands.clear();
      try {
        if (all) await this.readAll();
        else for (const id of brands) await this.readBrand(id);
        this.clear('store');
        this.retryMs = RETRY_MIN_MS;
      } catch (error) {
        this.problem('store', `cannot read ${this.store.where}: ${this.store.explain(error)}`);
        // Read everything again soon (backoff), whatever was asked.
        this.schedule(this.retryMs);
        this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
        return;
      }
    }
  }

  schedule(ms) {
    if (this.closed) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.request('all');
      this.schedule(this.resyncMs);
    }, ms);
    this.timer.unref?.();
  }

  async readAll() {
    const [indexText, ids] = await Promise.all([this.store.readIndex(), this.store.listBrands()]);
    const reads = await Promise.all(ids.map(async (id) => [id, await this.store.readPins(id)]));
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

  async readBrand(id) {
    this.apply(id, await this.store.readPins(id));
    const held = this.brands.get(id);
    if (held) this.emit({ kind: 'brand', brand: id, revision: String(held.revision) });
  }

  /** Takes a brand's value in if it passes its checks and is newer than what is held. */
  apply(id, pins) {
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
    let releases = null;
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
  problem(subject, reason) {
    const known = this.problems.has(subject);
    this.problems.set(subject, reason);
    if (!known) this.log(`[edge] ${reason}`);
  }

  clear(subject) {
    if (!this.problems.has(subject)) return;
    this.problems.delete(subject);
    this.log(`[edge] ${subject}: fine again`);
  }

  emit(change) {
    for (const listener of this.listeners) {
      try {
        listener(change);
      } catch (error) {
        this.log(`[edge] a pin change listener failed: ${error.message}`);
      }
    }
  }

  /** Ready: pins read, and nothing wrong now. Otherwise why (serving the last good pins, or none). */
  readiness() {
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

  revisions() {
    return Object.fromEntries([...this.brands].map(([id, pins]) => [id, pins.revision]));
  }

  /** The brand files of a page on `hostname` (`{ index, brand }`), or null before the first read. */
  brandFiles(hostname, brandIdFor) {
    if (!this.index) return null;
    const id = brandIdFor(this.index.value, hostname);
    const pins = typeof id === 'string' ? this.brands.get(id) : undefined;
    return pins ? { index: this.index.value, brand: pins.brand.value } : { index: this.index.value };
  }

  /** A file of /brands/ by name (`index.json`, `<id>.json`, `<id>.releases.json`): its text, or null. */
  file(name) {
    if (name === 'index.json') return this.index?.text ?? null;
    const match = /^([a-z0-9-]+)(\.releases)?\.json$/.exec(name);
    const pins = match ? this.brands.get(match[1]) : undefined;
    if (!pins) return null;
    return match[2] ? (pins.releases?.text ?? null) : pins.brand.text;
  }

  releases(id) {
    return this.brands.get(id)?.releases?.value;
  }

  async close() {
    this.closed = true;
    clearTimeout(this.timer);
    await this.unsubscribe?.();
    await this.loading;
  }
}
