#!/usr/bin/env node
// `npm run check -- <remote>`: one remote checked alone, as its team would before a release. Runs
// that remote's lint (eslint + prettier over its folder), typecheck (its tsconfig), unit tests (its
// jest project) and production build, publishes the build into the local registry (the version in
// its package.json, which brands/default.json pins), then its own journeys (the e2e/tests journeys
// tagged @check-<remote>: scripts/lib/check-plan.mjs) against the shell build and the OTHER remotes exactly as
// they are published in registry/: nothing else is rebuilt. Prints each stage's time.
//   npm run check -- mfe-promotions [--skip=lint,...] [--only=jest,...]
// Needs, for the journeys, one earlier full build (`npm run build`): check says so and stops rather
// than build the other packages itself. E2E_PORT / E2E_API_PORT pick the journeys' ports.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp, publishLocal, writeBrandReleases } from './build.mjs';
import {
  USAGE,
  UsageError,
  groupStages,
  listRemotes,
  checkGrep,
  listSpecs,
  missingForJourneys,
  parseCheckArgs,
  planStages,
} from './lib/check-plan.mjs';
import { run, repoRoot } from './lib/run.mjs';

const bin = (name) => path.join(repoRoot, 'node_modules', '.bin', name);

/**
 * Runs one remote's check; resolves with the stages' results (name, ok, seconds). `print` receives
 * every line the command prints about its stages (the bench passes its own).
 * @param {string} remote
 * @param {string[]} stages
 * @param {{ print?: (line: string) => void, stdio?: 'inherit' | 'ignore' }} [options]
 */
export async function checkRemote(remote, stages, { print = console.info, stdio = 'inherit' } = {}) {
  const plan = planStages(remote, stages, { specs: listSpecs(repoRoot) });
  if (stages.includes('journeys')) {
    const pins = JSON.parse(readFileSync(path.join(repoRoot, 'brands', 'default.json'), 'utf8')).remotes;
    const missing = missingForJourneys({ remote, pins, exists: (relative) => existsSync(path.join(repoRoot, relative)) });
    if (
      !stages.includes('publish') &&
      !existsSync(path.join(repoRoot, 'registry', remote, pins[remote]?.version ?? '', 'mf-manifest.json'))
    )
      missing.push(`${remote}@${pins[remote]?.version} in registry/ (or run the publish stage)`);
    if (missing.length > 0) {
      throw new Error(
        `${remote}'s journeys run against the shell and the other remotes as published, and check never builds them.\n` +
          `Missing: ${missing.join('; ')}.\n` +
          'Build and publish everything once with `npm run build` (several minutes), then check again; or leave the ' +
          'journeys out with --skip=journeys.',
      );
    }
    const { version } = JSON.parse(readFileSync(path.join(repoRoot, remote, 'package.json'), 'utf8'));
    if (stages.includes('publish') && pins[remote]?.version !== version)
      print(`note: brands/default.json pins ${remote}@${pins[remote]?.version}, the build is ${version}: the journeys load the pinned one`);
  }
  /** Runs one stage; resolves with its result (name, ok, seconds, and when it started and ended). */
  const runStage = async (stage) => {
    print(`\n━━ ${remote}: ${stage.name} ━━ ${stage.what}`);
    const started = Date.now();
    let ok = true;
    try {
      if (stage.name === 'build') await buildApp(remote, undefined, { stdio });
      else if (stage.name === 'publish') {
        await publishLocal(remote);
        await writeBrandReleases({ stdio });
      } else if (stage.name === 'journeys') {
        if (stage.journeys.length > 0) {
          const playwright = path.join(repoRoot, 'e2e', 'node_modules', '@playwright', 'test', 'cli.js');
          const code = await run(
            process.execPath,
            [
              playwright,
              'test',
              ...stage.journeys.map((spec) => `tests/${spec}`),
              '--project=chromium',
              `--grep=${checkGrep(remote)}`,
              '--reporter=line',
            ],
            { cwd: path.join(repoRoot, 'e2e'), env: { E2E_WORKERS: process.env.E2E_WORKERS ?? '2' }, stdio },
          );
          ok = code === 0;
        }
      } else {
        for (const [tool, args] of stage.commands) {
          const code = await run(bin(tool), args, { stdio });
          if (code !== 0) ok = false;
        }
      }
    } catch (error) {
      print(error.message);
      ok = false;
    }
    const ended = Date.now();
    const seconds = (ended - started) / 1000;
    print(`${ok ? 'ok' : 'FAILED'}: ${remote} ${stage.name} in ${seconds.toFixed(1)} s`);
    return { name: stage.name, ok, seconds, started, ended };
  };
  const results = [];
  // Stages that read the sources only and write nothing (lint, typecheck) run side by side.
  for (const group of groupStages(plan)) {
    const groupResults = await Promise.all(group.map(runStage));
    results.push(...groupResults);
    if (groupResults.some((result) => !result.ok)) break;
  }
  return results;
}

/** The summary lines: each stage's time and the total. */
export function formatResults(remote, results, stages) {
  const lines = [`\n━━ check ${remote} ━━`];
  for (const name of stages) {
    const result = results.find((r) => r.name === name);
    lines.push(
      `  ${result ? (result.ok ? 'ok    ' : 'FAILED') : 'not run'.padEnd(6)} ${name.padEnd(10)} ${result ? `${result.seconds.toFixed(1)} s` : ''}`,
    );
  }
  // Wall-clock time: stages run side by side count once.
  const total = results.length > 0 ? (Math.max(...results.map((r) => r.ended)) - Math.min(...results.map((r) => r.started))) / 1000 : 0;
  lines.push(`  ${'total'.padEnd(17)} ${total.toFixed(1)} s`);
  return lines;
}

async function main() {
  let parsed;
  try {
    parsed = parseCheckArgs(process.argv.slice(2), listRemotes(repoRoot));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`check: ${error.message}\n${USAGE}`);
    process.exit(2);
  }
  const { remote, stages } = parsed;
  let results;
  try {
    results = await checkRemote(remote, stages);
  } catch (error) {
    console.error(`check: ${error.message}`);
    process.exit(3);
  }
  for (const line of formatResults(remote, results, stages)) console.info(line);
  process.exit(results.length === stages.length && results.every((r) => r.ok) ? 0 : 1);
}

if (import.meta.url === `file://${process.argv[1]}`) void main();
