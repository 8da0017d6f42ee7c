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
  /** Wait this long for the platform's answer headers, then answer 504 (default 30 s). */
  upstreamTimeoutMs?: number;
  /** Largest request bodies passed on (bytes): multipart uploads and everything else. */
  bodyLimits?: { upload: number; other: number };
  logger?: boolean;
}

export declare const PROXY_PREFIXES: string[];
export declare const BODY_LIMITS: { upload: number; other: number };
export declare const UPSTREAM_TIMEOUT_MS: number;
export declare const EDGE_ERROR_CODES: {
  payloadTooLarge: string;
  upstreamTimeout: string;
  upstreamUnavailable: string;
  badRequest: string;
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
export declare function createEdge(options?: EdgeOptions): Promise<FastifyInstance>;
