// The plan of `npm test` (scripts/test.mjs), apart from running it so a test can read it: the
// stages, what each one waits for, how they share the machine's two cores, the critical path of a
// run, and how a Playwright report's journeys are counted.

/**
 * Every stage, in priority order (a free slot goes to the first ready one), with what it needs done
 * first. The production build and the journeys after it are the critical path; the rest fills the
 * other core beside them:
 * - lint, typecheck and jest read the sources only, so they run beside the build;
 * - `monolith` (the monolith build of the same code and its journeys) and `new-remote` (a scratch copy
 *   of the committed tree, the remotes copied from registry/) need the federated build's output;
 * - `dev` edits a source file of mfe-lobby and one of the shell for the length of a test (Fast
 *   Refresh), so it waits until nothing else reads the sources (lint, typecheck, jest, both builds).
 * @type {readonly { name: string, needs: readonly string[] }[]}
 */
export const STAGES = [
  { name: 'build', needs: [] },
  { name: 'e2e', needs: ['build'] },
  { name: 'lint', needs: [] },
  { name: 'typecheck', needs: [] },
  { name: 'jest', needs: [] },
  { name: 'monolith', needs: ['build'] },
  { name: 'new-remote', needs: ['build'] },
  { name: 'dev', needs: ['lint', 'typecheck', 'jest', 'build', 'monolith'] },
];

export const STAGE_NAMES = STAGES.map((stage) => stage.name);

/** Stages running at once: one per core of the two (each stage's own parallelism is set to fit). */
export const SLOTS = 2;

/** A refusal of the command line. */
export class UsageError extends Error {}

/**
 * Reads `npm test`'s arguments: `--skip-install`, `--skip-build` (the build output is already there:
 * the stages that need the build run against it), `--only=a,b` (known stage names).
 * @param {string[]} argv
 */
export function parseTestArgs(argv) {
  const options = { install: true, build: true, only: [...STAGE_NAMES] };
  for (const arg of argv) {
    if (arg === '--skip-install') options.install = false;
    else if (arg === '--skip-build') options.build = false;
    else if (arg.startsWith('--only=')) {
      const named = arg.slice('--only='.length).split(',').filter(Boolean);
      const unknown = named.filter((name) => !STAGE_NAMES.includes(name));
      if (named.length === 0 || unknown.length > 0) throw new UsageError(`unknown stage in ${arg} (stages: ${STAGE_NAMES.join(', ')})`);
      options.only = STAGE_NAMES.filter((name) => named.includes(name));
    } else throw new UsageError(`unknown option ${arg} (--skip-install, --skip-build, --only=${STAGE_NAMES.join(',')})`);
  }
  if (!options.build) options.only = options.only.filter((name) => name !== 'build');
  return options;
}

/**
 * Runs `names` (a subset of STAGES) at most `slots` at a time, each when the stages it needs that
 * are part of this run have ended; a stage whose needed stage failed is not run (`ok: false,
 * skipped`). `runStage(name)` resolves with true when the stage passed. Resolves with every stage's
 * result: name, ok, started and ended (ms since the epoch), seconds.
 * @param {string[]} names
 * @param {(name: string) => Promise<boolean>} runStage
 * @param {{ slots?: number, now?: () => number }} [options]
 */
export async function runStages(names, runStage, { slots = SLOTS, now = Date.now } = {}) {
  const planned = STAGES.filter((stage) => names.includes(stage.name)).map((stage) => ({
    ...stage,
    needs: stage.needs.filter((need) => names.includes(need)),
  }));
  /** @type {Map<string, { name: string, ok: boolean, started: number, ended: number, seconds: number, skipped?: string }>} */
  const results = new Map();
  const running = new Set();
  return new Promise((resolve) => {
    const startReady = () => {
      for (const stage of planned) {
        if (results.has(stage.name) || running.has(stage.name)) continue;
        const failed = stage.needs.find((need) => results.has(need) && !results.get(need).ok);
        if (failed) {
          const at = now();
          results.set(stage.name, { name: stage.name, ok: false, started: at, ended: at, seconds: 0, skipped: `${failed} failed` });
          continue;
        }
        if (running.size >= slots || !stage.needs.every((need) => results.has(need))) continue;
        running.add(stage.name);
        const started = now();
        Promise.resolve()
          .then(() => runStage(stage.name))
          .catch((error) => {
            console.error(`${stage.name}: ${error.message}`);
            return false;
          })
          .then((ok) => {
            const ended = now();
            running.delete(stage.name);
            results.set(stage.name, { name: stage.name, ok: ok === true, started, ended, seconds: (ended - started) / 1000 });
            startReady();
          });
      }
      // A skip can make another stage skippable: loop until nothing changes, then finish when all ended.
      if (running.size === 0 && results.size === planned.length) resolve(planned.map((stage) => results.get(stage.name)));
    };
    startReady();
  });
}

