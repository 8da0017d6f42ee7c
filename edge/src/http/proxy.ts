// The platform API's paths, reverse-proxied: the Host header kept, the client said, bodies bounded,
// and an unreachable or slow platform answered in its envelope (502, 504).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import replyFrom from '@fastify/reply-from';
import { discardBody, type DiscardLimits } from './bodies';
import { EDGE_ERROR_CODES, sendEnvelope } from './envelope';

/** Paths proxied to the platform API. */
export const PROXY_PREFIXES = ['/wps', '/lgw', '/demo-games', '/assets-api'];

/** How long the edge waits for the platform's answer headers before a 504. */
export const UPSTREAM_TIMEOUT_MS = 30_000;

/** What the proxy is set up with. */
export interface ProxyOptions {
  upstream: string;
  prefixes: readonly string[];
  upstreamTimeoutMs: number;
  bodyLimits: { upload: number; other: number };
  discardLimits: DiscardLimits;
  clientAddress: (request: FastifyRequest) => string;
  /** Marks a request whose answer the edge compresses as it goes. */
  compress: (request: FastifyRequest) => void;
}

/** Registers the proxy for `prefixes` (each path and everything under it). */
export async function registerProxy(app: FastifyInstance, options: ProxyOptions): Promise<void> {
  const { upstream, prefixes, upstreamTimeoutMs, bodyLimits, discardLimits, clientAddress, compress } = options;
  await app.register(replyFrom, { base: upstream, undici: { headersTimeout: upstreamTimeoutMs } });
  const proxy = (request: FastifyRequest, reply: FastifyReply) => {
    const length = Number(request.headers['content-length'] ?? 0);
    const limit = /^multipart\/form-data/i.test(request.headers['content-type'] ?? '') ? bodyLimits.upload : bodyLimits.other;
    if (length > limit) {
      // Read the body to its end, passing none of it on, and answer then: a client that is still
      // sending reads the 413 (answered before, the connection closed under it: a broken pipe, no
      // answer at all). A body beyond what the edge will read for nothing is cut off.
      return discardBody(request.raw, discardLimits).then((whole) => {
        if (!whole) reply.header('Connection', 'close');
        return sendEnvelope(reply, 413, EDGE_ERROR_CODES.payloadTooLarge, 'The request is too large');
      });
    }
    compress(request);
    return reply.from(request.raw.url, {
      rewriteRequestHeaders: (req, headers) => ({
        ...headers,
        host: req.headers.host,
        'x-forwarded-host': req.headers.host ?? '',
        'x-forwarded-proto': request.protocol ?? 'http',
        // The client alone (never what it wrote itself): the platform trusts this edge's word for it.
        'x-forwarded-for': clientAddress(request),
      }),
      // An unreachable or slow upstream is a gateway problem, not an edge bug: the platform's
      // envelope with a 502 or 504, which the client translates (shared-contracts api-error).
      onError: (raw, { error }) => {
        // (reply-from types its reply for any server kind; this edge is HTTP/1.)
        const errorReply = raw as unknown as FastifyReply;
        const failure = error as { code?: string; statusCode?: number } | undefined;
        const timedOut =
          failure?.code === 'UND_ERR_HEADERS_TIMEOUT' ||
          failure?.code === 'UND_ERR_BODY_TIMEOUT' ||
          failure?.code === 'FST_REPLY_FROM_GATEWAY_TIMEOUT' ||
          failure?.statusCode === 504;
        request.log.warn({ err: error }, timedOut ? 'upstream timed out' : 'upstream unavailable');
        if (timedOut) sendEnvelope(errorReply, 504, EDGE_ERROR_CODES.upstreamTimeout, 'The platform did not answer in time');
        else sendEnvelope(errorReply, 502, EDGE_ERROR_CODES.upstreamUnavailable, 'The platform cannot be reached');
      },
    });
  };
  for (const prefix of prefixes) {
    app.all(prefix, proxy);
    app.all(`${prefix}/*`, proxy);
  }
  // Fastify parses JSON and form bodies by default; the proxy must forward them untouched.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
}
