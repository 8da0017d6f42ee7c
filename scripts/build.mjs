#!/usr/bin/env node
// Production build of the shell and every remote, then a local publish of each remote into
// registry/<remote>/<version>/ (what brands/*.json pin). Prints each build's time.
//   node scripts/build.mjs [--only shell,mfe-lobby] [--skip-install]
// With --monolith, only the monolith build instead: the same code as one app, every remote's
// exposes bundled into the shell without Module Federation, into shell/dist-monolith/ (docs/adr/0010);
// the registry and the brand files are not touched.
//   node scripts/build.mjs --monolith [--skip-install]
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
// eslint-disable-next-line import-x/no-relative-packages -- the list of remotes, read by tooling/remotes.cjs
import { REMOTES as REMOTE_NAMES } from '../tooling/remotes.cjs';
import { installDependencies, mustRun, repoRoot } from './lib/run.mjs';

/** The shell and the remotes (shared-contracts/src/remotes/remote-list.json), in build order. */
export const WEB_APPS = ['shell', ...REMOTE_NAMES];
const REMOTES = WEB_APPS.filter((app) => app !== 'shell');

/** Each config's webpack cache (its own, so one build does not evict another's entries). */
const CACHE_DIRS = {
  'webpack.config.mjs': 'webpack',
  'webpack.monolith.config.mjs': 'webpack-monolith',
  'webpack.server.config.mjs': 'webpack-server',
};

/**
 * The shell's frame for the edge (shell/webpack.server.config.mjs → shell/dist-server/frame.cjs,
 * issue 47): the edge renders each page's frame with it; the federated and the monolith builds'
 * pages both use it.
 */
export async function buildFrame() {
  const { seconds, cold } = await buildApp('shell', 'webpack.server.config.mjs');
  return { app: 'shell-frame', seconds, cold };
}

/** A production build of one app; resolves with its time and whether it started without a cache. */
export async function buildApp(app, config = 'webpack.config.mjs', { stdio } = {}) {
  const dir = path.join(repoRoot, app);
  // Cold: no webpack cache to start from (a fresh clone, CI); a warm build reuses unchanged modules.
  const cacheDir = path.join(dir, 'node_modules', '.cache', CACHE_DIRS[config] ?? 'webpack');
  const cold = !existsSync(cacheDir);
  const seconds = await mustRun(
    `build of ${app}${config === 'webpack.config.mjs' ? '' : ` (${config})`}`,
    path.join(dir, 'node_modules', '.bin', 'webpack'),
    ['--config', config, '--mode', 'production'],
    {
      cwd: dir,
      env: { NODE_ENV: 'production' },
      ...(stdio ? { stdio } : {}),
    },
  );
  return { app, seconds, cold };
}

/**
 * The monolith build (shell/webpack.monolith.config.mjs) into shell/dist-monolith/: its own webpack
 * cache, so it does not evict the federated build's.
 */
export async function buildMonolith() {
  const { seconds, cold } = await buildApp('shell', 'webpack.monolith.config.mjs');
  return { app: 'shell-monolith', seconds, cold };
}

/** The deadline of a local build's publish (ms): generous, for a loaded machine. */
const LOCAL_PUBLISH_DEADLINE_MS = 180_000;

/**
 * Publishes a remote's fresh build into the local registry under its package version, through the
 * release tool so the copy carries release.json (contracts/React versions, SHA-384 of every file).
 * A local build REPLACES the local copy of the same version (registry/ is this machine's scratch
 * registry); a real release goes through `npm run release -- publish`, which never overwrites.
 */
export async function publishLocal(remote) {
  const dir = path.join(repoRoot, remote);
  const { version } = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8'));
  const target = path.join(repoRoot, 'registry', remote, version);
  await rm(target, { recursive: true, force: true });
  await mustRun(
    `publish of ${remote}`,
    process.execPath,
    // The local registry and brands/, whatever PIN_STORE or WL_REGISTRY a fleet's shell has set.
    [
      path.join(repoRoot, 'release', 'bin', 'wl-release.mjs'),
      'publish',
      remote,
      '--no-build',
      '--actor',
      'local-build',
      '--registry',
      path.join(repoRoot, 'registry'),
    ],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      // This machine's own files, written by the build itself: the operator's 20 s deadline (a pin
      // must never land late) counts from the command's start, and on a loaded machine (builds and
      // tests side by side, as `npm test` runs them) the CLI's start alone outlasted it. A deadline
      // given in the environment still wins.
      env: { WL_RELEASE_DEADLINE_MS: process.env.WL_RELEASE_DEADLINE_MS || String(LOCAL_PUBLISH_DEADLINE_MS) },
    },
  );
  return { remote, version, target };
}

