// The Redis driver: one Redis (7, or anything that speaks its protocol and Lua) shared by every
// operator's CLI and every edge. Per brand a hash `<prefix>brand:<id>` {config, releases, rev} and
// a list `<prefix>history:<id>`; `<prefix>index` (the brand index) and the set `<prefix>brands`.
// A change is one Lua script: compare the brand's revision, write it all, publish on
// `<prefix>changes` (docs/adr/0012-pin-store.md).
import { Redis, type RedisOptions } from 'ioredis';
import {
  DeadlinePassedError,
  type BrandRecord,
  type PinStore,
  type StoreChange,
  type StoreContents,
  type UpdateDecision,
  type UpdateOptions,
} from './types';

/**
 * KEYS: brand hash, history list, brand set. ARGV: expected revision, brand id, brand text,
 * releases text ('' keeps it), history entry ('' none), channel, deadline (ms since the epoch, ''
 * none). Returns the new revision, 0 when the brand is no longer at the expected one, or -1 when the
 * server runs it after the deadline (a command held up on the way, or by a paused server, lands never
 * rather than late; the server's clock judges, so the CLI's and the server's should agree). A key of
 * another type is an error (a value this tool did not write): nothing is written over it.
 */
const COMPARE_AND_SET = `
if ARGV[7] ~= '' then
  local now = redis.call('TIME')
  if tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000) > tonumber(ARGV[7]) then return -1 end
end
local kind = redis.call('TYPE', KEYS[1]).ok
if kind ~= 'hash' and kind ~= 'none' then
  return redis.error_reply('WRONGTYPE ' .. KEYS[1] .. ' holds a ' .. kind .. ', not a brand')
end
local current = redis.call('HGET', KEYS[1], 'rev')
local rev = 0
if current then
  rev = tonumber(current)
  if rev == nil then return redis.error_reply('BADREV ' .. KEYS[1] .. ' has a revision that is not a number') end
end
if tostring(rev) ~= ARGV[1] then return 0 end
local nextRev = rev + 1
redis.call('HSET', KEYS[1], 'config', ARGV[3], 'rev', tostring(nextRev))
if ARGV[4] ~= '' then redis.call('HSET', KEYS[1], 'releases', ARGV[4]) end
if ARGV[5] ~= '' then redis.call('RPUSH', KEYS[2], ARGV[5]) end
redis.call('SADD', KEYS[3], ARGV[2])
redis.call('PUBLISH', ARGV[6], cjson.encode({ kind = 'brand', brand = ARGV[2], revision = tostring(nextRev) }))
return nextRev
`;

/** How a Redis client of this store behaves: the CLI fails fast, the edge keeps reconnecting. */
export type RedisRole = 'cli' | 'edge';

export interface RedisStoreOptions {
  role?: RedisRole;
  /** A command that takes longer fails (the edge then keeps its last good pins). Default 5 s (edge 1 s). */
  commandTimeoutMs?: number;
  /**
   * The CLI's deadline (ms since the epoch): no command waits past it, and a write the server would
   * run after it is refused there (COMPARE_AND_SET).
   */
  deadlineAt?: number;
}

