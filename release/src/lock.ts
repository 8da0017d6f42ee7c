// A lock file per brand, so two operators (or two CI jobs) changing one brand at once never lose an
// update: `O_EXCL` create with the owner's pid, host and time; a lock whose owner is gone (same host,
// dead pid) or that is older than `staleMs` is taken over.
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { failure } from './errors';
import { uniqueSuffix } from './fs-util';

export interface LockOptions {
  /** Give up after this long (default 15 s). */
  timeoutMs?: number;
  /** A lock older than this is stale (default 60 s: no command holds a brand lock that long). */
  staleMs?: number;
}

interface LockOwner {
  pid: number;
  host: string;
  at: string;
  token: string;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readOwner(file: string): Promise<{ owner: LockOwner | null; raw: string; mtimeMs: number } | null> {
  try {
    const [raw, stat] = await Promise.all([fs.readFile(file, 'utf8'), fs.stat(file)]);
    let owner: LockOwner | null = null;
    try {
      owner = JSON.parse(raw) as LockOwner;
    } catch {
      owner = null; // being written, or garbage: judged by its age
    }
    return { owner, raw, mtimeMs: stat.mtimeMs };
  } catch {
    return null;
  }
}

function isStale(info: { owner: LockOwner | null; mtimeMs: number }, staleMs: number): boolean {
  if (Date.now() - info.mtimeMs > staleMs) return true;
  const { owner } = info;
  return owner !== null && owner.host === os.hostname() && owner.pid !== process.pid && !alive(owner.pid);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The lock file of a brand. */
export function brandLockPath(brandsDir: string, brand: string): string {
  return path.join(brandsDir, '.locks', `${brand}.lock`);
}

/** Runs `fn` holding the lock file `file`; releases it afterwards, even when `fn` throws. */
export async function withLock<T>(file: string, fn: () => Promise<T>, options: LockOptions = {}): Promise<T> {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const staleMs = options.staleMs ?? 60_000;
  await fs.mkdir(path.dirname(file), { recursive: true });
  const me: LockOwner = { pid: process.pid, host: os.hostname(), at: new Date().toISOString(), token: uniqueSuffix() };
  const deadline = Date.now() + timeoutMs;
  for (let attempt = 0; ; attempt += 1) {
    try {
      const handle = await fs.open(file, 'wx');
      try {
        await handle.writeFile(JSON.stringify(me));
      } finally {
        await handle.close();
      }
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const info = await readOwner(file);
    if (info && isStale(info, staleMs)) {
      // Take over: move the stale lock aside (only one taker's rename succeeds), check that what
      // moved is the lock judged stale, and put a fresh one back if another process won meanwhile.
      const aside = `${file}.stale-${uniqueSuffix()}`;
      try {
        await fs.rename(file, aside);
        const moved = await fs.readFile(aside, 'utf8');
        if (moved !== info.raw) await fs.link(aside, file).catch(() => undefined);
        await fs.rm(aside, { force: true });
      } catch {
        // someone else took it over first
      }
      continue;
    }
    if (Date.now() > deadline) {
      const who = info?.owner ? `pid ${info.owner.pid} on ${info.owner.host} since ${info.owner.at}` : 'another process';
      throw failure(`could not lock ${file}: held by ${who} (waited ${timeoutMs} ms; remove the file if that process is gone)`);
    }
    await sleep(Math.min(40, 2 + attempt * 2) * (0.5 + Math.random()));
  }
  try {
    return await fn();
  } finally {
    const info = await readOwner(file);
    if (info?.owner?.token === me.token) await fs.rm(file, { force: true });
  }
}
