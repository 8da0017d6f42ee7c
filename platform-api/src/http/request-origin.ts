import type { FastifyRequest } from 'fastify';

const HOST_PATTERN = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

function firstValue(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.split(',')[0]?.trim() || undefined;
}

/**
 * The origin the caller reached this API on (`X-Forwarded-Host`/`-Proto` from the dev proxies and
 * the edge, else `Host`). Hosts that are not plain host names are refused, so a forged header
 * cannot inject markup or paths into the URLs built from it.
 */
export function requestOrigin(request: FastifyRequest): string {
  const host = firstValue(request.headers['x-forwarded-host']) ?? firstValue(request.headers.host) ?? '';
  const proto = firstValue(request.headers['x-forwarded-proto']) ?? request.protocol;
  const safeHost = HOST_PATTERN.test(host) ? host : '127.0.0.1';
  const safeProto = proto === 'https' ? 'https' : 'http';
  return `${safeProto}://${safeHost}`;
}

/**
 * The client's address: the peer, or (when the peer is a proxy on this machine: the edge, the dev
 * servers) the client it names in `X-Forwarded-For`, as Fastify's `trustProxy: 'loopback'` reads
 * it. A client cannot choose it by sending the header itself, unless it connects from loopback.
 */
export function clientAddress(request: FastifyRequest): string {
  return request.ip;
}