/**
 * Rewrites every brands/<brand>.releases.json (the records the shell reads instead of one
 * release.json per remote) from scratch: a local build replaced registry versions in place, so the
 * old copies would (rightly) be refused as "changed after publishing" by `wl-release releases`.
 */
export async function writeBrandReleases({ stdio = 'inherit' } = {}) {
  const brandsDir = path.join(repoRoot, 'brands');
  for (const name of await readdir(brandsDir)) if (name.endsWith('.releases.json')) await rm(path.join(brandsDir, name), { force: true });
  await mustRun(
    'brand releases files',
    process.execPath,
    [
      path.join(repoRoot, 'release', 'bin', 'wl-release.mjs'),
      'releases',
      '--all',
      '--store',
      'files',
      '--registry',
      path.join(repoRoot, 'registry'),
    ],
    {
      stdio: stdio === 'inherit' ? ['ignore', 'inherit', 'inherit'] : stdio,
    },
  );
}

async function main() {
  const args = process.argv.slice(2);
  const onlyArg = args.find((a) => a.startsWith('--only'));
  const only = onlyArg ? (onlyArg.split('=')[1] ?? args[args.indexOf(onlyArg) + 1] ?? '').split(',') : WEB_APPS;
  if (!args.includes('--skip-install')) await installDependencies();
  if (args.includes('--monolith')) {
    const result = await buildMonolith();
    const { seconds } = result;
    // The monolith's pages get the same frame as the federated build's (the shell's modules and
    // their class names are the same in both).
    const frame = existsSync(path.join(repoRoot, 'shell', 'dist-server', 'frame.cjs')) ? null : await buildFrame();
    await recordBuildTimes(frame ? [result, frame] : [result]);
    console.info(`\nbuild time (production): shell-monolith ${seconds.toFixed(1)} s → shell/dist-monolith/`);
    return;
  }
  const apps = WEB_APPS.filter((app) => only.includes(app));
  const started = Date.now();
  // Two builds at a time: the machine has two cores.
  const FRAME = 'shell-frame';
  const queue = [...apps];
  const results = [];
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      results.push(app === FRAME ? await buildFrame() : await buildApp(app));
      // The frame after the shell's browser build, beside the remotes' builds.
      if (app === 'shell') queue.push(FRAME);
    }
  };
  await Promise.all([worker(), worker()]);
  for (const remote of REMOTES.filter((r) => apps.includes(r))) {
    const { version } = await publishLocal(remote);
    console.info(`published ${remote}@${version} → registry/${remote}/${version}/`);
  }
  if (apps.some((app) => REMOTES.includes(app))) await writeBrandReleases();
  await recordBuildTimes(results);
  console.info('\nbuild times (production):');
  for (const { app, seconds, cold } of results.sort((a, b) => a.app.localeCompare(b.app)))
    console.info(`  ${app.padEnd(20)} ${seconds.toFixed(1)} s${cold ? ' (no webpack cache)' : ''}`);
  console.info(`  ${'total (2 parallel)'.padEnd(20)} ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Keeps each app's last production build time in bench-results/build-times.json (git-ignored), where
 * `npm run bench` reads it: a build's time is printed with the other figures, not measured again.
 * Whether it started without a webpack cache (`cold`) is kept with it, and so is the last cold
 * build's time (`lastCold`): a warm rebuild's few seconds say little about a fresh clone's build.
 */
async function recordBuildTimes(results) {
  const file = path.join(repoRoot, 'bench-results', 'build-times.json');
  let times = {};
  try {
    times = JSON.parse(await readFile(file, 'utf8'));
  } catch {
    // none yet
  }
  const builtAt = new Date().toISOString();
  for (const { app, seconds, cold } of results) {
    const entry = { seconds: Math.round(seconds * 10) / 10, builtAt, cold };
    times[app] = { ...entry, lastCold: cold ? { seconds: entry.seconds, builtAt } : times[app]?.lastCold };
  }
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(times, null, 2)}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
