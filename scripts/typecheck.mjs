#!/usr/bin/env node
// Strict TypeScript check of every package, as three programs run two at a time (the machines this
// runs on have two cores); each program's errors are printed together when its check ends.
// - the browser packages (tsconfig.browser.json): the shell, the remotes and the two shared
//   packages have the same settings, so one program parses React's types and the shared packages
//   once (checking them as seven per-package programs took about twice the CPU);
// - the Node packages (tsconfig.node.json): the reference API and the release tooling;
// - the Playwright journeys (e2e/tsconfig.json).
// Each package keeps its own tsconfig.json for editors; a package's files are checked with the same
// options either way.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './lib/run.mjs';

export const PROGRAMS = [
  { name: 'browser packages', config: 'tsconfig.browser.json' },
  { name: 'node packages', config: 'tsconfig.node.json' },
  { name: 'e2e', config: 'e2e/tsconfig.json' },
];

function check(config) {
  const tsc = path.join(repoRoot, 'node_modules', '.bin', 'tsc');
  return new Promise((resolve) => {
    const child = spawn(tsc, ['-p', path.join(repoRoot, config), '--noEmit', '--pretty', 'false'], { cwd: repoRoot });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', (error) => resolve({ code: 1, output: error.message }));
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

export async function typecheck({ parallel = 2 } = {}) {
  const queue = [...PROGRAMS];
  const failed = [];
  const worker = async () => {
    for (let program = queue.shift(); program; program = queue.shift()) {
      const started = Date.now();
      const { code, output } = await check(program.config);
      if (output.trim()) console.info(output.trimEnd());
      console.info(`typecheck ${program.name}: ${code === 0 ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      if (code !== 0) failed.push(program.name);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return failed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const failed = await typecheck();
  process.exit(failed.length ? 1 : 0);
}
