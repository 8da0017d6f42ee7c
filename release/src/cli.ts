#!/usr/bin/env -S npx tsx
// Entry point of `wl-release` (run with tsx: `node release/bin/wl-release.mjs ...`).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { STARTED_AT_ENV } from './deadline';
import { runCli } from './run-cli';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

// When the operator ran the command (noted by bin/wl-release.mjs before this process started):
// the deadline counts from then. Dropped so the builds and tools it starts do not inherit it.
const startedAt = Number(process.env[STARTED_AT_ENV]) || Date.now();
delete process.env[STARTED_AT_ENV];

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
  startedAt,
});
process.exitCode = code;
