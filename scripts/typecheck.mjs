#!/usr/bin/env node
// Strict TypeScript check of every package (each has its own tsconfig extending the base), two
// packages at a time (the machines this runs on have two cores); each package's errors are printed
// together when its check ends.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { repoRoot } from './lib/run.mjs';

export const PACKAGES = [
  'shared-contracts',
  'platform-api',
  'shell',
  'mfe-lobby',
  'mfe-account',
  'mfe-member-centre',
  'mfe-agent-centre',
  'mfe-promotions',
  'release',
  'platform-ui',
  'e2e',
];

function check(pkg) {
  const tsc = path.join(repoRoot, 'node_modules', '.bin', 'tsc');
  return new Promise((resolve) => {
    const child = spawn(tsc, ['-p', path.join(repoRoot, pkg, 'tsconfig.json'), '--noEmit', '--pretty', 'false'], { cwd: repoRoot });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', (error) => resolve({ code: 1, output: error.message }));
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

export async function typecheck({ parallel = 2 } = {}) {
  // A package without sources yet (a new package being started) has nothing to check.
  const queue = PACKAGES.filter(
    (pkg) => existsSync(path.join(repoRoot, pkg, 'tsconfig.json')) && existsSync(path.join(repoRoot, pkg, pkg === 'e2e' ? 'tests' : 'src')),
  );
  const failed = [];
  const worker = async () => {
    for (let pkg = queue.shift(); pkg; pkg = queue.shift()) {
      const started = Date.now();
      const { code, output } = await check(pkg);
      if (output.trim()) console.info(output.trimEnd());
      console.info(`typecheck ${pkg}: ${code === 0 ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      if (code !== 0) failed.push(pkg);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return failed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const failed = await typecheck();
  process.exit(failed.length ? 1 : 0);
}
