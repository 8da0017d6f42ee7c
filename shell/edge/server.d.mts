import type { FastifyInstance } from 'fastify';

export interface EdgeOptions {
  distDir?: string;
  registryDir?: string;
  brandsDir?: string;
  upstream?: string;
  proxyControl?: boolean;
  /** @deprecated use gameFrameOrigins */
  demoGamesOrigin?: string;
  gameFrameOrigins?: string[];
  demoGamesFrameAncestors?: string[];
  /**
   * The most the app page waits for its first screen's guest calls, whose answers it carries
   * (first-screen-data.mjs; default EDGE_FIRST_SCREEN_DATA_TIMEOUT_MS, else 300 ms; 0: none).
   */
  firstScreenDataTimeoutMs?: number;
  /** Wait this long for the platform's answer headers, then answer 504 (default 30 s). */
  upstreamTimeoutMs?: number;
  /** Largest request bodies passed on (bytes): multipart uploads and everything else. */
  bodyLimits?: { upload: number; other: number };
  /** How much of an oversize body is read (and dropped) before the 413, and how long it may idle. */
  discardLimits?: { bytes: number; idleMs: number };
  /** The pin store (default PIN_STORE): empty or `files` → brandsDir; `redis://host:port/db`. */
  pinStore?: string;
  /** An open pin store instead of `pinStore` (the caller closes it). */
  store?: unknown;
  /** The edge's own lines (store trouble, once each). */
  log?: (line: string) => void;
  /** Load reports, figures, the canary guard and the console (default on unless EDGE_RELEASE_HEALTH=0). */
  releaseHealth?: boolean;
  /** Release health's settings (docs/adr/0013-release-health.md). */
  health?: {
    /** false: no canary guard on this edge. */
    guard?: boolean;
    guardIntervalMs?: number;
    /** Per client: a burst of reports, refilled at `perMinute`. */
    reportRate?: { burst: number; perMinute: number };
    /** Load balancers whose X-Forwarded-For names the client. */
    trustedProxies?: string[];
    guardPolicy?: Record<string, number>;
  };
  logger?: boolean;
}

/** A named fact of /healthz or /readyz. */
export interface HealthFact {
  ok: boolean;
  reason?: string;
  [figure: string]: unknown;
}

/** What other edge modules add to and listen on (issue 38: load reports, metrics, the canary guard). */
export interface EdgeExtensions {
  /** Release health once loaded (telemetry.mjs): its figures, store, guard; absent when it is off. */
  releaseHealth?: { edgeId: string; guard: { last: unknown }; windowFigures(windowMs?: number): Promise<unknown[]> };
  edgeHealth: {
    addHealthCheck(name: string, check: () => HealthFact | Promise<HealthFact>): void;
    addReadinessCheck(name: string, check: () => HealthFact | Promise<HealthFact>): void;
  };
  pins: {
    kind: 'files' | 'redis';
    /** The open pin store (the release package's PinStore). */
    store: { kind: 'files' | 'redis'; where: string };
    readiness(): HealthFact;
    onChange(listener: (change: { kind: 'brand'; brand: string; revision: string } | { kind: 'all' }) => void): () => void;
  };
}

export declare const PROXY_PREFIXES: string[];
export declare const BODY_LIMITS: { upload: number; other: number };
export declare const UPSTREAM_TIMEOUT_MS: number;
export declare const DISCARD_LIMITS: { bytes: number; idleMs: number };
export declare function discardBody(raw: NodeJS.ReadableStream, limits?: { bytes?: number; idleMs?: number }): Promise<boolean>;
export declare const EDGE_ERROR_CODES: {
  payloadTooLarge: string;
  upstreamTimeout: string;
  upstreamUnavailable: string;
  badRequest: string;
  pinsUnavailable: string;
};
export declare const DEMO_GAMES_PREFIX: string;
/** brotli, else gzip, else null, from a request's Accept-Encoding (q=0 refuses a coding). */
export declare function negotiateEncoding(acceptEncoding?: string): 'br' | 'gzip' | null;
export declare function demoGamePolicy(upstreamPolicy: string, siteOrigins?: string[]): string;
export declare function originList(value: string | undefined): string[];
export declare const STYLE_NONCE_META: string;
export declare function createNonce(): string;
export declare function withStyleNonce(html: string, nonce: string): string;
export declare const BRAND_FILES_ELEMENT_ID: string;
export declare function brandIdFor(index: unknown, hostname: string): unknown;
export declare function readBrandFiles(brandsDir: string, hostname: string): Promise<{ index: unknown; brand?: unknown } | null>;
export declare function withBrandFiles(html: string, files: { index: unknown; brand?: unknown } | null): string;
export declare function contentSecurityPolicy(frameOrigins?: string[] | string, options?: { styleNonce?: string }): string;
export declare function createEdge(options?: EdgeOptions): Promise<FastifyInstance & EdgeExtensions>;
