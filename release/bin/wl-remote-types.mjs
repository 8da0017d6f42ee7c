#!/usr/bin/env node
// Fetches the types of a published remote version for a project in another repository: plain Node
// (20+), no dependency, so a team copies this one file. Reads release.json, types.d.ts and
// contract.json from the registry (a URL such as https://brand.example/registry, or a folder),
// checks both files against the SHA-384 the release record holds, and writes
// <out>/<remote>.d.ts and <out>/<remote>.contract.json.
//
//   node wl-remote-types.mjs <remote> <version> --from <registry URL or folder> [--out <dir>]
//
// Exit codes: 0 written, 1 cannot fetch or write, 2 usage, 3 a file is not what its record says.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';

const USAGE = 'usage: wl-remote-types <remote> <version> --from <registry URL or folder> [--out <dir>]';

function fail(code, message) {
  process.stderr.write(`wl-remote-types: ${message}\n`);
  process.exit(code);
}

let parsed;
try {
  parsed = parseArgs({ allowPositionals: true, options: { from: { type: 'string' }, out: { type: 'string', default: 'remote-types' } } });
} catch (error) {
  fail(2, `${error.message}\n${USAGE}`);
}
const [remote, version, ...extra] = parsed.positionals;
const { from, out } = parsed.values;
if (!remote || !version || extra.length > 0 || !from) fail(2, USAGE);
if (!/^[a-z][a-z0-9-]*$/.test(remote) || !/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/.test(version))
  fail(2, `"${remote}" "${version}": expected a remote name and an exact version\n${USAGE}`);

async function fetchFile(name) {
  if (/^https?:\/\//.test(from)) {
    const url = `${from.replace(/\/+$/, '')}/${remote}/${version}/${name}`;
    let response;
    try {
      response = await fetch(url);
    } catch (error) {
      fail(1, `cannot fetch ${url}: ${error.cause?.message ?? error.message}`);
    }
    if (!response.ok) fail(1, `${url} answered ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  }
  const file = path.join(from, remote, version, name);
  try {
    return await readFile(file);
  } catch (error) {
    fail(1, `cannot read ${file}: ${error.code ?? error.message}`);
  }
}

const record = JSON.parse((await fetchFile('release.json')).toString('utf8'));
if (record.remote !== remote || record.version !== version)
  fail(3, `release.json describes ${record.remote}@${record.version}, not ${remote}@${version}`);
await mkdir(out, { recursive: true });
for (const [name, target] of [
  ['types.d.ts', `${remote}.d.ts`],
  ['contract.json', `${remote}.contract.json`],
]) {
  const expected = record.files?.[name];
  if (!expected) fail(3, `${remote}@${version} was published without ${name} (before wl-release recorded types)`);
  const bytes = await fetchFile(name);
  const actual = `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
  if (actual !== expected) fail(3, `${name} of ${remote}@${version} is not the published file (${actual} ≠ ${expected})`);
  const temp = path.join(out, `.${target}.${process.pid}.tmp`);
  await writeFile(temp, bytes);
  await rename(temp, path.join(out, target));
}
process.stdout.write(`${remote}@${version}: types → ${path.join(out, `${remote}.d.ts`)} (shared-contracts ${record.sharedContracts})\n`);
