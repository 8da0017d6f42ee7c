// Types of fleet.mjs for its TypeScript callers (release/test/fleet.test.ts).
export declare const REDIS_SERVER: string;
export declare const NGINX: string;
export declare function requireBinary(binary: string, debianPackage: string): void;
export declare function freePort(): Promise<number>;

export declare class RedisProcess {
  constructor(options: { port: number; dir: string; log?: (line: string) => void });
  readonly port: number;
  readonly url: string;
  start(): Promise<void>;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export interface Readiness {
  status: number;
  body: { status: string; checks: Record<string, { ok: boolean; reason?: string; [figure: string]: unknown }> };
}

export declare class EdgeProcess {
  constructor(options: { name: string; port: number; env: Record<string, string>; log?: (line: string) => void });
  readonly name: string;
  readonly port: number;
  readonly url: string;
  start(): Promise<void>;
  readiness(): Promise<Readiness>;
  waitReady(timeoutMs?: number): Promise<void>;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export declare class NginxProcess {
  constructor(options: { port: number; edgePorts: number[]; dir: string; log?: (line: string) => void });
  readonly url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export declare function releaseCli(args: string[], env?: Record<string, string>): Promise<{ stdout: string; stderr: string }>;

export interface Fleet {
  dir: string;
  redis: RedisProcess;
  edges: EdgeProcess[];
  nginx: NginxProcess | null;
  url: string;
  stop(): Promise<void>;
}

export declare function startFleet(options: {
  brandsDir: string;
  registryDir: string;
  distDir: string;
  edges?: number;
  port?: number;
  edgePorts?: number[];
  redisPort?: number;
  env?: Record<string, string>;
  dir?: string;
  log?: (line: string) => void;
  seed?: boolean;
}): Promise<Fleet>;
