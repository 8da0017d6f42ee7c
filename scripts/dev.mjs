#!/usr/bin/env node
// `npm run dev`: every package reloading on save (live reload: a rebuilt app reloads the page, no
// hot module replacement; WL_FAST_REFRESH=1 npm run dev tries React Fast Refresh, experimental:
// tooling/webpack/create-config.cjs says why it is not the default) — the reference API (watch mode, fresh database),
// the shell dev server and every remote's dev server. The shell's dev brand pins the remotes to
// their dev servers instead of the registry (see shell README).
import path from 'node:path';
import { installDependencies, repoRoot, startServer, stopServers, waitForUrl } from './lib/run.mjs';

const REMOTES = [
  ['mfe-lobby', 3001],
  ['mfe-account', 3002],
  ['mfe-member-centre', 3003],
  ['mfe-agent-centre', 3004],
  ['mfe-promotions', 3005],
];

async function main() {
  await installDependencies();
  startServer('platform-api', path.join(repoRoot, 'platform-api', 'node_modules', '.bin', 'tsx'), ['watch', 'src/main.ts'], {
    cwd: path.join(repoRoot, 'platform-api'),
    env: { PORT: '4010', PLATFORM_API_CONTROL: '1', PLATFORM_API_FRESH: '1' },
  });
  for (const [remote] of REMOTES) {
    startServer(
      remote,
      path.join(repoRoot, remote, 'node_modules', '.bin', 'webpack'),
      ['serve', '--config', 'webpack.config.mjs', '--mode', 'development'],
      {
        cwd: path.join(repoRoot, remote),
      },
    );
  }
  startServer(
    'shell',
    path.join(repoRoot, 'shell', 'node_modules', '.bin', 'webpack'),
    ['serve', '--config', 'webpack.config.mjs', '--mode', 'development'],
    {
      cwd: path.join(repoRoot, 'shell'),
      env: { SHELL_DEV_REMOTES: '1' },
    },
  );
  await waitForUrl('http://127.0.0.1:3000/', { timeoutMs: 180_000 });
  console.info('\n  Dev platform: http://localhost:3000 (remotes on 3001–3005, API on 4010). Ctrl-C to stop.\n');
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
