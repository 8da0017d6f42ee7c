import type { FastifyInstance } from 'fastify';

export interface EdgeOptions {
  distDir?: string;
  registryDir?: string;
  brandsDir?: string;
  upstream?: string;
  proxyControl?: boolean;
  demoGamesOrigin?: string;
  logger?: boolean;
}

export declare const PROXY_PREFIXES: string[];
export declare const DEMO_GAMES_PREFIX: string;
export declare function demoGamePolicy(upstreamPolicy: string): string;
export declare function contentSecurityPolicy(demoGamesOrigin?: string): string;
export declare function createEdge(options?: EdgeOptions): Promise<FastifyInstance>;
