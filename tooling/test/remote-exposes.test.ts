import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { REMOTE_CONTAINERS, REMOTE_EXPOSES, REMOTE_PACKAGES } from '../../shared-contracts/src/remotes/remotes';

// The contract's expose list (REMOTE_EXPOSES, and with it the RemoteExposeProps map the compiler
// matches to it) must be what each remote's federation config really exposes: a key the contract
// names but the remote does not expose is a slot that can never load; a key the remote exposes but
// the contract does not name is an untyped surface. Both fail here.
const repoRoot = path.resolve(__dirname, '..', '..');

/** Each remote's `name` and `exposes` from its module-federation.config.mjs (ES module: read in a child node). */
function federationConfigs(): Record<string, { name: string; exposes: Record<string, string> }> {
  const script = `
    const path = require('node:path');
    const { pathToFileURL } = require('node:url');
    const remotes = JSON.parse(process.argv[1]);
    Promise.all(remotes.map((r) => import(pathToFileURL(path.join(${JSON.stringify(repoRoot)}, r, 'module-federation.config.mjs')).href).then((m) => [r, { name: m.name, exposes: m.exposes }])))
      .then((entries) => process.stdout.write(JSON.stringify(Object.fromEntries(entries))));
  `;
  const result = spawnSync(process.execPath, ['-e', script, JSON.stringify(REMOTE_PACKAGES)], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as Record<string, { name: string; exposes: Record<string, string> }>;
}

const configs = federationConfigs();

describe.each(REMOTE_PACKAGES)('%s', (remote) => {
  it('has the container name the contract gives it', () => {
    expect(configs[remote]!.name).toBe(REMOTE_CONTAINERS[remote]);
  });

  it('exposes exactly the keys REMOTE_EXPOSES lists', () => {
    const contract = Object.values(REMOTE_EXPOSES[remote] as Record<string, string>).sort();
    expect(Object.keys(configs[remote]!.exposes).sort()).toEqual(contract);
  });
});
