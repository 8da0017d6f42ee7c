#!/usr/bin/env node
// Runs the release CLI (TypeScript, through tsx) with the given arguments; exits with its code.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const tsx = path.join(here, '..', 'node_modules', '.bin', 'tsx');
const child = spawn(tsx, [path.join(here, '..', 'src', 'cli.ts'), ...process.argv.slice(2)], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('error', (error) => {
  console.error(`wl-release: cannot start tsx (${tsx}): ${error.message}; run the install first`);
  process.exit(1);
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
