/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
/* eslint-disable import-x/no-relative-packages -- the root's scripts/ is no package to import by name; its pure helpers are tested here */
import { CHECKABLE_REMOTES, listRemotes } from '../../scripts/lib/check-plan.mjs';
/* eslint-enable import-x/no-relative-packages */

// Every journey says which remotes it exercises (issue 52 item 3): Playwright tags `@mfe-*` on its
// describe, and `@check-<remote>` on a remote's own essential journeys (`npm run check -- <remote>`
// runs those; `npm test` runs them all). Read from Playwright's own listing of every project, so a
// tag on a test, a describe or a title counts, and a journey without one fails here.

const repoRoot = path.resolve(__dirname, '..', '..');

interface ListedSpec {
  title: string;
  file: string;
  tags: string[];
  tests: { projectName: string }[];
}
interface ListedSuite {
  specs?: ListedSpec[];
  suites?: ListedSuite[];
}

function listJourneys(): ListedSpec[] {
  // Playwright refuses to load specs when it sees it runs under jest (JEST_WORKER_ID).
  const { JEST_WORKER_ID: _jestWorker, ...env } = process.env;
  let output: string;
  try {
    output = execFileSync(
      process.execPath,
      [path.join(repoRoot, 'e2e', 'node_modules', '@playwright', 'test', 'cli.js'), 'test', '--list', '--reporter=json'],
      // Every project, the dev one included; listing starts no server and no browser.
      { cwd: path.join(repoRoot, 'e2e'), env: { ...env, E2E_SKIP_DEV: '' }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
  } catch (error) {
    // A spec that does not load: Playwright's own errors say which and why.
    const { stdout = '{}' } = error as { stdout?: string };
    const { errors = [] } = JSON.parse(stdout) as { errors?: { message: string }[] };
    throw new Error(`playwright test --list failed:\n${errors.map((e) => e.message).join('\n')}`);
  }
  const report = JSON.parse(output) as { suites: ListedSuite[]; errors: { message: string }[] };
  expect(report.errors.map((error) => error.message)).toEqual([]);
  const specs: ListedSpec[] = [];
  const walk = (suite: ListedSuite) => {
    specs.push(...(suite.specs ?? []));
    for (const child of suite.suites ?? []) walk(child);
  };
  report.suites.forEach(walk);
  return specs;
}

describe('journey tags', () => {
  const remotes = listRemotes(repoRoot);
  // The JSON listing gives the tags without their `@`.
  const known = new Set([...remotes, ...remotes.map((remote) => `check-${remote}`), 'shell']);
  let journeys: ListedSpec[] = [];
  beforeAll(() => {
    journeys = listJourneys();
  }, 120_000);
  const where = (spec: ListedSpec) => `${spec.file} › ${spec.title}`;

  it('lists the journeys of every project', () => {
    const projects = new Set(journeys.flatMap((spec) => spec.tests.map((test) => test.projectName)));
    expect([...projects].sort()).toEqual(['chromium', 'dev', 'faults', 'monolith']);
    expect(journeys.length).toBeGreaterThan(300);
  });

  it('tags every journey with at least one remote it exercises', () => {
    expect(journeys.filter((spec) => !spec.tags.some((tag) => remotes.includes(tag))).map(where)).toEqual([]);
  });

  it('uses known tags only: a remote, a remote’s check (with that remote), or the shell', () => {
    expect(journeys.flatMap((spec) => spec.tags.filter((tag) => !known.has(tag)).map((tag) => `${where(spec)}: @${tag}`))).toEqual([]);
    expect(
      journeys
        .flatMap((spec) => spec.tags.filter((tag) => tag.startsWith('check-') && !spec.tags.includes(tag.slice('check-'.length))))
        .map(String),
    ).toEqual([]);
  });

  it('gives every remote journeys its check runs, in the chromium project', () => {
    for (const remote of CHECKABLE_REMOTES) {
      const own = journeys.filter(
        (spec) => spec.tags.includes(`check-${remote}`) && spec.tests.some((test) => test.projectName === 'chromium'),
      );
      expect({ remote, journeys: own.length > 0 }).toEqual({ remote, journeys: true });
    }
  });
});
