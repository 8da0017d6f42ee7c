#!/usr/bin/env node
// `npm test`: everything, two stages at a time on the two cores (scripts/lib/test-plan.mjs has the
// order and what each stage waits for). The install first; then the production build beside lint,
// typecheck and the unit and component tests (jest, one worker: the build has the other core); then
// the Playwright journeys against that build with the reference API on a fresh database per worker
// (`e2e`: the chromium and faults projects), and beside them, one after the other, the monolith
// build of the same code with its journeys (`monolith`, docs/adr/0010), a new remote from
// `npm run new:remote` to its journey in a scratch copy (`new-remote`), and `npm run dev`'s servers
// with React Fast Refresh in a real browser (`dev`: last, it edits two source files). The stages
// beside the journeys start their servers on ports picked free, not fixed. Prints each stage's
// time, the wall time and the critical path, then one "N passed, N flaky, N failed" line: a journey
// that passed on its retry is flaky (named above it); one that failed twice in a row before passing
// counts as failed (Playwright retries twice in CI).
//   --skip-install · --skip-build · --only=build,e2e,lint,typecheck,jest,monolith,new-remote,dev
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { freePortBlock, installDependencies, mustRun, repoRoot, run } from './lib/run.mjs';
import { UsageError, countPlaywright, failedJestTests, formatSummary, parseTestArgs, runStages } from './lib/test-plan.mjs';
import { typecheck } from './typecheck.mjs';

const bin = (name) => path.join(repoRoot, 'node_modules', '.bin', name);
const e2eDir = path.join(repoRoot, 'e2e');
const playwright = path.join(e2eDir, 'node_modules', '.bin', 'playwright');
const counts = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
/** The journeys that passed only on a retry (issue 51 item 6): named in the summary, not counted as passed. */
const flakyTitles = [];
/** The journeys that failed twice in a row before passing (issue 52 item 4): they fail the run. */
const flakedTwiceTitles = [];
/** Every failed test, jest's and the journeys', named again at the end of the summary (a CI log is read from its tail). */
const failedTitles = [];

async function readJson(file) {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Runs Playwright in e2e/ with `args`, its JSON report at `report`; adds the report's journeys to the
 * counts. Passes when Playwright did and no journey flaked twice.
 */
async function journeys(name, args, report, env = {}) {
  await rm(report, { force: true });
  const code = await run(playwright, ['test', ...args], {
    cwd: e2eDir,
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: report, ...env },
    prefix: name,
  });
  const parsed = await readJson(report);
  if (!parsed?.stats) {
    if (code !== 0) counts.failed += 1;
    return code === 0;
  }
  const result = countPlaywright(parsed);
  for (const key of Object.keys(counts)) counts[key] += result[key];
  flakyTitles.push(...result.flakyTitles);
  flakedTwiceTitles.push(...result.flakedTwiceTitles);
  failedTitles.push(...result.failedTitles.map((title) => `${name}: ${title}`));
  return code === 0 && result.flakedTwiceTitles.length === 0;
}

/**
 * Ports for a stage's platform (edge E2E_PORT, reference API E2E_API_PORT and its demo games beside
 * it), for up to two Playwright workers (the second 1000 above: e2e/support/ports.ts).
 */
async function platformPorts() {
  const base = await freePortBlock([0, 10, 11, 1000, 1010, 1011]);
  return { E2E_PORT: String(base), E2E_API_PORT: String(base + 10) };
}

