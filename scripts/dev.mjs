#!/usr/bin/env node
// `npm run dev [-- <remote> ...] [--skip-install]`: the reference API (watch mode, fresh database) on
// 4010, the shell's dev server on 3000 and each remote's on its port (3001-3005; all of them, or the
// ones named), with React Fast Refresh: a saved edit to a component of the shell or of a remote is
// swapped in on the shell's page and the component keeps its state (an edit React cannot refresh,
// outside a component, reloads the page). WL_FAST_REFRESH=0 turns it off (live reload).
// The shell loads the remotes from their dev servers (SHELL_DEV_REMOTES=1: see shell/README); a
// remote not started shows its fallback. The ports are fixed (the remotes' webpack configs and
// shell/webpack.config.mjs REMOTE_DEV_PORTS); e2e/dev/dev-servers.spec.ts runs this.
import path from 'node:path';
import { installDependencies, repoRoot, startServer, stopServers, waitForUrl } from './lib/run.mjs';

const REMOTES = [
  ['mfe-lobby', 3001],
  ['mfe-account', 3002],
  ['mfe-member-centre', 3003],
  ['mfe-agent-centre', 3004],
  ['mfe-promotions', 3005],
];

/** Reads `dev`'s arguments: the remotes to start (all when none is named). */
function parseDevArgs(argv) {
  const names = argv.filter((arg) => !arg.startsWith('--'));
  const unknown = names.filter((name) => !REMOTES.some(([remote]) => remote === name));
  if (unknown.length > 0) throw new Error(`not a remote: ${unknown.join(', ')} (one of: ${REMOTES.map(([remote]) => remote).join(', ')})`);
  const options = argv.filter((arg) => arg.startsWith('--'));
  const badOption = options.find((option) => option !== '--skip-install');
  if (badOption) throw new Error(`unknown option ${badOption}`);
  return {
    remotes: names.length > 0 ? REMOTES.filter(([remote]) => names.includes(remote)) : REMOTES,
    install: !options.includes('--skip-install'),
  };
}

async function main() {
  const { remotes, install } = parseDevArgs(process.argv.slice(2));
  if (install) await installDependencies();
  startServer('platform-api', path.join(repoRoot, 'platform-api', 'node_modules', '.bin', 'tsx'), ['watch', 'src/main.ts'], {
    cwd: path.join(repoRoot, 'platform-api'),
    env: { PORT: '4010', PLATFORM_API_CONTROL: '1', PLATFORM_API_FRESH: '1' },
  });
  for (const [remote] of remotes) {
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
  await waitForUrl('http://127.0.0.1:3000/', { timeoutMs: 300_000 });
  for (const [, port] of remotes) await waitForUrl(`http://127.0.0.1:${port}/remoteEntry.js`, { timeoutMs: 300_000 });
  const ports = remotes.map(([remote, port]) => `${remote} ${port}`).join(', ');
  console.info(`\n  Dev platform: http://localhost:3000 (${ports}; API on 4010). Ctrl-C to stop.\n`);
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
