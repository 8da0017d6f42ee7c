// The edge's own failures, in the platform's envelope (`{ success, value, message, errorCode }`),
// which the client translates (shared-contracts api-error).
import type { FastifyReply } from 'fastify';

/** The edge's own error codes, in the platform's envelope (shared-contracts ERROR_CODES). */
export const EDGE_ERROR_CODES = {
  payloadTooLarge: 'request.payload.too.large',
  upstreamTimeout: 'edge.upstream.timeout',
  upstreamUnavailable: 'edge.upstream.unavailable',
  badRequest: 'edge.request.invalid',
  /** The edge has not read the pins yet (a Redis store never reached since it started). */
  pinsUnavailable: 'edge.pins.unavailable',
};

/** Sends a failure in the platform's envelope, never cached. */
export function sendEnvelope(reply: FastifyReply, status: number, errorCode: string, message: string): FastifyReply {
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(JSON.stringify({ success: false, value: null, message, errorCode }));
}
