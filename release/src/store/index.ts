// Opens the pin store a setting names: `files` (default: the brands folder) or `redis://…`.
import path from 'node:path';
import { FilesPinStore } from './files';
import { RedisPinStore, type RedisRole } from './redis';
import type { PinStore } from './types';

export { DeadlinePassedError } from './types';
export type { BrandRecord, BrandWrite, PinStore, StoreChange, StoreContents, UpdateDecision, UpdateOptions } from './types';
export { FilesPinStore } from './files';
export { RedisPinStore, parseRedisUrl } from './redis';

/** The environment variable naming the store, read by the CLI and the edge alike. */
export const PIN_STORE_ENV = 'PIN_STORE';

export interface OpenStoreOptions {
  /** The brands folder the files driver uses when the setting does not name one. */
  brandsDir: string;
  /** CLI (fail fast) or edge (reconnect for ever). */
  role?: RedisRole;
  /** Redis command time-out (ms). */
  commandTimeoutMs?: number;
  /** The CLI's deadline (ms since the epoch): nothing waits past it, nothing is written after it. */
  deadlineAt?: number;
}

/**
 * The store a setting names: empty or `files` → the files under `brandsDir`; `files:<dir>` → the
 * files under `<dir>`; `redis://[:password@]host:port/db[?prefix=wl:]` (or `rediss://`) → Redis.
 */
export function openPinStore(setting: string | undefined, options: OpenStoreOptions): PinStore {
  const value = (setting ?? '').trim();
  if (value === '' || value === 'files') return new FilesPinStore(path.resolve(options.brandsDir), options.deadlineAt);
  if (value.startsWith('files:')) return new FilesPinStore(path.resolve(value.slice('files:'.length)), options.deadlineAt);
  if (/^rediss?:\/\//.test(value))
    return new RedisPinStore(value, {
      ...(options.role ? { role: options.role } : {}),
      ...(options.commandTimeoutMs ? { commandTimeoutMs: options.commandTimeoutMs } : {}),
      ...(options.deadlineAt !== undefined ? { deadlineAt: options.deadlineAt } : {}),
    });
  throw new Error(`"${value}" is not a pin store: use files, files:<folder> or redis://host:port/db`);
}

/** What a setting names, for messages, without opening it (a Redis password is left out). */
export function describeStoreSetting(setting: string | undefined, brandsDir: string): string {
  const value = (setting ?? '').trim();
  if (value === '' || value === 'files') return `files in ${path.resolve(brandsDir)}`;
  if (value.startsWith('files:')) return `files in ${path.resolve(value.slice('files:'.length))}`;
  try {
    const url = new URL(value);
    url.password = '';
    url.username = '';
    return url.toString();
  } catch {
    return value;
  }
}
