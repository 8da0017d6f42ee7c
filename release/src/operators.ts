// Operators of the console (`/ops` on the edge): name → scrypt hash, kept in the pin store (files:
// `<brands>/.ops/operators.json`, never served; Redis: the hash `<prefix>operators`), added with
// `wl-release operator add`. docs/adr/0013-release-health.md.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { z } from 'zod/mini';
import { writeFileAtomic } from './fs-util';
import type { PinStore } from './store';
import type { FilesPinStore } from './store/files';
import type { RedisPinStore } from './store/redis';

/** scrypt's cost: N = 2^15, r = 8, p = 1 (32 MiB, tens of milliseconds: OWASP's minimum is 2^17 with less memory per step). */
export const SCRYPT = { N: 2 ** 15, r: 8, p: 1, keyLength: 32, maxmem: 96 * 1024 * 1024 } as const;

export const OPERATOR_NAME = /^[a-z][a-z0-9._-]{1,31}$/;
export const MIN_PASSWORD_LENGTH = 12;

const scrypt = (password: string, salt: Buffer, N: number, r: number, p: number) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password.normalize('NFKC'), salt, SCRYPT.keyLength, { N, r, p, maxmem: SCRYPT.maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );

/** `scrypt$N$r$p$<salt>$<key>` (base64url) of a password. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, SCRYPT.N, SCRYPT.r, SCRYPT.p);
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

// A hash to check against when the name is unknown, so that an unknown name costs the same time.
let decoy: Promise<string> | null = null;

/** Whether `password` matches `hash` (constant time); an unknown operator (`hash` null) costs the same. */
export async function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  const stored = hash ?? (await (decoy ??= hashPassword(randomBytes(12).toString('hex'))));
  const [kind, n, r, p, salt, key] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p));
  return hash !== null && expected.length === actual.length && timingSafeEqual(expected, actual);
}

export const operatorSchema = z.object({
  name: z.string().check(z.regex(OPERATOR_NAME)),
  hash: z.string().check(z.startsWith('scrypt$')),
  createdAt: z.string(),
  createdBy: z.string(),
});
export type Operator = z.infer<typeof operatorSchema>;

/** The operators of a pin store. */
export interface OperatorStore {
  get(name: string): Promise<Operator | null>;
  list(): Promise<Operator[]>;
  put(operator: Operator): Promise<void>;
  remove(name: string): Promise<boolean>;
}

function parseOperator(text: string): Operator | null {
  try {
    const parsed = operatorSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

class FileOperators implements OperatorStore {
  readonly file: string;

  constructor(brandsDir: string) {
    this.file = path.join(brandsDir, '.ops', 'operators.json');
  }

  private async readAll(): Promise<Record<string, Operator>> {
    let text: string;
    try {
      text = await fs.readFile(this.file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
      throw error;
    }
    const raw = JSON.parse(text) as { operators?: Record<string, unknown> };
    const out: Record<string, Operator> = {};
    for (const [name, value] of Object.entries(raw.operators ?? {})) {
      const operator = parseOperator(JSON.stringify(value));
      if (operator && operator.name === name) out[name] = operator;
    }
    return out;
  }

  private async writeAll(operators: Record<string, Operator>): Promise<void> {
    await writeFileAtomic(this.file, `${JSON.stringify({ operators }, null, 2)}\n`);
    await fs.chmod(this.file, 0o600);
  }

  async get(name: string) {
    return (await this.readAll())[name] ?? null;
  }

  async list() {
    return Object.values(await this.readAll()).sort((a, b) => a.name.localeCompare(b.name));
  }

  async put(operator: Operator) {
    await this.writeAll({ ...(await this.readAll()), [operator.name]: operator });
  }

  async remove(name: string) {
    const all = await this.readAll();
    if (!all[name]) return false;
    delete all[name];
    await this.writeAll(all);
    return true;
  }
}

class RedisOperators implements OperatorStore {
  constructor(private readonly store: RedisPinStore) {}

  private get key() {
    return `${this.store.keyPrefix}operators`;
  }

  async get(name: string) {
    const text = await this.store.redis.hget(this.key, name);
    return text === null ? null : parseOperator(text);
  }

  async list() {
    const all = await this.store.redis.hgetall(this.key);
    return Object.values(all)
      .map(parseOperator)
      .filter((o): o is Operator => o !== null)
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  async put(operator: Operator) {
    await this.store.redis.hset(this.key, operator.name, JSON.stringify(operator));
  }

  async remove(name: string) {
    return (await this.store.redis.hdel(this.key, name)) > 0;
  }
}

/** The operators kept beside a pin store's brands. */
export function operatorsOf(store: PinStore): OperatorStore {
  return store.kind === 'redis' ? new RedisOperators(store as RedisPinStore) : new FileOperators((store as FilesPinStore).brandsDir);
}
