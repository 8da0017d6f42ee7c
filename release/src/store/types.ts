// The pin store: where brands, their pins and canaries, release records and history live. One
// interface, two drivers (files on one disk, Redis for a fleet); the release CLI and the edge both
// go through it (docs/adr/0012-pin-store.md).

/** What a store holds for one brand, as text (written back exactly as read: key order, formatting). */
export interface BrandRecord {
  /** The brand file (`brands/<brand>.json`), or null when the brand does not exist. */
  brand: string | null;
  /** The brand's releases file (`brands/<brand>.releases.json`), or null when it has none. */
  releases: string | null;
  /** The history, one JSON entry per element, oldest first. */
  history: string[];
  /**
   * The brand's revision: it changes with every write, so a writer that read revision N writes
   * only while the brand is still at N (compare-and-set). Opaque text.
   */
  revision: string;
}

/** A change of one brand, written atomically: all of it or nothing. */
export interface BrandWrite {
  brand: string;
  /** The new releases file; undefined keeps the current one. */
  releases?: string;
  /** A history entry to append (one JSON object). */
  history?: string;
}

/** What an update function decides: a write (or none), and what to give back to its caller. */
export interface UpdateDecision<T> {
  write: BrandWrite | null;
  result: T;
}

/** A change announced by a store: one brand (at its new revision), or everything (a copy, an index edit). */
export type StoreChange = { kind: 'brand'; brand: string; revision: string } | { kind: 'all' };

/** Thrown when the command's deadline passed before a write could land: nothing was written. */
export class DeadlinePassedError extends Error {
  readonly code = 'DEADLINE_PASSED';
}

export interface UpdateOptions {
  /** Give up after this long when other writers keep winning (files: the brand lock's wait). */
  timeoutMs?: number;
}

/** Everything a store holds: what `store copy` moves and the edge loads. */
export interface StoreContents {
  /** `brands/index.json`, or null when the store has none. */
  index: string | null;
  brands: Map<string, BrandRecord>;
}

export interface PinStore {
  /** `files` (the embedded default) or `redis`. */
  readonly kind: 'files' | 'redis';
  /** Where it is, for messages: the brands folder, or the Redis URL (without a password). */
  readonly where: string;
  /** Where one brand's value lives, for messages (a file path, a Redis key). */
  locate(brand: string): string;
  readIndex(): Promise<string | null>;
  /** Every brand id, sorted. */
  listBrands(): Promise<string[]>;
  /** One brand's texts at one revision (a consistent read). */
  readBrand(brand: string): Promise<BrandRecord>;
  /**
   * What a server sends of one brand: its brand file and releases file (no history), and its
   * revision where the store keeps one (Redis; null for the files, which are read on every use).
   */
  readPins(brand: string): Promise<{ brand: string | null; releases: string | null; revision: string | null }>;
  /** Everything, each brand read consistently. */
  readAll(): Promise<StoreContents>;
  /**
   * Changes one brand atomically: `decide` sees its current texts and returns what to write; the
   * write lands only if nobody changed the brand meanwhile (files: under the brand's lock; Redis:
   * compare-and-set on its revision, and `decide` runs again on the newer value). The write (brand,
   * releases file, history entry) is announced to subscribers.
   */
  update<T>(brand: string, decide: (current: BrandRecord) => Promise<UpdateDecision<T>>, options?: UpdateOptions): Promise<T>;
  /** Replaces a brand whole (`store copy`): brand, releases file and history as given. */
  replaceBrand(brand: string, record: Omit<BrandRecord, 'revision'>): Promise<void>;
  writeIndex(text: string): Promise<void>;
  /** Announces everything changed (after a copy). */
  announceAll(): Promise<void>;
  /**
   * Calls `listener` on every change (Redis: pub/sub; files: a folder watch, best effort). The
   * returned function stops it. `onState` hears when the subscription is up or lost.
   */
  subscribe(
    listener: (change: StoreChange) => void,
    onState?: (state: { up: boolean; reason?: string }) => void,
  ): Promise<() => Promise<void>>;
  /** An error of this store in words (Redis: the connection's own error when it could not be reached). */
  explain(error: Error): string;
  close(): Promise<void>;
}
