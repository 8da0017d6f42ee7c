// Where the edge gets the pins it writes into pages and serves under /brands/: the pin store the
// release CLI writes (PIN_STORE). The files (the default) are read on every page, as before: a local
// disk has no outage to ride out, a file edited by hand shows on the next page, and reading three
// files needs nothing of the release package (so `npm start`, and an edge embedded in a process
// with a TypeScript loader of its own, as the e2e journeys' second edge in Playwright, stay plain
// JavaScript). A shared store (Redis) goes through the release package's store module and is held
// in memory (pin-cache.mjs). docs/adr/0012-pin-store.md.
import { watch, promises as fs } from 'node:fs';
import path from 'node:path';
import { loadPinStoreModule } from 'release/store.mjs';
import { PinCache } from './pin-cache.mjs';

export { loadPinStoreModule };

const parse = (text) => {
  if (text === null || text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const readText = (file) => fs.readFile(file, 'utf8').catch(() => null);

/**
 * The files store's read side, as the release package's files driver lays it out
 * (`<brandsDir>/index.json`, `<brand>.json`, `<brand>.releases.json`): read on every use, not
 * validated here (the shell validates them as fetched ones).
 */
class FilesPinSource {
  constructor(brandsDir, log) {
    this.kind = 'files';
    this.brandsDir = brandsDir;
    this.store = { kind: 'files', where: brandsDir };
    this.log = log;
    this.listeners = new Set();
    this.watcher = null;
  }

  async start() {}

  /** `{ files: { index, brand? } | null, releases }` for a page on `hostname`. */
  async page(hostname, brandIdFor) {
    const index = parse(await readText(path.join(this.brandsDir, 'index.json')));
    if (index === undefined) return { files: null, releases: undefined };
    const id = brandIdFor(index, hostname);
    if (typeof id !== 'string' || !/^[a-z0-9-]+$/.test(id)) return { files: { index }, releases: undefined };
    const [brandText, releasesText] = await Promise.all([
      readText(path.join(this.brandsDir, `${id}.json`)),
      readText(path.join(this.brandsDir, `${id}.releases.json`)),
    ]);
    const brand = parse(brandText);
    return { files: brand === undefined ? { index } : { index, brand }, releases: parse(releasesText) };
  }

  readiness() {
    return { ok: true };
  }

  /** A file's parsed value, read at most once a second (load reports ask for it on every beacon). */
  async readCached(name) {
    this.recent ??= new Map();
    const held = this.recent.get(name);
    if (held && Date.now() - held.at < 1000) return held.value;
    const value = /^[a-z0-9-]+\.json$/.test(name) ? parse(await readText(path.join(this.brandsDir, name))) : undefined;
    this.recent.set(name, { at: Date.now(), value });
    return value;
  }

  /** A brand's file as parsed (undefined: none or unreadable). */
  brandValue(id) {
    return this.readCached(`${id}.json`);
  }

  /** The brand index as parsed. */
  indexValue() {
    return this.readCached('index.json');
  }

  /** Changes to the files, seen by a folder watch (best effort: the files are read on every page anyway). */
  onChange(listener) {
    if (!this.watcher) {
      let timer = null;
      this.watcher = watch(this.brandsDir, { persistent: false }, () => {
        if (timer) return;
        timer = setTimeout(() => {
          timer = null;
          for (const l of this.listeners) l({ kind: 'all' });
        }, 20);
      });
      this.watcher.on('error', (error) => this.log(`[edge] cannot watch ${this.brandsDir}: ${error.message}`));
    }
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close() {
    this.watcher?.close();
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

  async brandValue(id) {
    return this.cache.brands.get(id)?.brand.value;
  }

  async indexValue() {
    return this.cache.index?.value;
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
 * The pin source of an edge: `store` (an open PinStore of the release package, for tests and
 * embedding) or the store `setting` names (PIN_STORE: empty or `files` → `brandsDir`,
 * `files:<dir>`, `redis://…`).
 * @param {{ setting?: string, store?: object, brandsDir: string, log?: (line: string) => void }} options
 */
export async function createPinSource({ setting, store, brandsDir, log = (line) => console.warn(line) }) {
  const value = (setting ?? '').trim();
  if (!store && (value === '' || value === 'files' || value.startsWith('files:'))) {
    return new FilesPinSource(path.resolve(value.startsWith('files:') ? value.slice('files:'.length) : brandsDir), log);
  }
  const module = await loadPinStoreModule();
  const opened = store ?? module.openPinStore(value, { brandsDir, role: 'edge' });
  const source = opened.kind === 'files' ? new FilesPinSource(opened.brandsDir, log) : new CachedPinSource(opened, module, log);
  await source.start();
  return source;
}
