// Where the edge gets the pins it writes into pages and serves under /brands/: the pin store the
// release CLI writes (PIN_STORE). The files (the default) are read on every page, as before: a local
// disk has no outage to ride out, a file edited by hand shows on the next page, and reading three
// files needs nothing of the release package (its store module, with its Redis and S3 clients, is
// loaded only for another store). A shared store (Redis) goes through the release package's store
// module and is held in memory (pin-cache.ts). docs/adr/0012-pin-store.md.
import { watch, promises as fs, type FSWatcher } from 'node:fs';
import path from 'node:path';
import type { PinStore, StoreChange } from 'release/src/store/types';
import type { RedisPinStore } from 'release/src/store/redis';
import type * as StoreModule from 'release/src/store/edge';
import type { BrandFiles, BrandIdFor, BrandValue } from '../pages/brand-files';
import type { ReleasesValue } from '../pages/first-screen-preloads';
import type { HealthFact } from '../http/health';
import { PinCache } from './pin-cache';

/** The release package's store module for the edge: the pin store, its checks, the registries. */
export type PinStoreModule = typeof StoreModule;

/** Loads the release package's store module (only when a store other than the files needs it). */
export function loadPinStoreModule(): Promise<PinStoreModule> {
  return import('release/src/store/edge');
}

/** A page's pins: its brand files and the brand's releases file. */
export interface PagePins {
  files: BrandFiles | null;
  releases: ReleasesValue | undefined;
}

const parse = (text: string | null | undefined): unknown => {
  if (text === null || text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

const readText = (file: string): Promise<string | null> => fs.readFile(file, 'utf8').catch(() => null);

/**
 * The files store's read side, as the release package's files driver lays it out
 * (`<brandsDir>/index.json`, `<brand>.json`, `<brand>.releases.json`): read on every use, not
 * validated here (the shell validates them as fetched ones).
 */
export class FilesPinSource {
  readonly kind = 'files' as const;
  readonly store: { kind: 'files'; where: string };
  private readonly listeners = new Set<(change: StoreChange) => void>();
  private watcher: FSWatcher | null = null;
  private recent: Map<string, { at: number; value: unknown }> | undefined;

  constructor(
    readonly brandsDir: string,
    private readonly log: (line: string) => void,
  ) {
    this.store = { kind: 'files', where: brandsDir };
  }

  async start(): Promise<void> {}

  /** `{ files: { index, brand? } | null, releases }` for a page on `hostname`. */
  async page(hostname: string, brandIdFor: BrandIdFor): Promise<PagePins> {
    const index = parse(await readText(path.join(this.brandsDir, 'index.json')));
    if (index === undefined) return { files: null, releases: undefined };
    const id = brandIdFor(index, hostname);
    if (typeof id !== 'string' || !/^[a-z0-9-]+$/.test(id)) return { files: { index }, releases: undefined };
    const [brandText, releasesText] = await Promise.all([
      readText(path.join(this.brandsDir, `${id}.json`)),
      readText(path.join(this.brandsDir, `${id}.releases.json`)),
    ]);
    const brand = parse(brandText) as BrandValue | undefined;
    return { files: brand === undefined ? { index } : { index, brand }, releases: parse(releasesText) as ReleasesValue | undefined };
  }

  readiness(): HealthFact {
    return { ok: true };
  }

  /** A file's parsed value, read at most once a second (load reports ask for it on every beacon). */
  private async readCached(name: string): Promise<unknown> {
    this.recent ??= new Map();
    const held = this.recent.get(name);
    if (held && Date.now() - held.at < 1000) return held.value;
    const value = /^[a-z0-9-]+\.json$/.test(name) ? parse(await readText(path.join(this.brandsDir, name))) : undefined;
    this.recent.set(name, { at: Date.now(), value });
    return value;
  }

  /** A brand's file as parsed (undefined: none or unreadable). */
  async brandValue(id: string): Promise<BrandValue | undefined> {
    return (await this.readCached(`${id}.json`)) as BrandValue | undefined;
  }

  /** The brand index as parsed. */
  indexValue(): Promise<unknown> {
    return this.readCached('index.json');
  }

  /** Changes to the files, seen by a folder watch (best effort: the files are read on every page anyway). */
  onChange(listener: (change: StoreChange) => void): () => void {
    if (!this.watcher) {
      let timer: NodeJS.Timeout | null = null;
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
    return () => void this.listeners.delete(listener);
  }

  async close(_options?: { closeStore?: boolean }): Promise<void> {
    this.watcher?.close();
  }
}

/** The pins of an edge: the files read on every page, or a shared store held in memory. */
export type PinSource = FilesPinSource | CachedPinSource;

/** A store held in memory (Redis): see pin-cache.ts. */
export class CachedPinSource {
  readonly kind = 'redis' as const;
  readonly cache: PinCache;

  constructor(
    readonly store: RedisPinStore,
    checks: PinStoreModule,
    log: (line: string) => void,
  ) {
    this.cache = new PinCache({ store, checks, log });
  }

  start(): Promise<void> {
    return this.cache.start();
  }

  async page(hostname: string, brandIdFor: BrandIdFor): Promise<PagePins> {
    const files = this.cache.brandFiles(hostname, brandIdFor);
    const id = files?.brand?.id;
    return { files, releases: typeof id === 'string' ? this.cache.releases(id) : undefined };
  }

  /** A /brands/ file's text, or null (undefined: never read the store). */
  file(name: string): string | null | undefined {
    if (!this.cache.loadedAt) return undefined;
    return this.cache.file(name);
  }

  readiness(): HealthFact {
    return this.cache.readiness();
  }

  async brandValue(id: string): Promise<BrandValue | undefined> {
    return this.cache.brands.get(id)?.brand.value as BrandValue | undefined;
  }

  async indexValue(): Promise<unknown> {
    return this.cache.index?.value;
  }

  onChange(listener: (change: StoreChange) => void): () => void {
    return this.cache.onChange(listener);
  }

  async close({ closeStore = true }: { closeStore?: boolean } = {}): Promise<void> {
    await this.cache.close();
    if (closeStore) await this.store.close();
  }
}

/**
 * The pin source of an edge: `store` (an open PinStore of the release package, for tests and
 * embedding) or the store `setting` names (PIN_STORE: empty or `files` → `brandsDir`,
 * `files:<dir>`, `redis://…`).
 */
export async function createPinSource({
  setting,
  store,
  brandsDir,
  log = (line) => console.warn(line),
}: {
  setting?: string | undefined;
  store?: PinStore;
  brandsDir: string;
  log?: (line: string) => void;
}): Promise<PinSource> {
  const value = (setting ?? '').trim();
  if (!store && (value === '' || value === 'files' || value.startsWith('files:'))) {
    return new FilesPinSource(path.resolve(value.startsWith('files:') ? value.slice('files:'.length) : brandsDir), log);
  }
  const module = await loadPinStoreModule();
  const opened = store ?? module.openPinStore(value, { brandsDir, role: 'edge' });
  const source =
    opened.kind === 'files'
      ? new FilesPinSource((opened as PinStore & { brandsDir: string }).brandsDir, log)
      : new CachedPinSource(opened as RedisPinStore, module, log);
  await source.start();
  return source;
}
