/** @jest-environment node */
/* eslint-disable import-x/no-relative-packages -- the root's scripts/ is no package to import by name; its pure helpers are tested here */
import {
  STAGES,
  STAGE_NAMES,
  UsageError,
  countPlaywright,
  criticalPath,
  failedJestTests,
  formatSummary,
  parseTestArgs,
  runStages,
} from '../../scripts/lib/test-plan.mjs';
/* eslint-enable import-x/no-relative-packages */

describe('npm test: arguments', () => {
  it('runs every stage by default, and keeps the known options', () => {
    expect(parseTestArgs([])).toEqual({ install: true, build: true, only: STAGE_NAMES });
    expect(parseTestArgs(['--skip-install', '--only=typecheck,lint'])).toEqual({
      install: false,
      build: true,
      only: ['lint', 'typecheck'],
    });
    // --skip-build: the stages that need the build run against the output already there.
    expect(parseTestArgs(['--skip-build', '--only=build,e2e']).only).toEqual(['e2e']);
  });

  it('refuses an unknown stage or option', () => {
    expect(() => parseTestArgs(['--only=lnt'])).toThrow(UsageError);
    expect(() => parseTestArgs(['--only='])).toThrow(/unknown stage/);
    expect(() => parseTestArgs(['--fast'])).toThrow(/unknown option --fast/);
  });
});

describe('npm test: the stages and what they wait for', () => {
  const needs = (name: string) => STAGES.find((stage) => stage.name === name)?.needs ?? [];

  it('nothing is dropped: every stage of the serial run is still there', () => {
    expect([...STAGE_NAMES].sort()).toEqual(['build', 'dev', 'e2e', 'jest', 'lint', 'monolith', 'new-remote', 'typecheck']);
  });

  it('the journeys, the monolith and the new remote wait for the build; lint, typecheck and jest for nothing', () => {
    for (const name of ['e2e', 'monolith', 'new-remote']) expect(needs(name)).toContain('build');
    for (const name of ['lint', 'typecheck', 'jest', 'build']) expect(needs(name)).toEqual([]);
  });

  it('dev (it edits source files) waits for every stage that reads the sources', () => {
    expect([...needs('dev')].sort()).toEqual(['build', 'jest', 'lint', 'monolith', 'typecheck']);
  });
});

/** A fake clock and stage runner: each stage takes `durations[name]` seconds; the log shows the order. */
function simulate(durations: Record<string, number>, failing: string[] = [], slots = 2) {
  let clock = 0;
  const pending: { at: number; resolve: () => void }[] = [];
  const log: string[] = [];
  const runner = (name: string) =>
    new Promise<boolean>((resolve) => {
      log.push(`${clock / 1000} start ${name}`);
      pending.push({ at: clock + (durations[name] ?? 1) * 1000, resolve: () => resolve(!failing.includes(name)) });
    });
  const done = runStages(Object.keys(durations), runner, { slots, now: () => clock });
  const tick = async () => {
    // Let the scheduler react to the last ends before moving the clock on.
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
    if (pending.length === 0) return false;
    pending.sort((a, b) => a.at - b.at);
    const next = pending.shift()!;
    clock = next.at;
    next.resolve();
    return true;
  };
  return {
    log,
    result: (async () => {
      while (await tick());
      return done;
    })(),
  };
}

