// Where the edge gets the pins it writes into pages and serves under /brands/: the pin store the
// release CLI writes (PIN_STORE: the files, or Redis), through the release package's store module.
// The files are read on every page, as before (a local disk has no outage to ride out, and a file
// edited by hand shows on the next page); Redis is held in memory (pin-cache.mjs).
import { loadPinStoreModule } from 'release/store.mjs';

export { loadPinStoreModule };
import { PinCache } from './pin-cache.mjs';

const parse = (text) => {
  if (text === null || text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** The files: read on every use, not validated here (the shell validates them as fetched ones). */
class FilesPinSource {
  constructor(store) {
    this.store = store;
    this.kind = 'files';
    this.listeners = new Set();
  }

  async start() {}

  /** `{ files: { index, brand? } | null, releases }` for a page on `hostname`. */
  async page(hostname, brandIdFor) {
    const index = parse(await this.store.readIndex().catch(() => null));
    if (index === undefined) return { files: null, releases: undefined };
    const id = brandIdFor(index, hostname);
    if (typeof id !== 'string' || !/^[a-z0-9-]+$/.test(id)) return { files: { index }, releases: undefined };
    const pins = await this.store.readPins(id).catch(() => ({ brand: null, releases: null }));
    const brand = parse(pins.brand);
    return { files: brand === undefined ? { index } : { index, brand }, releases: parse(pins.releases) };
  }

  readiness() {
    return { ok: true };
  }

  /** Changes to the files, seen by a folder watch (best effort: the files are read on every page anyway). */
  onChange(listener) {
    if (this.listeners.size === 0)
      this.unsubscribing = this.store.subscribe((change) => {
        for (const l of this.listeners) l(change);
      });
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close({ closeStore = true } = {}) {
    await (
      await this.unsubscribing
    )?.();
    if (closeStore) await this.store.close();
  }
}

/** A store held in memory (Redis): see pin-cache.mjs. */
class CachedPinSource {
  constructor(store, checks, log) {
    this.store = store;
    this.kind = store.kind;
    this.cache = new PinCache({ store, checks, log });
  }

  start() {
    return this.cache.start();
  }

  async page(hostname, brandIdFor) {
    const files = this.cache.brandFiles(hostname, brandIdFor);
    const id = files?.brand?.id;
    return { files, releases: typeof id === 'string' ? this.cache.releases(id) : undefined };
  }

  /** A /brands/ file's text, or null (undefined: never read the store). */
  file(name) {
    if (!this.cache.loadedAt) return undefined;
    return this.cache.file(name);
  }

  readiness() {
    return this.cache.readiness();
  }

  onChange(listener) {
    return this.cache.onChange(listener);
  }

  async close({ closeStore = true } = {}) {
    await this.cache.close();
    if (closeStore) await this.store.close();
  }
}

/**
 * The pin source of an edge: `store` (an open PinStore, for tests and embedding) or the store
 * `setting` names (PIN_STORE: empty or `files` → `brandsDir`; `redis://…`).
 * @param {{ setting?: string, store?: object, brandsDir: string, log?: (line: string) => void }} options
 */
export async function createPinSource({ setting, store, brandsDir, log }) {
  const module = await loadPinStoreModule();
  const opened = store ?? module.openPinStore(setting, { brandsDir, role: 'edge' });
  const source = opened.kind === 'files' ? new FilesPinSource(opened) : new CachedPinSource(opened, module, log);
  await source.start();
  return source;
}
