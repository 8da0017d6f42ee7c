#!/usr/bin/env -S npx tsx
// Entry point of `wl-release` (run with tsx: `node release/bin/wl-release.mjs ...`).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCli } from './run-cli';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const code = await runCli(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  defaultRoot: process.env.WL_RELEASE_ROOT ?? repoRoot,
});
process.exitCode = code;
