// The list of remotes for the Node tooling (build, dev servers, lint, jest, the webpack configs):
// read from shared-contracts/src/remotes/remote-list.json, the one place the remotes are written
// (shared-contracts' REMOTE_PACKAGES reads the same file; `npm run new:remote` adds a line to it).
// Read from disk, not required from the package, so a copy of the workspace reads its own list.
const fs = require('node:fs');
const path = require('node:path');

/** The file that lists the remotes. */
const REMOTES_FILE = path.join(__dirname, '..', 'shared-contracts', 'src', 'remotes', 'remote-list.json');

/** @type {Record<string, { container: string; devPort: number }>} package name → its data, in the list's order */
const REMOTE_LIST = JSON.parse(fs.readFileSync(REMOTES_FILE, 'utf8'));

/** The remotes' package names (`mfe-lobby`, ...), in the list's order. */
const REMOTES = Object.keys(REMOTE_LIST);

/** Each remote's dev-server port (`npm run dev`), before WL_DEV_PORT_OFFSET. */
const REMOTE_DEV_PORTS = Object.fromEntries(REMOTES.map((remote) => [remote, REMOTE_LIST[remote].devPort]));

module.exports = { REMOTES_FILE, REMOTE_LIST, REMOTES, REMOTE_DEV_PORTS };
