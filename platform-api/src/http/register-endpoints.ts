import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { ERROR_CODES, endpoints, type EndpointDef, type EndpointName } from 'shared-contracts';
import { decryptPayload } from 'shared-contracts/crypto';
import type { HandlerInput, HandlerMap } from '../handlers/types';
import type { AppContext } from './context';
import { MESSAGES } from '../db/content/messages';
import { requestLanguage } from '../i18n/language';
import { t } from '../i18n/localized';
import { ApiFailure, LOCAL_ERROR_CODES, ok } from './failure';
import { idempotencyKeyOf, requestFingerprint, runIdempotent, type StoredAnswer } from './idempotency';
import { resolveMerchant } from './merchant';
import { parseBody, parseQuery } from './parse';
import { requireSession } from './sessions';
import { readMultipart } from './uploads';
import { FRESHNESS_CHECKED_ENDPOINTS, checkLoginFreshness } from './login-freshness';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The catalogue id of a route (logs, fault injection). */
    endpointId?: string;
  }
}

const ALL_METHODS: HTTPMethods[] = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'];

/** Decrypts an encrypted endpoint's body (facts §2) into the plaintext JSON value. */
function decryptBody(ctx: AppContext, request: FastifyRequest): unknown {
  const header = request.headers.encryption;
  const encryption = typeof header === 'string' ? header.trim() : '';
  const body = request.body;
  const hasBody = typeof body === 'string' ? body.length > 0 : !!body && typeof body === 'object' && 'value' in body;
  if (!encryption || !hasBody) {
    throw new ApiFailure(400, ERROR_CODES.requestBodyRequired, t(MESSAGES.encryptedBodyRequired));
  }
  if (!/^[0-9a-fA-F]{1,512}$/.test(encryption)) {
    throw new ApiFailure(400, ERROR_CODES.decryption, t(MESSAGES.encryptionHeaderInvalid));
  }
  let plaintext: string;
  try {
    plaintext = decryptPayload(body, encryption, ctx.keys);
  } catch {
    throw new ApiFailure(400, ERROR_CODES.decryption, t(MESSAGES.decryptionFailed));
  }
  try {
    return JSON.parse(plaintext) as unknown;
  } catch {
    throw new ApiFailure(400, ERROR_CODES.decryption, t(MESSAGES.decryptedNotJson));
  }
}

/**
 * Registers one route per catalogue entry, straight from the entry's method, path, token and
 * encryption flags and schemas, plus a 405 route for the other methods on the same path.
 */
export function registerEndpoints(app: FastifyInstance, ctx: AppContext, handlers: HandlerMap): void {
  const methodsByPath = new Map<string, Set<string>>();
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    const endpoint: EndpointDef = endpoints[name];
    const handler = handlers[name] as (input: HandlerInput<EndpointDef>) => unknown;
    const methods = methodsByPath.get(endpoint.path) ?? new Set<string>();
    methods.add(endpoint.method);
    if (endpoint.method === 'GET') methods.add('HEAD');
    methodsByPath.set(endpoint.path, methods);

    app.route({
      method: endpoint.method,
      url: endpoint.path,
      config: { endpointId: endpoint.id },
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const isText = endpoint.responseType === 'text';
        const language = requestLanguage(request);
        const merchant = resolveMerchant(ctx, request, isText);
        const session = endpoint.token && merchant ? requireSession(ctx, request, merchant) : null;
        const idempotencyKey = endpoint.idempotent ? idempotencyKeyOf(request) : null;
        const query = parseQuery(endpoint.query, request.query, language);
        let uploadDigest = '';
        let rawBody: unknown;
        if (endpoint.encrypted) {
          rawBody = decryptBody(ctx, request);
          if (FRESHNESS_CHECKED_ENDPOINTS.has(endpoint.id)) checkLoginFreshness(ctx, request, rawBody);
        } else if (endpoint.bodyEncoding === 'multipart') ({ body: rawBody, digest: uploadDigest } = await readMultipart(request));
        else rawBody = request.body;
        const body = endpoint.method === 'GET' ? undefined : parseBody(endpoint.body, rawBody, language);
        const answer = (): StoredAnswer => {
          const value = handler({ query, body, merchant, session, request, reply, ctx, language });
          const checked = endpoint.value.safeParse(value);
          if (!checked.success) {
            request.log.error({ endpoint: endpoint.id, issues: checked.error.issues.slice(0, 5) }, 'handler answer breaks the contract');
            throw new ApiFailure(500, LOCAL_ERROR_CODES.internal, t(MESSAGES.systemBusy));
          }
          return { status: 200, envelope: ok(value) };
        };
        if (isText) {
          const value = handler({ query, body, merchant, session, request, reply, ctx, language });
          return reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(String(value));
        }
        if (idempotencyKey !== null && session) {
          const result = runIdempotent(ctx, endpoint, session, idempotencyKey, requestFingerprint(query, body, uploadDigest), answer);
          if (result.replayed) reply.header('idempotent-replayed', 'true');
          return reply.code(result.status).send(result.envelope);
        }
        const result = answer();
        return reply.code(result.status).send(result.envelope);
      },
    });
  }

  for (const [path, methods] of methodsByPath) {
    const others = ALL_METHODS.filter((method) => !methods.has(method));
    app.route({
      method: others,
      url: path,
      handler: async () => {
        throw new ApiFailure(
          405,
          ERROR_CODES.methodNotSupported,
          t(MESSAGES.methodNotAllowed, { methods: [...methods].filter((m) => m !== 'HEAD').join(', ') }),
        );
      },
    });
  }
}
