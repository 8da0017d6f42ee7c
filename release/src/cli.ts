#!/usr/bin/env -S npx tsx
// Entry point of `wl-release` (run with tsx: `node release/bin/wl-release.mjs ...`).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCli } from './run-cli';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const code = await runCli(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  readStdin: async () => {
    if (process.stdin.isTTY) process.stderr.write('password (then Enter, Ctrl-D): ');
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  },
  defaultRoot: process.env.WL_RELEASE_ROOT ?? repoRoot,
});
process.exitCode = code;