const STAGE_RUNNERS = {
  lint: async () =>
    (await run(bin('eslint'), ['.', '--max-warnings=0'], { prefix: 'lint' })) === 0 &&
    (await run(process.execPath, [path.join(repoRoot, 'tooling', 'lint', 'import-cycles.mjs')], { prefix: 'lint' })) === 0 &&
    (await run(bin('prettier'), ['--check', '.', '--log-level=warn'], { prefix: 'lint' })) === 0,

  // Its three programs one at a time: the other core has the build.
  typecheck: async () => (await typecheck({ parallel: 1 })).length === 0,

  jest: async () => {
    // The deployment and fleet tests run Debian's nginx and redis-server: name what is missing up
    // front (those tests fail, never skip, without it; .ci/run installs both).
    const missing = [
      ['/usr/sbin/nginx', 'nginx-light'],
      ['/usr/bin/redis-server', 'redis-server'],
    ].filter(([binary]) => !existsSync(binary));
    if (missing.length > 0)
      console.error(
        `missing ${missing.map(([binary]) => binary).join(' and ')}: the release project's nginx and fleet tests will fail (apt-get install -y ${missing.map(([, pkg]) => pkg).join(' ')})`,
      );
    const out = path.join(repoRoot, 'test-results', 'jest.json');
    await mkdir(path.dirname(out), { recursive: true });
    // One worker: the other core runs the build, then the journeys (TEST_JEST_WORKERS to change it).
    const workers = process.env.TEST_JEST_WORKERS ?? '1';
    const code = await run(bin('jest'), ['--ci', `--maxWorkers=${workers}`, '--json', `--outputFile=${out}`], {
      env: { FORCE_COLOR: '0' },
      prefix: 'jest',
    });
    const report = await readJson(out);
    if (report) {
      counts.passed += report.numPassedTests;
      counts.failed += report.numFailedTests;
      counts.skipped += report.numPendingTests;
      failedTitles.push(...failedJestTests(report, repoRoot).map((title) => `jest: ${title}`));
    } else if (code !== 0) counts.failed += 1;
    return code === 0;
  },

  // The federated build, once: every later stage uses it (shell/dist, dist-server, registry/).
  build: async () =>
    (await mustRun('build', process.execPath, [path.join(repoRoot, 'scripts', 'build.mjs'), '--skip-install'], {
      prefix: 'build',
    })) >= 0,

  // The chromium and faults projects; the monolith and dev projects are stages of their own.
  e2e: () =>
    journeys(
      'e2e',
      ['--project=chromium', '--project=faults', '--output=test-results/journeys'],
      path.join(e2eDir, 'test-results', 'results.json'),
      { E2E_SKIP_DEV: '1' },
    ),

  monolith: async () => {
    // Its own webpack cache (shell/node_modules/.cache/webpack-monolith): about 40 s on two cores
    // once cached, 60 s cold. Then its journeys, on ports of their own beside the e2e stage's.
    await mustRun('monolith build', process.execPath, [path.join(repoRoot, 'scripts', 'build.mjs'), '--skip-install', '--monolith'], {
      prefix: 'monolith',
    });
    return journeys(
      'monolith',
      ['--project=monolith', '--workers=1', '--reporter=list,json', '--output=test-results/monolith'],
      path.join(e2eDir, 'test-results', 'monolith-results.json'),
      { ...(await platformPorts()), E2E_SKIP_DEV: '1' },
    );
  },

  // A remote team's first day (issue 40): `npm run new:remote`, then check, the shell's build, pin,
  // and the new remote's journey in Chromium, in a scratch copy of the committed tree (the other
  // remotes come from the registry the build stage wrote). Ports of its own.
  'new-remote': async () => {
    const code = await run(process.execPath, [path.join(repoRoot, 'scripts', 'new-remote-trial.mjs')], {
      env: await platformPorts(),
      prefix: 'new-remote',
    });
    counts[code === 0 ? 'passed' : 'failed'] += 1;
    return code === 0;
  },

  // `npm run dev` (the dev servers compile the sources themselves) on ports picked free: every dev
  // port moved by WL_DEV_PORT_OFFSET (shell 3000, remotes 3001-3005, API 4010 and its games 4011).
  dev: async () => {
    const base = await freePortBlock([0, 1, 2, 3, 4, 5, 1010, 1011]);
    return journeys(
      'dev',
      ['--project=dev', '--workers=1', '--reporter=list,json', '--output=test-results/dev'],
      path.join(e2eDir, 'test-results', 'dev-results.json'),
      { WL_DEV_PORT_OFFSET: String(base - 3000) },
    );
  },
};

async function main() {
  let options;
  try {
    options = parseTestArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`test: ${error.message}`);
    process.exit(2);
  }
  if (options.install) await installDependencies();
  const results = await runStages(options.only, async (name) => {
    console.info(`\n━━ ${name} ━━ started`);
    const ok = await STAGE_RUNNERS[name]();
    console.info(`\n━━ ${name} ━━ ${ok ? 'ok' : 'FAILED'}`);
    return ok;
  });
  for (const result of results) if (result.skipped && ['e2e', 'monolith', 'new-remote', 'dev'].includes(result.name)) counts.failed += 1;

  console.info('\n━━ summary ━━');
  for (const line of formatSummary(results)) console.info(line);
  for (const title of flakyTitles) console.info(`  flaky (passed on retry): ${title}`);
  for (const title of flakedTwiceTitles) console.info(`  FAILED (failed twice in a row, then passed): ${title}`);
  for (const title of failedTitles) console.info(`  FAILED: ${title}`);
  console.info(
    `\n${counts.passed} passed, ${counts.flaky} flaky, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`,
  );
  process.exit(results.every((result) => result.ok) && counts.failed === 0 ? 0 : 1);
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
