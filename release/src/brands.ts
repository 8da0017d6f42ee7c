// Brand files (`brands/<brand>.json`) and their history (`brands/history/<brand>.jsonl`).
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { z } from 'zod/mini';
import { en } from 'zod/locales';
import { brandConfigSchema, canarySchema, type Canary, type RemotePackage } from 'shared-contracts';
import { failure, refused, usage } from './errors';
import { readJsonFile, writeFileAtomic } from './fs-util';

/** A remote's pin as stored: version plus an optional canary. */
export interface PinState {
  version: string;
  canary?: Canary;
  /** The pin below this one in the brand's pin stack: the shell's fallback when `version` fails its guards. */
  previous?: string;
}

/** A brand as read from its store: the raw object (written back with unknown keys kept) and its parse. */
export interface BrandFile {
  id: string;
  /** Where it is stored, for messages (a file path, a Redis key). */
  file: string;
  raw: Record<string, unknown> & { remotes?: Record<string, unknown> };
  remotes: Partial<Record<RemotePackage, PinState>>;
}

const BRAND_ID = /^[a-z0-9-]+$/;

export function brandFilePath(brandsDir: string, brand: string): string {
  return path.join(brandsDir, `${brand}.json`);
}

export function historyFilePath(brandsDir: string, brand: string): string {
  return path.join(brandsDir, 'history', `${brand}.jsonl`);
}

// zod/mini has no messages of its own: the CLI explains a refused brand file in English.
z.config(en());

function formatIssue(error: z.core.$ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
}

/** Refuses an id that cannot name a brand (before any store is asked). */
export function assertBrandId(brand: string): void {
  if (!BRAND_ID.test(brand)) throw usage(`"${brand}" is not a brand id (lower-case letters, digits and dashes)`);
}

/** What the CLI says after a value it cannot read: it writes nothing over it. */
export const NOT_WRITTEN_OVER =
  'nothing was written: wl-release does not write over a value it cannot read (restore it with `wl-release store copy`, or fix it by hand)';

/**
 * A brand's stored text, parsed and validated (the contract's brand schema; its own id). Missing:
 * refused; unreadable: a failure that says why and that nothing is written over it.
 */
export function parseBrand(brand: string, text: string | null, where: string): BrandFile {
  assertBrandId(brand);
  if (text === null) throw refused(`brand "${brand}" does not exist (no ${where})`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw failure(`brand file ${where} is not valid JSON (${(error as Error).message}); ${NOT_WRITTEN_OVER}`);
  }
  const parsed = brandConfigSchema.safeParse(value);
  if (!parsed.success) throw failure(`brand file ${where} is invalid: ${formatIssue(parsed.error)}; ${NOT_WRITTEN_OVER}`);
  if (parsed.data.id !== brand) throw failure(`brand file ${where} has id "${parsed.data.id}", expected "${brand}"; ${NOT_WRITTEN_OVER}`);
  return { id: brand, file: where, raw: value as BrandFile['raw'], remotes: parsed.data.remotes };
}

/** Reads and validates a brand file from a brands folder (the files store). */
export async function readBrand(brandsDir: string, brand: string): Promise<BrandFile> {
  assertBrandId(brand);
  const file = brandFilePath(brandsDir, brand);
  const read = await readJsonFile(file);
  if (!read.ok && read.reason === 'missing') throw refused(`brand "${brand}" does not exist (no ${file})`);
  if (!read.ok) throw failure(`brand file ${file} is ${read.reason}`);
  return parseBrand(brand, JSON.stringify(read.value), file);
}

/**
 * The text of a brand with new remote pins. The raw object is kept (key order, unknown keys); only
 * `remotes.<remote>` changes. Validated before it is returned.
 */
export function brandTextWithRemote(brand: BrandFile, remote: RemotePackage, pin: PinState): string {
  const rawRemotes = (brand.raw.remotes ?? {}) as Record<string, Record<string, unknown>>;
  const current = rawRemotes[remote] ?? {};
  const nextPin: Record<string, unknown> = { ...current, version: pin.version };
  if (pin.canary) nextPin.canary = { version: pin.canary.version, percent: pin.canary.percent };
  else delete nextPin.canary;
  if (pin.previous && pin.previous !== pin.version) nextPin.previous = pin.previous;
  else delete nextPin.previous;
  const next = { ...brand.raw, remotes: { ...rawRemotes, [remote]: nextPin } };
  const parsed = brandConfigSchema.safeParse(next);
  if (!parsed.success) throw failure(`refusing to write an invalid brand file: ${formatIssue(parsed.error)}`);
  return `${JSON.stringify(next, null, 2)}\n`;
}

