#!/usr/bin/env node
// The whole "new remote" path, for real, in a scratch copy of the workspace (the committed tree, so
// nothing here is touched): `npm run new:remote`, install, `npm run check` of the new remote without
// its journey (lint, typecheck, jest, production build, local publish), the shell's build (it now
// has the route), `wl-release pin default <remote>@0.1.0`, the brands' release records, then the new
// remote's journey: Chromium opens the brand's page and the remote's page answers a click.
// `npm test` runs it as its last stage, `new-remote` (a cold shell build: minutes on two cores);
// prints each step's time.
//   node scripts/new-remote-trial.mjs [mfe-name] [--keep]
// Needs one earlier `npm run build` (the other remotes are copied from registry/, not rebuilt).
// The journey uses E2E_PORT / E2E_API_PORT as check does.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { mustRun, PNPM, repoRoot } from './lib/run.mjs';

const args = process.argv.slice(2);
const name = args.find((arg) => !arg.startsWith('--')) ?? 'mfe-trial';
if (!existsSync(path.join(repoRoot, 'registry'))) {
  console.error('new-remote-trial: no registry/ here: run `npm run build` once (the other remotes are copied from it)');
  process.exit(2);
}
const root = mkdtempSync(path.join(tmpdir(), 'wl-new-remote-'));
const steps = [];
const step = async (label, command, commandArgs, options = {}) => {
  const seconds = await mustRun(label, command, commandArgs, { cwd: root, ...options });
  steps.push([label, seconds]);
};
try {
  // The committed tree (git archive), and the published remotes.
  execFileSync('sh', ['-c', `git archive HEAD | tar -x -C "${root}"`], { cwd: repoRoot });
  cpSync(path.join(repoRoot, 'registry'), path.join(root, 'registry'), { recursive: true });
  const quiet = { stdio: ['ignore', 'ignore', 'inherit'] };
  await step('install', PNPM[0], [...PNPM.slice(1), 'install', '--frozen-lockfile', '--prefer-offline'], { env: { CI: 'true' }, ...quiet });
  await step(`new:remote ${name}`, process.execPath, ['scripts/new-remote.mjs', name]);
  await step('install (links it)', PNPM[0], [...PNPM.slice(1), 'install', '--no-frozen-lockfile', '--prefer-offline'], {
    env: { CI: 'true' },
    ...quiet,
  });
  await step(`check ${name} --skip=journeys`, process.execPath, ['scripts/check.mjs', name, '--skip=journeys']);
  await step('build of the shell', process.execPath, ['scripts/build.mjs', '--only', 'shell', '--skip-install']);
  await step(`pin default ${name}@0.1.0`, process.execPath, ['release/bin/wl-release.mjs', 'pin', 'default', `${name}@0.1.0`]);
  await step('brand release records', process.execPath, ['release/bin/wl-release.mjs', 'releases', '--all', '--store', 'files']);
  await step(`journey of ${name}`, process.execPath, ['scripts/check.mjs', name, '--only=journeys'], { env: { E2E_WORKERS: '1' } });
  console.info(`\nnew remote ${name}, start to finish, in ${root}:`);
  for (const [label, seconds] of steps) console.info(`  ${label.padEnd(36)} ${seconds.toFixed(1)} s`);
} catch (error) {
  console.error(`new-remote-trial: ${error.message} (the copy is kept: ${root})`);
  process.exitCode = 1;
} finally {
  if (process.exitCode !== 1 && !args.includes('--keep')) rmSync(root, { recursive: true, force: true });
}