describe('npm test: two stages at a time', () => {
  const durations = { build: 200, e2e: 800, lint: 60, typecheck: 50, jest: 400, monolith: 80, 'new-remote': 90, dev: 30 };

  it('runs the build beside lint, typecheck and jest, then the journeys beside the rest', async () => {
    const { log, result } = simulate(durations);
    const results = await result;
    expect(log).toEqual([
      '0 start build',
      '0 start lint',
      '60 start typecheck',
      '110 start jest',
      '200 start e2e',
      '510 start monolith',
      '590 start new-remote',
      '680 start dev',
    ]);
    expect(results.every((r) => r.ok)).toBe(true);
    expect(criticalPath(results).map((r) => r.name)).toEqual(['build', 'e2e']);
  });

  it('never runs more stages at once than slots', async () => {
    const { log, result } = simulate(durations, [], 1);
    await result;
    expect(log.map((line) => line.split(' ')[2])).toEqual(['build', 'e2e', 'lint', 'typecheck', 'jest', 'monolith', 'new-remote', 'dev']);
  });

  it('skips the stages that need a failed one, and runs the others', async () => {
    const { result } = simulate(durations, ['build']);
    const results = await result;
    const byName = Object.fromEntries(results.map((r) => [r.name, r]));
    for (const name of ['e2e', 'monolith', 'new-remote', 'dev'])
      expect(byName[name]).toMatchObject({ ok: false, skipped: expect.any(String) });
    for (const name of ['lint', 'typecheck', 'jest']) expect(byName[name]!.ok).toBe(true);
  });

  it('names the critical path through a slot that a stage waited for', async () => {
    // A long jest: the monolith and the new remote take the journeys' slot once they end, and dev
    // (it waits for jest) ends last.
    const { result } = simulate({ ...durations, e2e: 300, jest: 900 });
    const results = await result;
    expect(criticalPath(results).map((r) => r.name)).toEqual(['lint', 'typecheck', 'jest', 'dev']);
    const summary = formatSummary(results).join('\n');
    expect(summary).toMatch(/wall time 1040.0 s/);
    expect(summary).toMatch(/critical path: lint 60.0 s → typecheck 50.0 s → jest 900.0 s → dev 30.0 s$/m);
  });
});

describe('npm test: the critical path of a real run', () => {
  it('goes through the stage whose end freed the slot, not a needed stage that ended long before', () => {
    // The stages of the CI rehearsal of 2026-12-03 (seconds from the start): new-remote needs only
    // the build, but it started when the journeys ended and gave up their slot.
    const at = (name: string, from: number, to: number) => ({ name, ok: true, started: from * 1000, ended: to * 1000, seconds: to - from });
    const results = [
      at('build', 0, 165.8),
      at('e2e', 166, 1749),
      at('lint', 0, 118.5),
      at('typecheck', 118.5, 163),
      at('jest', 163, 1736.8),
      at('monolith', 1737, 1803.3),
      at('new-remote', 1749, 1869.8),
      at('dev', 1803.3, 1837.2),
    ];
    expect(criticalPath(results).map((r) => r.name)).toEqual(['build', 'e2e', 'new-remote']);
  });
});

describe('npm test: counting the journeys', () => {
  const test = (status: string, attempts: string[], projectName = 'chromium') => ({
    status,
    projectName,
    results: attempts.map((attempt) => ({ status: attempt })),
  });
  const report = {
    suites: [
      {
        title: 'a.spec.ts',
        specs: [
          { title: 'passes', tests: [test('expected', ['passed'])] },
          { title: 'passes on its retry', tests: [test('flaky', ['failed', 'passed'])] },
          { title: 'fails twice, then passes', tests: [test('flaky', ['timedOut', 'failed', 'passed'], 'faults')] },
          { title: 'fails every time', tests: [test('unexpected', ['failed', 'failed', 'failed'])] },
          { title: 'skipped', tests: [test('skipped', ['skipped'])] },
        ],
        suites: [{ title: 'nested', specs: [{ title: 'also passes', tests: [test('expected', ['passed'])] }] }],
      },
    ],
  };

  it('counts a journey that passed on its retry as flaky, one that failed twice in a row as failed', () => {
    expect(countPlaywright(report)).toEqual({
      passed: 2,
      flaky: 1,
      failed: 2,
      skipped: 1,
      flakyTitles: ['[chromium] a.spec.ts › passes on its retry'],
      flakedTwiceTitles: ['[faults] a.spec.ts › fails twice, then passes'],
      failedTitles: ['[chromium] a.spec.ts › fails every time'],
    });
  });
});

describe('npm test: failed jest tests are named', () => {
  it('names each failed test by file and full name, and a file that failed before its tests by its file', () => {
    const report = {
      testResults: [
        { name: '/repo/a/x.test.ts', status: 'passed', assertionResults: [{ status: 'passed', fullName: 'x works' }] },
        {
          name: '/repo/b/y.test.ts',
          status: 'failed',
          assertionResults: [
            { status: 'passed', fullName: 'y one' },
            { status: 'failed', fullName: 'y two times out' },
          ],
        },
        { name: '/repo/c/z.test.ts', status: 'failed', message: '\n  ● Test suite failed to run\n\n SyntaxError', assertionResults: [] },
      ],
    };
    expect(failedJestTests(report, '/repo')).toEqual(['b/y.test.ts › y two times out', 'c/z.test.ts (  ● Test suite failed to run)']);
    expect(failedJestTests(null, '/repo')).toEqual([]);
  });
});
