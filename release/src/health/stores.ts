// The two other homes of the figures: snapshot files beside a files pin store (each edge writes its
// own, any reader sums them: the CLI's `promote` reads what the edge counted) and Redis (one hash
// per bucket, shared by a fleet). docs/adr/0013-release-health.md.
import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { Redis } from 'ioredis';
import { writeFileAtomic } from '../fs-util';
import { BUCKET_MS, bucketOf, MemoryFigures, RETENTION_MS, type Bucket, type HealthFigures, type Increments } from './figures';

/** The folder of the figures' snapshots in a files store (never served: a dot folder). */
export const SNAPSHOT_DIR = '.health';

type Snapshot = { writtenAt: number; buckets: { start: number; counts: Record<string, number> }[] };

async function readSnapshots(dir: string, skip: string | null, retentionMs: number, now: number): Promise<Bucket[]> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch {
    return [];
  }
  const out: Bucket[] = [];
  for (const name of names) {
    if (!name.endsWith('.json') || name === skip) continue;
    try {
      const snapshot = JSON.parse(await fs.readFile(path.join(dir, name), 'utf8')) as Snapshot;
      if (now - snapshot.writtenAt > retentionMs) {
        await fs.rm(path.join(dir, name), { force: true });
        continue;
      }
      for (const bucket of snapshot.buckets) out.push({ start: bucket.start, counts: new Map(Object.entries(bucket.counts)) });
    } catch {
      // Being written (renamed into place) or broken: the next read sees it.
    }
  }
  return out;
}

/**
 * Figures in memory, written as a snapshot into `<brandsDir>/.health/<edge>.json` every
 * `flushMs` (an edge on the files store), and read back summed with every other snapshot there.
 * A reader without a writer's role (the CLI) only reads the snapshots.
 */
export class SnapshotFigures extends MemoryFigures {
  override readonly kind = 'snapshots' as const;
  readonly dir: string;
  private readonly file: string | null;
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(brandsDir: string, options: { writer?: boolean; flushMs?: number; now?: () => number; retentionMs?: number } = {}) {
    super(options.now, options.retentionMs);
    this.dir = path.join(brandsDir, SNAPSHOT_DIR);
    this.file = options.writer ? `edge-${process.pid}-${randomBytes(4).toString('hex')}.json` : null;
    if (this.file) {
      this.timer = setInterval(() => void this.flush(), options.flushMs ?? 2000);
      this.timer.unref();
    }
  }

  override async read(from: number, to: number): Promise<Bucket[]> {
    const mine = await super.read(from, to);
    const others = (await readSnapshots(this.dir, this.file, this.retentionMs, this.now())).filter(
      (b) => b.start >= bucketOf(from) && b.start <= to,
    );
    return [...mine, ...others].sort((a, b) => a.start - b.start);
  }

  /** Writes this edge's buckets (atomically). */
  flush(): Promise<void> {
    if (!this.file) return Promise.resolve();
    const file = path.join(this.dir, this.file);
    this.writing = this.writing
      .then(() => writeFileAtomic(file, JSON.stringify({ writtenAt: this.now(), buckets: this.snapshot() } satisfies Snapshot)))
      .catch(() => undefined);
    return this.writing;
  }

  override async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.flush();
  }
}

/** Takes or keeps a lease: set when free, extended when already the holder's. */
const LEASE = `
local current = redis.call('GET', KEYS[1])
if current == false then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
  return 1
end
if current == ARGV[1] then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return 1
end
return 0
`;

/** Figures in Redis: `<prefix>health:<bucket start>` hashes of counters, expiring after the retention. */
export class RedisFigures implements HealthFigures {
  readonly kind = 'redis' as const;

  constructor(
    private readonly client: Redis,
    private readonly prefix: string,
    private readonly retentionMs = RETENTION_MS,
    private readonly owned = false,
  ) {}

  private key(start: number): string {
    return `${this.prefix}health:${start}`;
  }

  async add(at: number, increments: Increments): Promise<void> {
    if (increments.size === 0) return;
    const key = this.key(bucketOf(at));
    const multi = this.client.multi();
    for (const [field, value] of increments) multi.hincrby(key, field, value);
    multi.pexpire(key, this.retentionMs + BUCKET_MS);
    const replies = await multi.exec();
    const failed = replies?.find(([error]) => error);
    if (failed?.[0]) throw failed[0];
  }

  async read(from: number, to: number): Promise<Bucket[]> {
    const starts: number[] = [];
    for (let start = bucketOf(from); start <= to; start += BUCKET_MS) starts.push(start);
    if (starts.length === 0) return [];
    const pipeline = this.client.pipeline();
    for (const start of starts) pipeline.hgetall(this.key(start));
    const replies = (await pipeline.exec()) ?? [];
    const out: Bucket[] = [];
    for (const [index, [error, hash]] of replies.entries()) {
      if (error) throw error;
      const entries = Object.entries(hash as Record<string, string>);
      if (entries.length === 0) continue;
      out.push({ start: starts[index] ?? 0, counts: new Map(entries.map(([k, v]) => [k, Number(v)])) });
    }
    return out;
  }

  async lease(name: string, holder: string, ttlMs: number): Promise<boolean> {
    return (await this.client.eval(LEASE, 1, `${this.prefix}lease:${name}`, holder, String(ttlMs))) === 1;
  }

  async close(): Promise<void> {
    if (this.owned) this.client.disconnect();
  }
}
