// File helpers: atomic writes (temp file + rename), recursive listings, SRI hashes.
import { createHash, randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** A unique suffix for temp names: pid + random, so parallel processes never collide. */
export function uniqueSuffix(): string {
  return `${process.pid}-${randomBytes(6).toString('hex')}`;
}

/**
 * Writes a file atomically: the content goes to a temp file in the same folder, is flushed, then
 * renamed over the target. Readers see the old file or the new one, never a partial write.
 */
export async function writeFileAtomic(file: string, content: string): Promise<void> {
  const dir = path.dirname(file);
  await fs.mkdir(dir, { recursive: true });
  const temp = path.join(dir, `.${path.basename(file)}.${uniqueSuffix()}.tmp`);
  const handle = await fs.open(temp, 'wx');
  try {
    await handle.writeFile(content, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await fs.rename(temp, file);
  } catch (error) {
    await fs.rm(temp, { force: true });
    throw error;
  }
}

/** Every file under `dir`, as sorted POSIX paths relative to it (folders are walked, not listed). */
export async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (current: string, prefix: string) => {
    const entries = await fs.readdir(current, { withFileTypes: true });
    for (const entry of entries) {
      const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(path.join(current, entry.name), rel);
      else if (entry.isFile()) out.push(rel);
    }
  };
  await walk(dir, '');
  return out.sort();
}

/** The Subresource Integrity string of some bytes: `sha384-<base64>`. */
export function sri384(bytes: Buffer | string): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/**
 * Compressed copies the build writes beside a file (`x.js.gz`, `x.js.br`): other encodings of the
 * same bytes, served by the edge by content negotiation, so a release record does not list them.
 */
export const DERIVED_ENCODING = /\.(?:gz|br)$/;

/** SRI hashes of every file under `dir` (relative POSIX path → `sha384-...`), except `skip` and compressed copies. */
export async function hashTree(dir: string, skip: readonly string[] = []): Promise<Record<string, string>> {
  const files = (await listFiles(dir)).filter((f) => !skip.includes(f) && !DERIVED_ENCODING.test(f));
  const hashes: Record<string, string> = {};
  for (const file of files) hashes[file] = sri384(await fs.readFile(path.join(dir, file)));
  return hashes;
}

/** True when the path exists. */
export async function exists(p: string): Promise<boolean> {
  try {
    await fs.access(p);
    return true;
  } catch {
    return false;
  }
}

/** Reads and parses a JSON file; `what` names it in errors. Throws `{ reason }`-style errors. */
export async function readJsonFile(file: string): Promise<{ ok: true; value: unknown } | { ok: false; reason: string }> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    return { ok: false, reason: (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'missing' : (error as Error).message };
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, reason: `not valid JSON (${(error as Error).message})` };
  }
}

/**
 * The compressed copies under `dir` (`x.gz`, `x.br`) that are not their original's bytes: they do
 * not decode, decode to other bytes, or have no original. The edge sends a copy in place of its
 * original by Accept-Encoding, and the browser checks what it decodes against the original's hash:
 * a bad copy fails every browser's integrity check while the original passes every tool's.
 */
export async function badCompressedCopies(dir: string): Promise<{ file: string; reason: string }[]> {
  const files = await listFiles(dir);
  const present = new Set(files);
  const bad: { file: string; reason: string }[] = [];
  for (const file of files.filter((f) => DERIVED_ENCODING.test(f))) {
    const original = file.replace(DERIVED_ENCODING, '');
    if (!present.has(original)) {
      bad.push({ file, reason: `a compressed copy of ${original}, which is not there` });
      continue;
    }
    const bytes = await fs.readFile(path.join(dir, file));
    let decoded: Buffer;
    try {
      decoded = file.endsWith('.br') ? zlib.brotliDecompressSync(bytes) : zlib.gunzipSync(bytes);
    } catch (error) {
      bad.push({ file, reason: `does not decode (${(error as Error).message})` });
      continue;
    }
    if (!decoded.equals(await fs.readFile(path.join(dir, original)))) bad.push({ file, reason: `does not decode to ${original}` });
  }
  return bad;
}

/** A list of bad copies for a message: the first few, and how many in all. */
export function describeBadCopies(bad: readonly { file: string; reason: string }[]): string {
  const shown = bad.slice(0, 3).map((b) => `${b.file} ${b.reason}`);
  return `${shown.join('; ')}${bad.length > 3 ? `; … (${bad.length} in all)` : ''}`;
}
