#!/usr/bin/env node
// The whole "new remote" path, for real, in a scratch copy of the workspace (the committed tree, so
// nothing here is touched): `npm run new:remote`, install, a probe that the house lint covers the
// new remote (a cross-feature import, an import of another app and an import cycle written into it
// are each refused, then taken out), `npm run check` of the new remote without
// its journey (lint, typecheck, jest, production build, local publish), the shell's build (it now
// has the route), `wl-release pin default <remote>@0.1.0`, the brands' release records, then the new
// remote's journey: Chromium opens the brand's page and the remote's page answers a click.
// `npm test` runs it as its last stage, `new-remote` (a cold shell build: minutes on two cores);
// prints each step's time.
//   node scripts/new-remote-trial.mjs [mfe-name] [--keep]
// Needs one earlier `npm run build` (the other remotes are copied from registry/, not rebuilt).
// The journey uses E2E_PORT / E2E_API_PORT as check does.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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

/**
 * Writes two features into the new remote that import each other (one also imports the shell's
 * source) and a lib/ file that imports a feature, and proves that lint refuses the cross-feature
 * import and the upward import (the house rules) and the import of another app (the package
 * boundaries), and that the import-cycle check refuses the cycle; then takes them out. A remote the
 * list of remotes misses would pass all four.
 */
const houseLintProbe = async () => {
  const started = Date.now();
  const src = path.join(root, name, 'src');
  const probes = {
    'features/lint-probe-a/lint-probe-a.ts':
      "import '../../../../shell/src/bootstrap';\nimport { probeB } from '../lint-probe-b/lint-probe-b';\n\nexport const probeA = `a${probeB}`;\n",
    'features/lint-probe-b/lint-probe-b.ts':
      "import type { probeA } from '../lint-probe-a/lint-probe-a';\n\nexport const probeB = 'b';\nexport type ProbeA = typeof probeA;\n",
    'lib/lint-probe-c/lint-probe-c.ts':
      "import { probeB } from '../../features/lint-probe-b/lint-probe-b';\n\nexport const probeC = probeB;\n",
  };
  try {
    for (const [file, text] of Object.entries(probes)) {
      mkdirSync(path.dirname(path.join(src, file)), { recursive: true });
      writeFileSync(path.join(src, file), text);
    }
    const files = Object.keys(probes).map((file) => path.join(name, 'src', file));
    const eslint = spawnSync(path.join(root, 'node_modules', '.bin', 'eslint'), ['--format', 'json', ...files], {
      cwd: root,
      encoding: 'utf8',
    });
    if (eslint.status !== 1) throw new Error(`lint of the probe exited ${eslint.status}, not 1: ${eslint.stderr}`);
    const rules = new Set(JSON.parse(eslint.stdout).flatMap((result) => result.messages.map((message) => message.ruleId)));
    for (const rule of ['house/feature-boundaries', 'house/floors', 'no-restricted-imports'])
      if (!rules.has(rule))
        throw new Error(`lint let ${name}'s probe through without ${rule} (it reported: ${[...rules].join(', ') || 'nothing'})`);
    const cycles = spawnSync(process.execPath, ['tooling/lint/import-cycles.mjs'], { cwd: root, encoding: 'utf8' });
    if (cycles.status === 0 || !cycles.stderr.includes(`${name}/src/features/lint-probe-a/lint-probe-a.ts`))
      throw new Error(`the import-cycle check let ${name}'s probe cycle through (exit ${cycles.status}): ${cycles.stderr}`);
  } finally {
    for (const file of Object.keys(probes)) rmSync(path.join(src, path.dirname(file)), { recursive: true, force: true });
  }
  steps.push([`house lint refuses ${name}'s probe`, (Date.now() - started) / 1000]);
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
  await houseLintProbe();
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
