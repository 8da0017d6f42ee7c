// Types of fleet.mjs for its TypeScript callers (release/test/fleet.test.ts).
export declare const REDIS_SERVER: string;
export declare const NGINX: string;
export declare function requireBinary(binary: string, debianPackage: string): void;
export declare function freePort(): Promise<number>;
/** WL_READY_TIMEOUT_MS: the environment variable that sets the readiness deadline. */
export declare const READY_TIMEOUT_ENV: string;
export declare const DEFAULT_READY_TIMEOUT_MS: number;
/** The readiness deadline (ms): `value`, else WL_READY_TIMEOUT_MS, else 120 s; throws on a bad value. */
export declare function readyTimeoutMs(value?: string | number, env?: Record<string, string | undefined>): number;
/** s3rver middleware giving `bucket` S3's conditional-write rule (412 for `If-None-Match: *` on an existing key). */
export declare function conditionalWrites(
  bucket: string,
  onPut?: (put: { key: string; ifNoneMatch: string }) => void,
): (ctx: unknown, next: () => Promise<void>) => Promise<void>;

export declare class RedisProcess {
  constructor(options: { port: number; dir: string; log?: (line: string) => void; readyTimeoutMs?: number });
  readonly port: number;
  readonly url: string;
  start(): Promise<void>;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/** The credentials s3rver takes: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY. */
export declare const S3RVER_CREDENTIALS: Record<'AWS_ACCESS_KEY_ID' | 'AWS_SECRET_ACCESS_KEY', string>;

/** s3rver in this process on a loopback port, with S3's conditional-write rule (412). */
export declare class S3Process {
  constructor(options: {
    port?: number;
    dir: string;
    bucket?: string;
    prefix?: string;
    onPut?: (put: { key: string; ifNoneMatch: string }) => void;
    log?: (line: string) => void;
    readyTimeoutMs?: number;
  });
  readonly port: number;
  readonly dir: string;
  readonly bucket: string;
  readonly endpoint: string;
  /** `s3://<bucket>/<prefix>?endpoint=…&region=us-east-1`. */
  readonly registryUrl: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface Readiness {
  status: number;
  body: { status: string; checks: Record<string, { ok: boolean; reason?: string; [figure: string]: unknown }> };
}

export declare class EdgeProcess {
  constructor(options: { name: string; port: number; env: Record<string, string>; log?: (line: string) => void; readyTimeoutMs?: number });
  readonly name: string;
  readonly port: number;
  readonly url: string;
  start(): Promise<void>;
  readiness(): Promise<Readiness>;
  waitReady(timeoutMs?: number): Promise<void>;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export declare class NginxProcess {
  constructor(options: { port: number; edgePorts: number[]; dir: string; log?: (line: string) => void; readyTimeoutMs?: number });
  readonly url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export declare function releaseCli(args: string[], env?: Record<string, string>): Promise<{ stdout: string; stderr: string }>;

export interface Fleet {
  dir: string;
  redis: RedisProcess;
  /** The bucket's s3rver (`registry: 's3'`), else null. */
  s3: S3Process | null;
  /** Where the edges read the registry: the folder, or the bucket's `s3://…` setting. */
  registry: string;
  /** What a CLI needs beside PIN_STORE to pin against this fleet's registry (empty for a folder). */
  registryEnv: Record<string, string>;
  edges: EdgeProcess[];
  nginx: NginxProcess | null;
  url: string;
  stop(): Promise<void>;
}

export declare function startFleet(options: {
  brandsDir: string;
  registryDir: string;
  distDir: string;
  registry?: 'files' | 's3';
  edges?: number;
  port?: number;
  edgePorts?: number[];
  redisPort?: number;
  s3Port?: number;
  env?: Record<string, string>;
  dir?: string;
  log?: (line: string) => void;
  seed?: boolean;
  readyTimeoutMs?: number;
}): Promise<Fleet>;
