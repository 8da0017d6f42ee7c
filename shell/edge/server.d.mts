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
  logger?: boolean;
}

export declare const PROXY_PREFIXES: string[];
export declare const DEMO_GAMES_PREFIX: string;
export declare function demoGamePolicy(upstreamPolicy: string, siteOrigins?: string[]): string;
export declare function originList(value: string | undefined): string[];
export declare function contentSecurityPolicy(frameOrigins?: string[] | string): string;
export declare function createEdge(options?: EdgeOptions): Promise<FastifyInstance>;
