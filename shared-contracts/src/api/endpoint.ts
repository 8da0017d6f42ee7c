import { z } from 'zod/mini';

/** HTTP methods the platform uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Where a call's shape comes from: the facts file, the spec, or our own definition. */
export type EndpointSource = 'facts' | 'spec' | 'ours';

/**
 * One call of the platform API: what the client sends and what it accepts back. The same object
 * drives the typed client (shell and remotes) and the reference API's routing and validation.
 */
export interface EndpointDef<
  Q extends z.ZodMiniType = z.ZodMiniType,
  B extends z.ZodMiniType = z.ZodMiniType,
  V extends z.ZodMiniType = z.ZodMiniType,
> {
  /** Stable id, used in logs, errors and the reference API's fault injection. */
  readonly id: string;
  readonly method: HttpMethod;
  readonly path: string;
  /** Needs `Authorization: <token>` (the upstream's `token: !0`). */
  readonly token: boolean;
  /** Body is RSA+DES encrypted (the upstream's `encrypt: !0`). */
  readonly encrypted: boolean;
  /**
   * `form` sends application/x-www-form-urlencoded (spec: "form POST"); `multipart` sends
   * multipart/form-data built from the body object (Blob values become file parts, arrays repeat
   * the field), for uploads such as the promotion application's images.
   */
  readonly bodyEncoding: 'json' | 'form' | 'multipart';
  /** `text` answers are not enveloped (the RSA modulus). */
  readonly responseType: 'envelope' | 'text';
  /**
   * Moves money (or claims something of value): the client refuses to call it without
   * `CallOptions.idempotencyKey`, sent as the `Idempotency-Key` header; the platform answers a
   * repeated key with the first answer and moves nothing twice (our definition: see
   * `IDEMPOTENCY_KEY_HEADER`).
   */
  readonly idempotent: boolean;
  /** Upstream module id, for reference. */
  readonly modId?: string | undefined;
  readonly source: EndpointSource;
  readonly description: string;
  readonly query: Q;
  readonly body: B;
  /** Schema of the envelope's `value` on success. */
  readonly value: V;
}

/** Query parameters an endpoint takes (its parsed input). */
export type QueryOf<E extends EndpointDef> = z.input<E['query']>;
/** Body an endpoint takes. */
export type BodyOf<E extends EndpointDef> = z.input<E['body']>;
/** The parsed `value` an endpoint answers with. */
export type ValueOf<E extends EndpointDef> = z.output<E['value']>;

/** Input of a call: query and body, each required only when the endpoint takes one. */
export type CallInput<E extends EndpointDef> = (undefined extends QueryOf<E> ? { query?: QueryOf<E> } : { query: QueryOf<E> }) &
  (undefined extends BodyOf<E> ? { body?: BodyOf<E> } : { body: BodyOf<E> });

type Defaults = 'token' | 'encrypted' | 'bodyEncoding' | 'responseType' | 'source' | 'query' | 'body' | 'idempotent';

/**
 * Defines an endpoint with the platform's defaults (no token, no encryption, JSON, enveloped, not idempotent).
 * Marked free of side effects so the minifier drops the endpoints an app never calls.
 */
/*@__NO_SIDE_EFFECTS__*/
export function defineEndpoint<
  Q extends z.ZodMiniType = z.ZodMiniUndefined,
  B extends z.ZodMiniType = z.ZodMiniUndefined,
  V extends z.ZodMiniType = z.ZodMiniType,
>(def: Omit<EndpointDef<Q, B, V>, Defaults> & Partial<Pick<EndpointDef<Q, B, V>, Defaults>>): EndpointDef<Q, B, V> {
  return {
    token: false,
    encrypted: false,
    bodyEncoding: 'json',
    responseType: 'envelope',
    idempotent: false,
    source: 'ours',
    query: z.undefined() as unknown as Q,
    body: z.undefined() as unknown as B,
    ...def,
  };
}
