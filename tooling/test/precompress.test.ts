/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { precompressTree } from '../webpack/precompress.mjs';

describe('precompressTree (the build step behind the edge and nginx serving compressed copies)', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    fs.mkdirSync(path.join(dir, 'nested'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes a gzip and a brotli copy that decode to the original, beside every large text asset', async () => {
    const js = `export const text = ${JSON.stringify('jackpot '.repeat(500))};`;
    fs.writeFileSync(path.join(dir, 'nested', 'chunk.0a1b2c3d.js'), js);
    fs.writeFileSync(path.join(dir, 'styles.css'), `.a{color:red}\n`.repeat(200));
    const totals = await precompressTree(dir);
    expect(totals.files).toBe(2);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, 'nested', 'chunk.0a1b2c3d.js.gz'))).toString()).toBe(js);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'nested', 'chunk.0a1b2c3d.js.br'))).toString()).toBe(js);
    expect(fs.existsSync(path.join(dir, 'styles.css.br'))).toBe(true);
    expect(totals.brotli).toBeLessThan(totals.gzip);
    expect(totals.gzip).toBeLessThan(totals.raw / 5);
  });

  it('leaves small files, binary files and source maps alone', async () => {
    fs.writeFileSync(path.join(dir, 'tiny.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dir, 'logo.png'), Buffer.alloc(4096, 1));
    fs.writeFileSync(path.join(dir, 'main.js.map'), '{"mappings":"' + 'A'.repeat(4096) + '"}');
    const totals = await precompressTree(dir);
    expect(totals.files).toBe(0);
    expect(fs.readdirSync(dir).sort()).toEqual(['logo.png', 'main.js.map', 'nested', 'tiny.js']);
  });
});
