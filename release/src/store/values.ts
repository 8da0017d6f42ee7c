// What a store's texts must be: the brand file by the contract's brand schema (shared-contracts'
// brandConfigSchema), the index by the index schema, the releases file and the history by theirs.
// One set of checks for the CLI (which refuses to write over a value it cannot read) and the edge
// (which keeps its last good pins instead of serving one).
import { z } from 'zod/mini';
import { brandConfigSchema, brandIndexSchema, releaseRecordSchema, type BrandConfig, type BrandIndex } from 'shared-contracts';
import { historyEntrySchema, type HistoryEntry } from '../brands';

export type Checked<T> = { ok: true; value: T; raw: unknown } | { ok: false; reason: string };

function issues(error: z.core.$ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
    .join('; ');
}

function json(text: string): { ok: true; value: unknown } | { ok: false; reason: string } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, reason: `not valid JSON (${(error as Error).message})` };
  }
}

export type BrandFileValue = BrandConfig;

/** A brand's text checked by the brand schema, and that it is the brand it is stored as. */
export function checkBrandText(id: string, text: string): Checked<BrandFileValue> {
  const read = json(text);
  if (!read.ok) return read;
  const parsed = brandConfigSchema.safeParse(read.value);
  if (!parsed.success) return { ok: false, reason: `not a brand file (${issues(parsed.error)})` };
  if (parsed.data.id !== id) return { ok: false, reason: `the brand file of "${parsed.data.id}", not "${id}"` };
  return { ok: true, value: parsed.data, raw: read.value };
}

/** The brand index checked by its schema. */
export function checkIndexText(text: string): Checked<BrandIndex> {
  const read = json(text);
  if (!read.ok) return read;
  const parsed = brandIndexSchema.safeParse(read.value);
  if (!parsed.success) return { ok: false, reason: `not a brand index (${issues(parsed.error)})` };
  return { ok: true, value: parsed.data, raw: read.value };
}

/** `brands/<brand>.releases.json`: the release records of the versions a brand's pins name. */
export const brandReleasesSchema = z.object({
  schemaVersion: z.literal(1),
  brand: z.string(),
  records: z.record(z.string(), z.record(z.string(), releaseRecordSchema)),
});

/** A releases file checked by its schema and that it belongs to `id`. */
export function checkReleasesText(id: string, text: string): Checked<z.infer<typeof brandReleasesSchema>> {
  const read = json(text);
  if (!read.ok) return read;
  const parsed = brandReleasesSchema.safeParse(read.value);
  if (!parsed.success) return { ok: false, reason: `not a releases file (${issues(parsed.error)})` };
  if (parsed.data.brand !== id) return { ok: false, reason: `the releases file of "${parsed.data.brand}", not "${id}"` };
  return { ok: true, value: parsed.data, raw: read.value };
}

/** History entries checked one by one; the first bad one is the reason (with its position). */
export function checkHistory(lines: readonly string[]): Checked<HistoryEntry[]> {
  const entries: HistoryEntry[] = [];
  for (const [index, line] of lines.entries()) {
    const read = json(line);
    if (!read.ok) return { ok: false, reason: `history entry ${index + 1} is ${read.reason}` };
    const parsed = historyEntrySchema.safeParse(read.value);
    if (!parsed.success) return { ok: false, reason: `history entry ${index + 1} is invalid (${issues(parsed.error)})` };
    entries.push(parsed.data);
  }
  return { ok: true, value: entries, raw: lines };
}
