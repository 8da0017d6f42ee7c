#!/usr/bin/env node
// `npm run dev [-- <remote> ...] [--skip-install]`: the reference API (watch mode, fresh database) on
// 4010, the shell's dev server on 3000 and each remote's on its port (3001-3005; all of them, or the
// ones named), with React Fast Refresh: a saved edit to a component of the shell or of a remote is
// swapped in on the shell's page and the component keeps its state (an edit React cannot refresh,
// outside a component, reloads the page). WL_FAST_REFRESH=0 turns it off (live reload).
// The shell loads the remotes from their dev servers (SHELL_DEV_REMOTES=1: see shell/README); a
// remote not started shows its fallback. The remotes' ports are their devPort in the list of remotes
// (shared-contracts/src/remotes/remote-list.json: their webpack configs and the shell's dev proxies read
// the same), each moved by WL_DEV_PORT_OFFSET when set (`npm test` picks a free block:
// create-config.cjs moves them the same way); e2e/dev/dev-servers.spec.ts runs this.
import path from 'node:path';
// eslint-disable-next-line import-x/no-relative-packages -- the list of remotes, read by tooling/remotes.cjs
import { REMOTE_DEV_PORTS } from '../tooling/remotes.cjs';
import { installDependencies, repoRoot, startServer, stopServers, waitForUrl } from './lib/run.mjs';

const OFFSET = Number(process.env.WL_DEV_PORT_OFFSET || 0);
const SHELL_PORT = 3000 + OFFSET;
const API_PORT = 4010 + OFFSET;
/** Each remote and its dev port (shared-contracts/src/remotes/remote-list.json), moved by OFFSET. */
const REMOTES = Object.entries(REMOTE_DEV_PORTS).map(([remote, port]) => [remote, port + OFFSET]);

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
    env: { PORT: String(API_PORT), PLATFORM_API_CONTROL: '1', PLATFORM_API_FRESH: '1' },
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
  await waitForUrl(`http://127.0.0.1:${SHELL_PORT}/`, { timeoutMs: 300_000 });
  for (const [, port] of remotes) await waitForUrl(`http://127.0.0.1:${port}/remoteEntry.js`, { timeoutMs: 300_000 });
  const ports = remotes.map(([remote, port]) => `${remote} ${port}`).join(', ');
  console.info(`\n  Dev platform: http://localhost:${SHELL_PORT} (${ports}; API on ${API_PORT}). Ctrl-C to stop.\n`);
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