/**
 * The critical path of a run: from the stage that ended last, back through what it waited for (the
 * stage that ended last before it started: a needed one, or the one whose end freed its slot), to a
 * stage that started with the run. Returns the stages in order.
 * @param {{ name: string, started: number, ended: number }[]} results
 * @param {number} [toleranceMs] how close an end must be to a start to count as its cause
 */
export function criticalPath(results, toleranceMs = 250) {
  const ran = results.filter((result) => result.ended > result.started || result.seconds > 0);
  if (ran.length === 0) return [];
  const runStart = Math.min(...ran.map((result) => result.started));
  let current = ran.reduce((last, result) => (result.ended > last.ended ? result : last));
  const path = [current];
  while (current.started - runStart > toleranceMs) {
    const before = ran.filter((result) => result !== current && result.ended <= current.started + toleranceMs);
    if (before.length === 0) break;
    // What it waited for is what ended last before it started: a stage it needs, or the stage whose
    // end freed its slot (a needed stage that ended long before is not the cause).
    const cause = before.reduce((last, result) => (result.ended > last.ended ? result : last));
    path.unshift(cause);
    current = cause;
  }
  return path;
}

/** The summary's lines: each stage's time and when it started, the wall time and the critical path. */
export function formatSummary(results) {
  const lines = [];
  const ran = results.filter((result) => !result.skipped);
  const runStart = ran.length > 0 ? Math.min(...ran.map((result) => result.started)) : 0;
  for (const result of results) {
    const status = result.skipped ? 'SKIPPED' : result.ok ? 'ok     ' : 'FAILED ';
    const when = result.skipped
      ? `(${result.skipped})`
      : `${result.seconds.toFixed(1)} s (from ${((result.started - runStart) / 1000).toFixed(0)} s)`;
    lines.push(`  ${status} ${result.name.padEnd(11)} ${when}`);
  }
  if (ran.length > 0) {
    const wall = (Math.max(...ran.map((result) => result.ended)) - runStart) / 1000;
    const sum = ran.reduce((total, result) => total + result.seconds, 0);
    lines.push(`  wall time ${wall.toFixed(1)} s (the stages one after the other: ${sum.toFixed(1)} s)`);
    const path = criticalPath(ran);
    lines.push(`  critical path: ${path.map((result) => `${result.name} ${result.seconds.toFixed(1)} s`).join(' → ')}`);
  }
  return lines;
}

/**
 * How many failed attempts make a journey that then passed a failure: Playwright retries a failed
 * test twice in CI (e2e/playwright.config.ts); a journey that failed once and passed on its retry is
 * flaky (named, CI stays green), one that failed twice in a row before passing fails CI.
 */
export const FAILED_ATTEMPTS_THAT_FAIL = 2;

/**
 * Counts a Playwright JSON report: passed, flaky (passed on the first retry), failed (failed every
 * attempt, or FAILED_ATTEMPTS_THAT_FAIL attempts in a row before passing), skipped; with the titles
 * of the flaky ones, of those that flaked twice and of those that failed every attempt.
 * @param {any} report
 */
export function countPlaywright(report) {
  const counts = { passed: 0, flaky: 0, failed: 0, skipped: 0, flakyTitles: [], flakedTwiceTitles: [], failedTitles: [] };
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const title = [...titles, spec.title].filter(Boolean).join(' › ');
        const project = test.projectName ? `[${test.projectName}] ` : '';
        if (test.status === 'expected') counts.passed += 1;
        else if (test.status === 'skipped') counts.skipped += 1;
        else if (test.status === 'unexpected') {
          counts.failed += 1;
          counts.failedTitles.push(`${project}${title}`);
        } else if (test.status === 'flaky') {
          const failedAttempts = (test.results ?? []).filter((result) => !['passed', 'skipped'].includes(result.status)).length;
          if (failedAttempts >= FAILED_ATTEMPTS_THAT_FAIL) {
            counts.failed += 1;
            counts.flakedTwiceTitles.push(`${project}${title}`);
          } else {
            counts.flaky += 1;
            counts.flakyTitles.push(`${project}${title}`);
          }
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return counts;
}

/**
 * The failed tests of a jest JSON report (`--json`), each as "file › full name", so the summary's
 * last lines name them (a CI log is often read from its tail); a file that failed before running
 * any test (a syntax error, a hook that threw) is named by its file alone.
 * @param {any} report
 * @param {string} root the repository root, cut from the file names
 */
export function failedJestTests(report, root) {
  const titles = [];
  for (const file of report?.testResults ?? []) {
    const name = String(file.name ?? '').replace(`${root}/`, '');
    const failed = (file.assertionResults ?? []).filter((result) => result.status === 'failed');
    for (const result of failed) titles.push(`${name} › ${result.fullName}`);
    if (failed.length === 0 && file.status === 'failed')
      titles.push(
        `${name} (${
          String(file.message ?? '')
            .split('\n')
            .find(Boolean) ?? 'failed'
        })`,
      );
  }
  return titles;
}
