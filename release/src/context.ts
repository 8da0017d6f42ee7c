// Where the release tool reads and writes, and what it compares builds against.
import os from 'node:os';
import path from 'node:path';
import { NOT_WRITTEN_OVER } from './brands';
import { deadlinePassed, hasPassed, remainingMs, type Deadline } from './deadline';
import { failure, ReleaseError, usage } from './errors';
import { readJsonFile } from './fs-util';
import type { LockOptions } from './lock';
import { openRegistry, REGISTRY_ENV, type RegistryTarget } from './registries';
import { DeadlinePassedError, openPinStore, PIN_STORE_ENV, type PinStore } from './store';

export interface ReleaseOptions {
  /** The repository (or deployment) root holding registry/, brands/ and the packages. */
  root: string;
  /** Who is acting, for the history (default $USER, else the OS user name). */
  actor?: string;
  /** The host's shared-contracts version (default: <root>/shared-contracts/package.json). */
  hostContracts?: string;
  /** The host's React version (default: the shell's react dependency in <root>/shell/package.json). */
  hostReact?: string;
  /** The federation runtime the host provides (default: the shell's @module-federation/enhanced dependency). */
  hostFederation?: string;
  /** Clock, for tests. */
  now?: () => Date;
  /** Brand lock tuning. */
  lock?: LockOptions;
  /** Progress lines (build output is inherited separately). */
  log?: (line: string) => void;
  /**
   * The pin store: `files` (default: `<root>/brands`), `files:<dir>` or `redis://host:port/db`
   * (`--store`, else the PIN_STORE environment variable).
   */
  storeSetting?: string;
  /** An open store to use instead (the caller closes it): an edge module, a test. */
  store?: PinStore;
  /**
   * Where published versions are: a folder (default `<root>/registry`) or an S3-compatible bucket,
   * `s3://bucket/prefix?endpoint=…&region=…` (`--registry`, else the WL_REGISTRY environment variable).
   */
  registry?: string;
  /**
   * The command's deadline (`--deadline`, else WL_RELEASE_DEADLINE_MS): a write lands within it or
   * the command refuses, and it never lands later. Absent: no deadline (a library caller, a test).
   */
  deadline?: Deadline;
}

export interface Layout {
  root: string;
  registryDir: string;
  brandsDir: string;
}

export function layout(options: ReleaseOptions): Layout {
  const root = path.resolve(options.root);
  return { root, registryDir: path.join(root, 'registry'), brandsDir: path.join(root, 'brands') };
}

export function actorOf(options: ReleaseOptions): string {
  if (options.actor) return options.actor;
  if (process.env.USER) return process.env.USER;
  try {
    return os.userInfo().username;
  } catch {
    return 'unknown';
  }
}

export function nowIso(options: ReleaseOptions): string {
  return (options.now?.() ?? new Date()).toISOString();
}

/** The host's shared-contracts version: `--host-contracts`, else the workspace package's version. */
export async function hostContractsVersion(options: ReleaseOptions): Promise<string> {
  if (options.hostContracts) return options.hostContracts;
  const file = path.join(layout(options).root, 'shared-contracts', 'package.json');
  const read = await readJsonFile(file);
  const version = read.ok ? (read.value as { version?: unknown }).version : undefined;
  if (typeof version !== 'string')
    throw failure(
      `cannot tell the host's shared-contracts version (${file} is ${read.ok ? 'without a version' : read.reason}); pass --host-contracts <version>`,
    );
  return version;
}

/**
 * The federation runtime the host provides: `--host-federation`, else the shell's
 * `@module-federation/enhanced` dependency (range prefix dropped); null when the shell has none.
 */
export async function hostFederationRuntimeVersion(options: ReleaseOptions): Promise<string | null> {
  if (options.hostFederation) return options.hostFederation;
  const read = await readJsonFile(path.join(layout(options).root, 'shell', 'package.json'));
  const pkg = read.ok ? (read.value as { dependencies?: Record<string, string> }) : undefined;
  const range = pkg?.dependencies?.['@module-federation/enhanced'];
  return typeof range === 'string' ? range.replace(/^[\^~=>< ]+/, '') : null;
}

/** The host's React version: `--host-react`, else the shell's `react` dependency (range prefix dropped). */
export async function hostReactVersion(options: ReleaseOptions): Promise<string> {
  if (options.hostReact) return options.hostReact;
  const file = path.join(layout(options).root, 'shell', 'package.json');
  const read = await readJsonFile(file);
  const pkg = read.ok ? (read.value as { dependencies?: Record<string, string>; devDependencies?: Record<string, string> }) : undefined;
  const range = pkg?.dependencies?.react ?? pkg?.devDependencies?.react;
  if (typeof range !== 'string')
    throw failure(
      `cannot tell the host's React version (${file} is ${read.ok ? 'without a react dependency' : read.reason}); pass --host-react <version>`,
    );
  return range.replace(/^[\^~=>< ]+/, '');
}

/** The store setting in force: `--store`, else PIN_STORE, else the files. */
export function storeSettingOf(options: ReleaseOptions): string {
  return options.storeSetting ?? process.env[PIN_STORE_ENV] ?? 'files';
}

/**
 * Runs `fn` with the pin store of `options` (opened for it and closed after, unless the caller gave
 * an open one). A store that cannot be reached or answers with an error is a failure that names it.
 * With a deadline, the store is closed when it passes: every command still waiting fails, none is
 * sent again, and a write the server would run later refuses itself there (store/redis.ts).
 */
export async function withStore<T>(options: ReleaseOptions, fn: (store: PinStore) => Promise<T>): Promise<T> {
  const { deadline } = options;
  let store = options.store;
  let opened = false;
  if (!store) {
    try {
      store = openPinStore(storeSettingOf(options), {
        brandsDir: layout(options).brandsDir,
        role: 'cli',
        ...(deadline ? { deadlineAt: deadline.at } : {}),
      });
    } catch (error) {
      throw usage(`--store / ${PIN_STORE_ENV}: ${(error as Error).message}`);
    }
    opened = true;
  }
  const open = store;
  let expired = false;
  const timer =
    deadline && opened
      ? setTimeout(() => {
          expired = true;
          void open.close();
        }, remainingMs(deadline))
      : undefined;
  try {
    if (deadline && hasPassed(deadline)) throw new DeadlinePassedError('the deadline passed before the store was opened');
    return await fn(open);
  } catch (error) {
    if (error instanceof ReleaseError) throw error;
    const { code, message } = error as NodeJS.ErrnoException;
    if (deadline && (expired || error instanceof DeadlinePassedError || hasPassed(deadline)))
      throw deadlinePassed(deadline, `the pin store ${open.where}`, open.explain(error as Error));
    if (open.kind === 'files' && code !== 'STORE_CONTENDED') throw error;
    throw failure(
      `the pin store ${open.where} failed: ${open.explain(error as Error)}${/WRONGTYPE/.test(message) ? `; ${NOT_WRITTEN_OVER}` : ''}`,
    );
  } finally {
    clearTimeout(timer);
    if (opened) await open.close();
  }
}

/** The registry in force: `--registry`, else WL_REGISTRY, else `<root>/registry`. */
export function registryOf(options: ReleaseOptions): RegistryTarget {
  try {
    return openRegistry(options.registry ?? process.env[REGISTRY_ENV], layout(options).registryDir);
  } catch (error) {
    throw usage(`--registry / ${REGISTRY_ENV}: ${(error as Error).message}`);
  }
}
