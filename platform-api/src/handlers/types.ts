import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod/mini';
import type { EndpointDef, EndpointName, endpoints } from 'shared-contracts';
import type { AppContext, Merchant, Session } from '../http/context';
import type { ContentLanguage } from '../i18n/language';

/** What a handler receives: parsed query and body, the merchant, and the session. */
export interface HandlerInput<E extends EndpointDef> {
  query: z.output<E['query']>;
  body: z.output<E['body']>;
  /** Null only on the RSA key endpoint when no Merchant header was sent. */
  merchant: Merchant | null;
  /** Set on token endpoints (the route answers 401 before the handler otherwise). */
  session: Session | null;
  request: FastifyRequest;
  /** The language the answer's texts are written in (the request's `Language` header; TY reads VI, others EN). */
  language: ContentLanguage;
  /** The reply (handlers only set headers such as cookies on it; the route sends the envelope). */
  reply: FastifyReply;
  ctx: AppContext;
}

/** A handler returns the envelope's `value` or throws an {@link ApiFailure}. */
export type Handler<E extends EndpointDef> = (input: HandlerInput<E>) => z.input<E['value']>;

/** One handler per catalogue entry: the compiler refuses a catalogue entry without one. */
export type HandlerMap = { [K in EndpointName]: Handler<(typeof endpoints)[K]> };
