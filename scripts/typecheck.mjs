#!/usr/bin/env node
// Strict TypeScript check of every package (each has its own tsconfig extending the base).
import path from 'node:path';
import { existsSync } from 'node:fs';
import { repoRoot, run } from './lib/run.mjs';

export const PACKAGES = ['shared-contracts', 'platform-api', 'shell', 'mfe-lobby', 'mfe-account', 'mfe-member-centre', 'mfe-agent-centre', 'mfe-promotions', 'release', 'platform-ui', 'e2e'];

export async function typecheck() {
  const tsc = path.join(repoRoot, 'node_modules', '.bin', 'tsc');
  const failed = [];
  for (const pkg of PACKAGES) {
    const config = path.join(repoRoot, pkg, 'tsconfig.json');
    // A package without sources yet (a new package being started) has nothing to check.
    if (!existsSync(config) || !existsSync(path.join(repoRoot, pkg, pkg === 'e2e' ? 'tests' : 'src'))) continue;
    const code = await run(tsc, ['-p', config, '--noEmit']);
    console.info(`typecheck ${pkg}: ${code === 0 ? 'ok' : 'FAILED'}`);
    if (code !== 0) failed.push(pkg);
  }
  return failed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const failed = await typecheck();
  process.exit(failed.length ? 1 : 0);
}
