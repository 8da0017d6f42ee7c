// `npm run docs:api`: writes the endpoint list of platform-api/README.md from the shared-contracts
// catalogue (src/docs/endpoint-list.ts), between its two markers.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withEndpointList } from './endpoint-list';

const readmePath = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'README.md');
const before = readFileSync(readmePath, 'utf8');
const after = withEndpointList(before);
if (after === before) console.info('platform-api/README.md: the endpoint list is up to date');
else {
  writeFileSync(readmePath, after);
  console.info('platform-api/README.md: endpoint list written from the catalogue');
}
