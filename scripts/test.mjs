#!/usr/bin/env node
// `npm test`: everything, in the order a failure is cheapest to find: install, lint, typecheck,
// unit and component tests (jest), production build (then the monolith build of the same code,
// docs/adr/0010), then the Playwright journeys against those builds with the reference API on a
// fresh database (the monolith runs the cross-remote smoke journey: the `monolith` project). Ends
// with one "N passed, N failed" line. Then the `dev` stage: `npm run dev`'s servers with React Fast
// Refresh in a real browser (e2e/dev: the Playwright project `dev`, on the fixed dev ports); last
// the `new-remote` stage: scripts/new-remote-trial.mjs, a new remote from `npm run new:remote` to
// its journey in Chromium after publish and pin.
//   --skip-install · --skip-build · --only=lint,typecheck,jest,build,e2e,dev,new-remote
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { installDependencies, mustRun, repoRoot, run } from './lib/run.mjs';
import { typecheck } from './typecheck.mjs';

const args = process.argv.slice(2);
const onlyArg = args.find((a) => a.startsWith('--only='));
const only = onlyArg ? onlyArg.slice('--only='.length).split(',') : ['lint', 'typecheck', 'jest', 'build', 'e2e', 'dev', 'new-remote'];
const bin = (name) => path.join(repoRoot, 'node_modules', '.bin', name);
const steps = [];
const counts = { passed: 0, failed: 0, skipped: 0 };

async function step(name, fn) {
  if (!only.includes(name)) return;
  const started = Date.now();
  console.info(`\n━━ ${name} ━━`);
  let ok = false;
  try {
    ok = await fn();
  } catch (error) {
    console.error(error.message);
  }
  steps.push({ name, ok, seconds: (Date.now() - started) / 1000 });
  return ok;
}

async function readJson(file) {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return null;
  }
}

async function main() {
  if (!args.includes('--skip-install')) await installDependencies();

  await step(
    'lint',
    async () =>
      (await run(bin('eslint'), ['.', '--max-warnings=0'])) === 0 &&
      (await run(process.execPath, [path.join(repoRoot, 'tooling', 'lint', 'import-cycles.mjs')])) === 0 &&
      (await run(bin('prettier'), ['--check', '.', '--log-level=warn'])) === 0,
  );
  await step('typecheck', async () => (await typecheck()).length === 0);
  await step('jest', async () => {
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
    const code = await run(bin('jest'), ['--ci', '--json', `--outputFile=${out}`], { env: { FORCE_COLOR: '0' } });
    const report = await readJson(out);
    if (report) {
      counts.passed += report.numPassedTests;
      counts.failed += report.numFailedTests;
      counts.skipped += report.numPendingTests;
    } else if (code !== 0) counts.failed += 1;
    return code === 0;
  });
  let built = args.includes('--skip-build');
  if (!built)
    built = await step(
      'build',
      async () =>
        (await mustRun('build', process.execPath, [path.join(repoRoot, 'scripts', 'build.mjs'), '--skip-install'])) >= 0 &&
        // The monolith keeps its own webpack cache (shell/node_modules/.cache/webpack-monolith): about
        // 40 s on two cores once cached, 60 s cold.
        (await mustRun('monolith build', process.execPath, [
          path.join(repoRoot, 'scripts', 'build.mjs'),
          '--skip-install',
          '--monolith',
        ])) >= 0,
    );
  if (only.includes('e2e')) {
    if (!built) {
      console.error('e2e skipped: the production build failed');
      steps.push({ name: 'e2e', ok: false, seconds: 0 });
      counts.failed += 1;
    } else {
      await step('e2e', async () => {
        const out = path.join(repoRoot, 'e2e', 'test-results', 'results.json');
        await rm(out, { force: true });
        // The `dev` project runs in its own stage below (the dev servers' fixed ports).
        const code = await run(path.join(repoRoot, 'e2e', 'node_modules', '.bin', 'playwright'), ['test'], {
          cwd: path.join(repoRoot, 'e2e'),
          env: { E2E_SKIP_DEV: '1' },
        });
        const report = await readJson(out);
        if (report?.stats) {
          counts.passed += report.stats.expected + report.stats.flaky;
          counts.failed += report.stats.unexpected;
          counts.skipped += report.stats.skipped;
        } else if (code !== 0) counts.failed += 1;
        return code === 0;
      });
    }
  }

  if (only.includes('dev')) {
    // Needs no production build: the dev servers compile the sources themselves.
    await step('dev', async () => {
      const out = path.join(repoRoot, 'e2e', 'test-results', 'dev-results.json');
      await rm(out, { force: true });
      const code = await run(
        path.join(repoRoot, 'e2e', 'node_modules', '.bin', 'playwright'),
        ['test', '--project=dev', '--workers=1', '--reporter=list,json'],
        { cwd: path.join(repoRoot, 'e2e'), env: { PLAYWRIGHT_JSON_OUTPUT_NAME: out } },
      );
      const report = await readJson(out);
      if (report?.stats) {
        counts.passed += report.stats.expected + report.stats.flaky;
        counts.failed += report.stats.unexpected;
        counts.skipped += report.stats.skipped;
      } else if (code !== 0) counts.failed += 1;
      return code === 0;
    });
  }

  if (only.includes('new-remote') && built !== false) {
    // A remote team's first day (issue 40): `npm run new:remote`, then check, the shell's build,
    // pin, and the new remote's journey in Chromium, in a scratch copy of the committed tree (the
    // other remotes come from the registry the build stage just wrote). Its own ports.
    await step('new-remote', async () => {
      const code = await run(process.execPath, [path.join(repoRoot, 'scripts', 'new-remote-trial.mjs')], {
        env: { E2E_PORT: '9380', E2E_API_PORT: '9390' },
      });
      counts[code === 0 ? 'passed' : 'failed'] += 1;
      return code === 0;
    });
  }

  console.info('\n━━ summary ━━');
  for (const { name, ok, seconds } of steps) console.info(`  ${ok ? 'ok    ' : 'FAILED'} ${name.padEnd(10)} ${seconds.toFixed(1)} s`);
  const allOk = steps.every((s) => s.ok);
  console.info(`\n${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`);
  process.exit(allOk && counts.failed === 0 ? 0 : 1);
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
