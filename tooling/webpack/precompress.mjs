// Writes gzip and brotli copies beside every compressible file of a build folder (`main.js` →
// `main.js.gz`, `main.js.br`), so the edge and nginx send compressed bytes without compressing
// on each request (issue 19 item 6). The copies are derived files: the release record does not list
// them (release/src/fs-util.ts skips them) and the browser's integrity check sees the decoded bytes.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Files worth compressing: text formats the site serves (source maps are fetched by tools only). */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt)$/;
/** Below this, a compressed copy saves less than its headers cost. */
export const MIN_BYTES = 1024;

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * Compresses every eligible file under `dir`; returns the bytes before and after (gzip, brotli).
 * A copy is only kept when it is smaller than the original.
 */
export async function precompressTree(dir) {
  const totals = { files: 0, raw: 0, gzip: 0, brotli: 0 };
  for await (const file of walk(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const body = await readFile(file);
    if (body.length < MIN_BYTES) continue;
    const gz = gzipSync(body, { level: 9 });
    const br = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
    if (br.length < body.length) await writeFile(`${file}.br`, br);
    totals.files += 1;
    totals.raw += body.length;
    totals.gzip += Math.min(gz.length, body.length);
    totals.brotli += Math.min(br.length, body.length);
  }
  return totals;
}
