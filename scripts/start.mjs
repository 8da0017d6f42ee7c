#!/usr/bin/env node
// `npm start`: install, build, and run the platform with the reference API on a fresh seeded
// database, behind the edge server on one local port. Ctrl-C stops everything.
//   PORT (default 8080) · API_PORT (default 4010) · --skip-build to reuse the last build
import { existsSync } from 'node:fs';
import path from 'node:path';
import { installDependencies, mustRun, repoRoot, stopServers } from './lib/run.mjs';
import { startPlatform } from './lib/platform.mjs';

const args = process.argv.slice(2);
const port = Number(process.env.PORT ?? 8080);
const apiPort = Number(process.env.API_PORT ?? 4010);

async function main() {
  await installDependencies();
  const built = existsSync(path.join(repoRoot, 'shell', 'dist', 'index.html')) && existsSync(path.join(repoRoot, 'registry'));
  if (!args.includes('--skip-build') || !built) {
    await mustRun('build', process.execPath, [path.join(repoRoot, 'scripts', 'build.mjs'), '--skip-install']);
  }
  const { url } = await startPlatform({ port, apiPort, control: true });
  console.info(`
  Platform ready: ${url}
  Reference API (fresh seeded database) behind it at /wps and /lgw.
  Seeded accounts (password secret88): member01 · vip01 · agent01 · trial01
  Ctrl-C to stop.
`);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopServers();
    process.exit(0);
  });
}

main().catch((error) => {
  console.error(error.message);
  stopServers();
  process.exit(1);
});