/** `redis://[:password@]host:port/db[?prefix=wl:]` → ioredis options and the key prefix. */
export function parseRedisUrl(url: string): { options: RedisOptions; prefix: string; where: string } {
  const parsed = new URL(url);
  if (parsed.protocol !== 'redis:' && parsed.protocol !== 'rediss:') throw new Error(`not a Redis URL: ${url}`);
  const db = parsed.pathname.replace(/^\//, '');
  if (db !== '' && !/^\d+$/.test(db)) throw new Error(`the database in ${url} is not a number`);
  const prefix = parsed.searchParams.get('prefix') ?? 'wl:';
  const options: RedisOptions = {
    host: parsed.hostname || '127.0.0.1',
    port: parsed.port ? Number(parsed.port) : 6379,
    db: db === '' ? 0 : Number(db),
    ...(parsed.username ? { username: decodeURIComponent(parsed.username) } : {}),
    ...(parsed.password ? { password: decodeURIComponent(parsed.password) } : {}),
    ...(parsed.protocol === 'rediss:' ? { tls: {} } : {}),
  };
  const where = `${parsed.protocol}//${options.host}:${options.port}/${options.db}${prefix === 'wl:' ? '' : `?prefix=${prefix}`}`;
  return { options, prefix, where };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class RedisPinStore implements PinStore {
  readonly kind = 'redis' as const;
  readonly where: string;
  private readonly client: Redis;
  private readonly prefix: string;
  private readonly baseOptions: RedisOptions;
  private subscribers: Redis[] = [];
  private connectionError: string | null = null;
  private readonly role: RedisRole;
  private readonly deadlineAt: number | undefined;

  constructor(url: string, options: RedisStoreOptions = {}) {
    const { options: base, prefix, where } = parseRedisUrl(url);
    this.where = where;
    this.prefix = prefix;
    const role = options.role ?? 'cli';
    this.role = role;
    this.deadlineAt = options.deadlineAt;
    const guarded = role === 'cli' && options.deadlineAt !== undefined;
    const left = options.deadlineAt === undefined ? Infinity : Math.max(1, options.deadlineAt - Date.now());
    this.baseOptions = {
      ...base,
      connectTimeout: role === 'edge' ? 1000 : Math.min(3000, left),
      // The CLI with a deadline: a command waits until it, never past it, and never gives up before
      // it either (a write given up on that the server then ran would be a failure that landed).
      commandTimeout: options.commandTimeoutMs ?? (role === 'edge' ? 1000 : options.deadlineAt === undefined ? 5000 : left),
      // The CLI gives up after a few tries and says so; the edge reconnects for ever, with backoff,
      // and answers from memory meanwhile (no command waits in a queue for a connection).
      retryStrategy: role === 'edge' ? (times) => Math.min(100 * 2 ** Math.min(times, 5), 2000) : (times) => (times > 3 ? null : 200),
      maxRetriesPerRequest: role === 'edge' ? 0 : 2,
      // Under a deadline no command waits in a queue for a connection, nor is sent again after a
      // reconnection: a write the CLI gave up on must never land later (it waits for the connection
      // itself, `connected`, within its deadline). The edge never queues either.
      enableOfflineQueue: role !== 'edge' && !guarded,
      autoResendUnfulfilledCommands: !guarded,
    };
    this.client = new Redis({ ...this.baseOptions, lazyConnect: false });
    // Errors reach the commands that fail; without a listener ioredis would also print each one.
    this.client.on('error', (error: Error) => {
      this.connectionError = error.message;
    });
    this.client.on('ready', () => {
      this.connectionError = null;
    });
  }

  /** The CLI's commands wait here for the connection (within the deadline), never in a queue. */
  private async connected(): Promise<void> {
    if (this.role !== 'cli' || this.client.status === 'ready') return;
    const waitMs = this.deadlineAt === undefined ? 10_000 : Math.max(0, this.deadlineAt - Date.now());
    if (!(await this.whenConnected(waitMs))) throw new Error(this.connectionError ?? `connection ${this.client.status}`);
  }

  private key(...parts: string[]): string {
    return `${this.prefix}${parts.join(':')}`;
  }

  /** The keys of one brand (and its announcement channel). */
  keys(brand: string) {
    return {
      brand: this.key('brand', brand),
      history: this.key('history', brand),
      brands: this.key('brands'),
      index: this.key('index'),
      channel: this.key('changes'),
    };
  }

  locate(brand: string): string {
    return `${this.keys(brand).brand} in ${this.where}`;
  }

  async readIndex(): Promise<string | null> {
    await this.connected();
    return this.client.get(this.key('index'));
  }

  async listBrands(): Promise<string[]> {
    await this.connected();
    return (await this.client.smembers(this.key('brands'))).sort();
  }

  async readBrand(brand: string): Promise<BrandRecord> {
    const keys = this.keys(brand);
    await this.connected();
    const replies = await this.client.multi().hgetall(keys.brand).lrange(keys.history, 0, -1).exec();
    if (!replies) throw new Error(`the read of ${keys.brand} was aborted`);
    const [[hashError, hash], [historyError, history]] = replies as [[Error | null, Record<string, string>], [Error | null, string[]]];
    if (hashError) throw hashError;
    if (historyError) throw historyError;
    return {
      brand: hash.config ?? null,
      releases: hash.releases ?? null,
      history,
      revision: hash.rev ?? '0',
    };
  }

  async readPins(brand: string) {
    await this.connected();
    const [config, releases, rev] = await this.client.hmget(this.keys(brand).brand, 'config', 'releases', 'rev');
    return { brand: config ?? null, releases: releases ?? null, revision: rev ?? null };
  }

  async readAll(): Promise<StoreContents> {
    const [index, ids] = await Promise.all([this.readIndex(), this.listBrands()]);
    const brands = new Map<string, BrandRecord>();
    for (const id of ids) brands.set(id, await this.readBrand(id));
    return { index, brands };
  }

  /** Compare-and-set: the new revision, or null when the brand moved on. */
  async compareAndSet(brand: string, expectedRevision: string, write: { brand: string; releases?: string; history?: string }) {
    const keys = this.keys(brand);
    await this.connected();
    const reply = (await this.client.eval(
      COMPARE_AND_SET,
      3,
      keys.brand,
      keys.history,
      keys.brands,
      expectedRevision,
      brand,
      write.brand,
      write.releases ?? '',
      write.history ?? '',
      keys.channel,
      this.deadlineAt === undefined ? '' : String(this.deadlineAt),
    )) as number;
    if (reply === -1) throw new DeadlinePassedError(`${this.locate(brand)}: the server ran the write after the deadline and refused it`);
    return reply === 0 ? null : String(reply);
  }

  async update<T>(brand: string, decide: (current: BrandRecord) => Promise<UpdateDecision<T>>, options: UpdateOptions = {}): Promise<T> {
    const deadline = Math.min(Date.now() + (options.timeoutMs ?? 15_000), this.deadlineAt ?? Infinity);
    for (let attempt = 0; ; attempt += 1) {
      this.assertBeforeDeadline();
      const current = await this.readBrand(brand);
      const { write, result } = await decide(current);
      if (!write) return result;
      this.assertBeforeDeadline();
      if ((await this.compareAndSet(brand, current.revision, write)) !== null) return result;
      // Another writer changed the brand after this read: decide again on its value.
      if (Date.now() > deadline)
        throw Object.assign(new Error(`${this.locate(brand)} kept changing under this update (${attempt + 1} tries)`), {
          code: 'STORE_CONTENDED',
        });
      await sleep(Math.min(50, 2 + attempt * 3) * Math.random());
    }
  }

  async replaceBrand(brand: string, record: Omit<BrandRecord, 'revision'>): Promise<void> {
    const keys = this.keys(brand);
    await this.connected();
    const current = await this.client.type(keys.brand);
    if (current !== 'hash' && current !== 'none') throw new Error(`${keys.brand} holds a ${current}, not a brand: remove it first`);
    const multi = this.client.multi().hincrby(keys.brand, 'rev', 1).del(keys.history);
    if (record.brand === null) multi.hdel(keys.brand, 'config');
    else multi.hset(keys.brand, 'config', record.brand);
    if (record.releases === null) multi.hdel(keys.brand, 'releases');
    else multi.hset(keys.brand, 'releases', record.releases);
    if (record.history.length > 0) multi.rpush(keys.history, ...record.history);
    multi.sadd(keys.brands, brand);
    this.assertBeforeDeadline();
    const replies = await multi.exec();
    const failed = replies?.find(([error]) => error);
    if (failed?.[0]) throw failed[0];
  }

  async writeIndex(text: string): Promise<void> {
    await this.connected();
    this.assertBeforeDeadline();
    await this.client.set(this.key('index'), text);
  }

  async announceAll(): Promise<void> {
    await this.connected();
    await this.client.publish(this.key('changes'), JSON.stringify({ kind: 'all' }));
  }

  async subscribe(listener: (change: StoreChange) => void, onState?: (state: { up: boolean; reason?: string }) => void) {
    const channel = this.key('changes');
    // A connection in subscriber mode runs no other command: one of its own, which ioredis
    // reconnects and subscribes again after an outage.
    const subscriber = new Redis({ ...this.baseOptions, enableOfflineQueue: true, maxRetriesPerRequest: null, commandTimeout: undefined });
    this.subscribers.push(subscriber);
    let lastError = '';
    subscriber.on('error', (error: Error) => {
      lastError = error.message;
    });
    subscriber.on('close', () => onState?.({ up: false, reason: lastError || 'connection closed' }));
    // Up once the channel is subscribed (again, after a reconnection): from then on no change is
    // missed, so a reader reloads everything at that moment.
    subscriber.on('ready', () => {
      subscriber
        .subscribe(channel)
        .then(() => onState?.({ up: true }))
        .catch((error: Error) => onState?.({ up: false, reason: error.message }));
    });
    subscriber.on('message', (_channel: string, message: string) => {
      try {
        const change = JSON.parse(message) as StoreChange;
        if (change.kind === 'brand' && typeof change.brand === 'string') listener({ ...change, revision: String(change.revision) });
        else listener({ kind: 'all' });
      } catch {
        listener({ kind: 'all' });
      }
    });
    return async () => {
      this.subscribers = this.subscribers.filter((s) => s !== subscriber);
      subscriber.disconnect();
    };
  }

  private assertBeforeDeadline(): void {
    if (this.deadlineAt !== undefined && Date.now() >= this.deadlineAt)
      throw new DeadlinePassedError(`${this.where}: the deadline passed before the write was sent`);
  }

  /**
   * Resolves true once connected, false after `timeoutMs` or once the client gave up reconnecting
   * (an edge's first read then fails and says why).
   */
  whenConnected(timeoutMs = 2000): Promise<boolean> {
    if (this.client.status === 'ready') return Promise.resolve(true);
    if (this.client.status === 'end') return Promise.resolve(false);
    return new Promise((resolve) => {
      const done = (up: boolean) => {
        clearTimeout(timer);
        this.client.off('ready', onReady);
        this.client.off('end', onEnd);
        resolve(up);
      };
      const timer = setTimeout(() => done(false), timeoutMs);
      const onReady = () => done(true);
      const onEnd = () => done(false);
      this.client.once('ready', onReady);
      this.client.once('end', onEnd);
    });
  }

  /** The prefix of every key of this store (`wl:` unless the URL names another). */
  get keyPrefix(): string {
    return this.prefix;
  }

  /** The client, for tests and the fleet's tools (a foreign value written by hand). */
  get redis(): Redis {
    return this.client;
  }

  explain(error: Error): string {
    if (this.client.status !== 'ready') return `cannot reach it (${this.connectionError ?? `connection ${this.client.status}`})`;
    return error.message;
  }

  async close(): Promise<void> {
    for (const subscriber of this.subscribers) subscriber.disconnect();
    this.subscribers = [];
    this.client.disconnect();
  }
}
