// Temp workspaces for the release tests: a root with brands/, registry/, the host's versions and
// fake remotes whose dist is a few small files and a hand-written mf-manifest.json.
import { spawn } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { publish } from '../src/commands';
import type { ReleaseOptions } from '../src/context';
import { runCli } from '../src/run-cli';

export const RELEASE_DIR = path.resolve(__dirname, '..');

export interface FakeBuild {
  version: string;
  contracts?: string | null;
  /**
   * The manifest's shared entry that carries the contracts version: `shared-contracts/react` as the
   * builds share it since ADR 0009, or the package itself as builds before it did.
   */
  contractsEntry?: 'shared-contracts' | 'shared-contracts/react';
  react?: string | null;
  /** Extra text in the remote entry, to make two builds of one version differ. */
  flavour?: string;
  /** Built to run on the host's federation runtime of this version (`externalRuntime`). */
  externalRuntime?: string;
  /** The global the entry reads the host's runtime from (runtime-core unless told). */
  runtimeGlobal?: string;
}

const container = (remote: string) => remote.replace(/-/g, '_');

/** Writes `<root>/<remote>/package.json` and a fake production dist for it. */
export async function writeFakeBuild(root: string, remote: string, build: FakeBuild): Promise<void> {
  const dir = path.join(root, remote);
  const dist = path.join(dir, 'dist');
  await fs.rm(dist, { recursive: true, force: true });
  await fs.mkdir(path.join(dist, 'chunks'), { recursive: true });
  await fs.writeFile(path.join(dir, 'package.json'), JSON.stringify({ name: remote, version: build.version }));
  const shared: { name: string; version: string; requiredVersion: string }[] = [];
  if (build.contracts !== null)
    shared.push({ name: build.contractsEntry ?? 'shared-contracts/react', version: build.contracts ?? '1.1.0', requiredVersion: '^1.0.0' });
  if (build.react !== null) shared.push({ name: 'react', version: build.react ?? '19.3.1', requiredVersion: '^19.0.0' });
  const manifest = {
    id: container(remote),
    name: container(remote),
    metaData: {
      name: container(remote),
      type: 'app',
      buildInfo: { buildVersion: build.version, buildName: remote },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      globalName: container(remote),
      publicPath: 'auto',
      ...(build.externalRuntime ? { pluginVersion: build.externalRuntime } : {}),
    },
    shared,
    remotes: [],
    exposes: [{ id: `${container(remote)}:Page`, name: 'Page', path: './Page' }],
  };
  await fs.writeFile(path.join(dist, 'mf-manifest.json'), JSON.stringify(manifest, null, 2));
  const runtime = build.externalRuntime ? `var core = globalThis.${build.runtimeGlobal ?? '_FEDERATION_RUNTIME_CORE'};\n` : '';
  await fs.writeFile(path.join(dist, 'remoteEntry.js'), `${runtime}var ${container(remote)} = "${build.version}${build.flavour ?? ''}";\n`);
  await fs.writeFile(path.join(dist, 'chunks', '1.abcdef12.js'), `console.log("${remote} ${build.version}");\n`);
  await fs.writeFile(path.join(dist, 'chunks', '1.abcdef12.js.map'), JSON.stringify({ version: 3, sources: [remote], mappings: '' }));
}

export const BASE_BRAND = {
  name: 'Lucky Lotto',
  merchantCode: 'wl_demo',
  platform: 'WEB',
  defaultLanguage: 'TY',
  languages: ['TY', 'EN'],
  currencySymbol: '$',
  theme: 'light',
  allowOverrides: true,
  extraKeyKeptByTheTool: { note: 'unknown keys survive' },
};

/** Writes a brand file pinning the given remotes. */
export async function writeBrand(
  root: string,
  id: string,
  remotes: Record<string, unknown>,
  hosts: string[] = [`${id}.test`],
): Promise<void> {
  await fs.mkdir(path.join(root, 'brands'), { recursive: true });
  await fs.writeFile(path.join(root, 'brands', `${id}.json`), `${JSON.stringify({ id, ...BASE_BRAND, hosts, remotes }, null, 2)}\n`);
}

/** A fresh temp root with host versions (contracts 1.1.0, React 19.3.1), empty registry and brands. */
export async function makeRoot(): Promise<string> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'wl-release-'));
  await fs.mkdir(path.join(root, 'shared-contracts'), { recursive: true });
  await fs.writeFile(path.join(root, 'shared-contracts', 'package.json'), JSON.stringify({ name: 'shared-contracts', version: '1.1.0' }));
  await fs.mkdir(path.join(root, 'shell'), { recursive: true });
  await fs.writeFile(path.join(root, 'shell', 'package.json'), JSON.stringify({ name: 'shell', dependencies: { react: '19.3.1' } }));
  await fs.mkdir(path.join(root, 'registry'), { recursive: true });
  await fs.mkdir(path.join(root, 'brands'), { recursive: true });
  await fs.writeFile(path.join(root, 'brands', 'index.json'), JSON.stringify({ defaultBrand: 'alpha', brands: [] }));
  return root;
}

export function optionsFor(root: string, extra: Partial<ReleaseOptions> = {}): ReleaseOptions {
  return { root, actor: 'tester', ...extra };
}

/** Builds (fake) and publishes versions of a remote. */
export async function publishFake(root: string, remote: string, ...builds: FakeBuild[]): Promise<void> {
  for (const build of builds) {
    await writeFakeBuild(root, remote, build);
    await publish(optionsFor(root), remote, { build: false });
  }
}

export async function readJson<T = Record<string, unknown>>(file: string): Promise<T> {
  return JSON.parse(await fs.readFile(file, 'utf8')) as T;
}

export async function readHistoryLines(root: string, brand: string): Promise<Record<string, unknown>[]> {
  try {
    const text = await fs.readFile(path.join(root, 'brands', 'history', `${brand}.jsonl`), 'utf8');
    return text
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Record<string, unknown>);
  } catch {
    return [];
  }
}

export async function removeRoot(root: string): Promise<void> {
  await fs.rm(root, { recursive: true, force: true });
}

const BIN = path.join(RELEASE_DIR, 'bin', 'wl-release.mjs');

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs the CLI in this process: `runCli`, what `bin/wl-release.mjs` runs through `src/cli.ts`, with
 * its output captured. For tests of what the CLI says and does; a child process (`runCliProcess`)
 * only where the process is the point (the bin, stdin, processes racing), as each costs seconds.
 * `env` is set for the run and restored after (the tests of one file run one at a time).
 */
export async function runCliInProcess(args: string[], env: NodeJS.ProcessEnv = {}): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  Object.assign(process.env, env);
  try {
    const code = await runCli(args, {
      out: (text) => (stdout += text),
      err: (text) => (stderr += text),
      defaultRoot: path.resolve(RELEASE_DIR, '..'),
    });
    return { code, stdout, stderr };
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

/** Runs the real CLI (`node release/bin/wl-release.mjs ...`) in a child process. */
export function runCliProcess(args: string[], env: NodeJS.ProcessEnv = {}): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}
