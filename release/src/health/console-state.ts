// The console's sessions and its pause after failed logins: in memory on one edge, in Redis for a
// fleet (a login made through one edge holds on the next, and a guesser gains nothing by moving
// between edges). Sessions are kept under the SHA-256 of their id, so a copy of the store holds
// no usable cookie. docs/adr/0013-release-health.md.
import { createHash, randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

export interface ConsoleSession {
  operator: string;
  /** The token every action's form carries (a cross-site request cannot read it). */
  csrf: string;
  createdAt: number;
}

/** After this many failures within `FAILURE_WINDOW_MS`, a name (or a client) waits; the wait doubles. */
export const LOGIN_PAUSE = { freeFailures: 5, firstPauseMs: 30_000, maxPauseMs: 15 * 60_000, windowMs: 15 * 60_000 } as const;
export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_MAX_MS = 8 * 60 * 60_000;

const digest = (id: string) => createHash('sha256').update(id).digest('base64url');

/** How long a key with `failures` failures must wait (0: none). */
export function pauseFor(failures: number): number {
  if (failures < LOGIN_PAUSE.freeFailures) return 0;
  return Math.min(LOGIN_PAUSE.maxPauseMs, LOGIN_PAUSE.firstPauseMs * 2 ** (failures - LOGIN_PAUSE.freeFailures));
}

export interface ConsoleState {
  /** A new session; resolves with its id (the cookie's value). */
  createSession(operator: string): Promise<{ id: string; session: ConsoleSession }>;
  /** The session of an id (refreshing its idle time), or null. */
  readSession(id: string): Promise<ConsoleSession | null>;
  deleteSession(id: string): Promise<void>;
  /** Records a failed login for `key`; resolves with the failures in the window. */
  recordFailure(key: string): Promise<number>;
  clearFailures(key: string): Promise<void>;
  /** How long `key` must still wait before its next try (ms; 0: none). */
  waitFor(key: string): Promise<number>;
  close(): Promise<void>;
}

export class MemoryConsoleState implements ConsoleState {
  private readonly sessions = new Map<string, ConsoleSession & { seenAt: number }>();
  private readonly failures = new Map<string, { count: number; firstAt: number; lastAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async createSession(operator: string) {
    const id = randomBytes(32).toString('base64url');
    const session = { operator, csrf: randomBytes(24).toString('base64url'), createdAt: this.now() };
    this.sessions.set(digest(id), { ...session, seenAt: this.now() });
    return { id, session };
  }

  async readSession(id: string) {
    const key = digest(id);
    const held = this.sessions.get(key);
    const now = this.now();
    if (!held || now - held.seenAt > SESSION_IDLE_MS || now - held.createdAt > SESSION_MAX_MS) {
      this.sessions.delete(key);
      return null;
    }
    held.seenAt = now;
    return { operator: held.operator, csrf: held.csrf, createdAt: held.createdAt };
  }

  async deleteSession(id: string) {
    this.sessions.delete(digest(id));
  }

  async recordFailure(key: string) {
    const now = this.now();
    const held = this.failures.get(key);
    const next =
      held && now - held.firstAt < LOGIN_PAUSE.windowMs
        ? { ...held, count: held.count + 1, lastAt: now }
        : { count: 1, firstAt: now, lastAt: now };
    this.failures.set(key, next);
    return next.count;
  }

  async clearFailures(key: string) {
    this.failures.delete(key);
  }

  async waitFor(key: string) {
    const held = this.failures.get(key);
    if (!held) return 0;
    return Math.max(0, held.lastAt + pauseFor(held.count) - this.now());
  }

  async close() {
    this.sessions.clear();
  }
}

export class RedisConsoleState implements ConsoleState {
  constructor(
    private readonly client: Redis,
    private readonly prefix: string,
  ) {}

  private sessionKey(id: string) {
    return `${this.prefix}ops:session:${digest(id)}`;
  }

  private failureKey(key: string) {
    return `${this.prefix}ops:failures:${createHash('sha256').update(key).digest('base64url')}`;
  }

  async createSession(operator: string) {
    const id = randomBytes(32).toString('base64url');
    const session = { operator, csrf: randomBytes(24).toString('base64url'), createdAt: Date.now() };
    await this.client.set(this.sessionKey(id), JSON.stringify(session), 'PX', SESSION_IDLE_MS);
    return { id, session };
  }

  async readSession(id: string) {
    const key = this.sessionKey(id);
    const text = await this.client.get(key);
    if (!text) return null;
    const session = JSON.parse(text) as ConsoleSession;
    if (Date.now() - session.createdAt > SESSION_MAX_MS) {
      await this.client.del(key);
      return null;
    }
    await this.client.pexpire(key, SESSION_IDLE_MS);
    return session;
  }

  async deleteSession(id: string) {
    await this.client.del(this.sessionKey(id));
  }

  async recordFailure(key: string) {
    const redisKey = this.failureKey(key);
    const [[, count]] = (await this.client
      .multi()
      .hincrby(redisKey, 'count', 1)
      .hset(redisKey, 'lastAt', String(Date.now()))
      .pexpire(redisKey, LOGIN_PAUSE.windowMs, 'NX')
      .exec()) as [[Error | null, number], ...unknown[]];
    return count;
  }

  async clearFailures(key: string) {
    await this.client.del(this.failureKey(key));
  }

  async waitFor(key: string) {
    const { count, lastAt } = await this.client.hgetall(this.failureKey(key));
    if (!count || !lastAt) return 0;
    return Math.max(0, Number(lastAt) + pauseFor(Number(count)) - Date.now());
  }

  async close() {
    // The client belongs to the pin store.
  }
}