/** Writes a brand file with new remote pins, atomically (temp file + rename). */
export async function writeBrandRemote(brand: BrandFile, remote: RemotePackage, pin: PinState): Promise<void> {
  await writeFileAtomic(brand.file, brandTextWithRemote(brand, remote, pin));
}

/** Every brand id: the `*.json` files of the brands folder except `index.json`. */
export async function listBrandIds(brandsDir: string): Promise<string[]> {
  let names: string[];
  try {
    names = await fs.readdir(brandsDir);
  } catch {
    return [];
  }
  return names
    .filter((n) => n.endsWith('.json') && n !== 'index.json' && !n.startsWith('.'))
    .map((n) => n.slice(0, -'.json'.length))
    .filter((id) => BRAND_ID.test(id))
    .sort();
}

export type HistoryAction = 'pin' | 'rollback' | 'canary' | 'promote' | 'abort';

/**
 * One line of `brands/history/<brand>.jsonl` (one element of the history list in Redis). `from`/`to`
 * are the remote's whole pin state. `actor` is who acted: an operator, or `guard` (issue 38).
 */
export const historyEntrySchema = z.object({
  at: z.string(),
  actor: z.string(),
  action: z.enum(['pin', 'rollback', 'canary', 'promote', 'abort']),
  brand: z.string(),
  remote: z.string(),
  from: z.nullable(z.object({ version: z.string(), canary: z.optional(canarySchema) })),
  to: z.object({ version: z.string(), canary: z.optional(canarySchema) }),
  /** rollback only: how many steps back. */
  steps: z.optional(z.number().check(z.int(), z.positive())),
  /** Why, in the actor's words (`--reason`, or a canary guard's verdict). */
  reason: z.optional(z.string()),
  /**
   * The figures that decided the change, for an actor that decides by figures (the canary guard:
   * load counts and failure rates of the pin and the candidate). Any JSON object.
   */
  figures: z.optional(z.record(z.string(), z.unknown())),
  /** promote only: an operator promoted a canary whose figures did not allow it (`--force`). */
  forced: z.optional(z.boolean()),
});

export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** One history entry as stored (one line of JSON), checked by its schema. */
export function historyEntryText(entry: HistoryEntry): string {
  return JSON.stringify(historyEntrySchema.parse(entry));
}

/** Appends one entry (one `write` of one line; callers hold the brand lock). */
export async function appendHistory(brandsDir: string, entry: HistoryEntry): Promise<void> {
  const file = historyFilePath(brandsDir, entry.brand);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.appendFile(file, `${historyEntryText(entry)}\n`, 'utf8');
}

/** A brand's stored history entries, oldest first; one that does not parse is an error with its number. */
export function parseHistory(brand: string, lines: readonly string[]): HistoryEntry[] {
  return lines.map((line, index) => {
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      throw failure(`history of "${brand}" line ${index + 1} is not JSON; ${NOT_WRITTEN_OVER}`);
    }
    const parsed = historyEntrySchema.safeParse(value);
    if (!parsed.success)
      throw failure(`history of "${brand}" line ${index + 1} is invalid: ${formatIssue(parsed.error)}; ${NOT_WRITTEN_OVER}`);
    return parsed.data;
  });
}

/** The history of a brand in a brands folder, oldest first. */
export async function readHistory(brandsDir: string, brand: string): Promise<HistoryEntry[]> {
  let text: string;
  try {
    text = await fs.readFile(historyFilePath(brandsDir, brand), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return parseHistory(
    brand,
    text.split('\n').filter((line) => line.trim() !== ''),
  );
}

/**
 * The stack of pinned versions of a brand's remote rebuilt from its history: `pin` and `promote`
 * push the new version, `rollback` pops `steps` entries. The last element is the current pin.
 */
export function pinStack(history: readonly HistoryEntry[], remote: string): string[] {
  const stack: string[] = [];
  for (const entry of history) {
    if (entry.remote !== remote) continue;
    if (entry.action === 'pin' || entry.action === 'promote') {
      if (stack.length === 0 && entry.from) stack.push(entry.from.version);
      if (stack[stack.length - 1] !== entry.to.version) stack.push(entry.to.version);
    } else if (entry.action === 'rollback') {
      stack.splice(Math.max(1, stack.length - (entry.steps ?? 1)));
      if (stack[stack.length - 1] !== entry.to.version) stack.push(entry.to.version);
    }
  }
  return stack;
}
