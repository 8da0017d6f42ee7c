#!/usr/bin/env node
// `npm run new:remote <name>`: writes a new remote package (mfe-<words>) beside the others — its
// Module Federation config through tooling/webpack/create-config.cjs, its dev host, texts in the
// six languages, one page, a unit test and a journey — and registers it in the list of remotes,
// shared-contracts/src/remotes/remote-list.json (the build, the dev servers, lint, jest, the release
// tool and the edge read it), with its exposes in shared-contracts, its route in the shell and its
// folder in the typecheck's program (scripts/lib/new-remote.mjs names each edit).
// Then: install, check, publish, pin (the README's "For a remote team" says each command).
//   npm run new:remote mfe-news [--root DIR] (DIR: another copy of the workspace, for tests)
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { DEPENDENCIES, DEV_DEPENDENCIES, NewRemoteError, nextDevPort, remoteFiles, remoteNames, wiringEdits } from './lib/new-remote.mjs';
import { repoRoot } from './lib/run.mjs';

/** Writes the remote into the workspace at `root`; resolves with its names, port and the files written. */
export async function newRemote(name, { root = repoRoot } = {}) {
  const names = remoteNames(name);
  if (existsSync(path.join(root, name))) throw new NewRemoteError(`${name}/ exists already`);
  const prettierBin = path.join(repoRoot, 'node_modules', '.bin', 'prettier');
  if (!existsSync(prettierBin)) throw new NewRemoteError('the workspace is not installed: CI=true npx -y pnpm@10.34.9 install, then again');
  const port = nextDevPort(await readFile(path.join(root, 'shared-contracts', 'src', 'remotes', 'remote-list.json'), 'utf8'));
  // Versions as the existing remotes have them (the lockfile then has nothing new to resolve).
  const versions = {};
  for (const remote of ['mfe-promotions', 'mfe-lobby', 'mfe-account']) {
    const file = path.join(root, remote, 'package.json');
    if (!existsSync(file)) continue;
    const pkg = JSON.parse(await readFile(file, 'utf8'));
    for (const dep of [...DEPENDENCIES, ...DEV_DEPENDENCIES]) versions[dep] ??= pkg.dependencies?.[dep] ?? pkg.devDependencies?.[dep];
  }
  const files = remoteFiles(names, { port, versions });
  // Every edit is made in memory first: a list that moved refuses the whole command, not half of it.
  const edited = {};
  for (const [file, edit] of Object.entries(wiringEdits(names, { port }))) {
    const text = await readFile(path.join(root, file), 'utf8');
    if (text.includes(`'${name}'`) || text.includes(`"${name}/src"`)) throw new NewRemoteError(`${file} names ${name} already`);
    edited[file] = edit(text);
  }
  // In the workspace's own style (prettier's config at the root), so the new remote's lint passes.
  for (const [file, text] of Object.entries({ ...files, ...edited })) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
  const all = [...Object.keys(files), ...Object.keys(edited)];
  execFileSync(prettierBin, ['--write', '--log-level=warn', ...all], {
    cwd: root,
    stdio: 'inherit',
  });
  return { names, port, written: Object.keys(files), edited: Object.keys(edited) };
}

async function main() {
  const [name, ...rest] = process.argv.slice(2);
  const rootIndex = rest.indexOf('--root');
  const root = rootIndex >= 0 ? path.resolve(rest[rootIndex + 1]) : repoRoot;
  if (!name || name.startsWith('--')) {
    console.error('usage: npm run new:remote <mfe-name> (for example mfe-news)');
    process.exit(2);
  }
  try {
    const { names, port, written, edited } = await newRemote(name, { root });
    console.info(`wrote ${written.length} files (${name}/, e2e/tests/${names.short}-page.spec.ts); registered ${name} in:`);
    for (const file of edited) console.info(`  ${file}`);
    console.info(`
next:
  CI=true npx -y pnpm@10.34.9 install          link the new package
  npm run check -- ${name} --skip=journeys     lint, typecheck, jest, build
  npm run build -- --only shell,${name}        the shell knows ${names.route}; publish ${name} locally
  npm run check -- ${name}                     again, with its journey (port ${port} in npm run dev)
  npm run release -- publish ${name}           a release: then pin it for a brand:
  npm run release -- pin <brand> ${name}@0.1.0`);
  } catch (error) {
    if (!(error instanceof NewRemoteError)) throw error;
    console.error(`new:remote: ${error.message}`);
    process.exit(2);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) void main();
