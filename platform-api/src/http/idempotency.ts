import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ERROR_CODES, IDEMPOTENCY_KEY_HEADER, isIdempotencyKey, type EndpointDef } from 'shared-contracts';
import { sql } from '../lib/statements';
import type { AppContext, Session } from './context';
import { ApiFailure } from './failure';
import { MESSAGES } from '../db/content/messages';
import { t } from '../i18n/localized';

/** How long a key's answer is kept (a retry comes within minutes; a day is generous). */
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;

/** A stored first answer, replayed for the same key and body. */
export interface StoredAnswer {
  status: number;
  envelope: unknown;
}

/** The key of a request, or `idempotency.required` (400). */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  const key = typeof header === 'string' ? header.trim() : '';
  if (!isIdempotencyKey(key)) {
    throw new ApiFailure(400, ERROR_CODES.idempotencyRequired, t(MESSAGES.idempotencyRequired, { header: IDEMPOTENCY_KEY_HEADER }));
  }
  return key;
}

/** A stable JSON of a value (object keys sorted; Blobs stand for their upload digest, given separately). */
function stable(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'undefined';
  if (typeof Blob !== 'undefined' && value instanceof Blob) return `"blob:${value.type}:${value.size}"`;
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  return `{${Object.keys(value)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${stable((value as Record<string, unknown>)[k])}`)
    .join(',')}}`;
}

/** The fingerprint of what a request asks (its parsed query and body, and the uploaded bytes). */
export function requestFingerprint(query: unknown, body: unknown, uploadDigest = ''): string {
  return createHash('sha256').update(stable({ query, body })).update('\0').update(uploadDigest).digest('hex');
}

/**
 * Runs a money call once per member, endpoint and key (our definition, see shared-contracts
 * `idempotency.ts`). Inside one SQLite transaction, and synchronously (handlers are synchronous),
 * so two concurrent requests with one key cannot both run: the second finds the first's answer.
 * Only successful answers are kept: a refused call moved nothing, and may be retried with its key.
 */
export function runIdempotent(
  ctx: AppContext,
  endpoint: EndpointDef,
  session: Session,
  key: string,
  fingerprint: string,
  run: () => StoredAnswer,
): StoredAnswer & { replayed: boolean } {
  return ctx.db.transaction(() => {
    const now = ctx.now();
    sql(ctx.db, 'DELETE FROM idempotency_keys WHERE created_at < ?').run(now - IDEMPOTENCY_TTL_MS);
    const stored = sql(
      ctx.db,
      'SELECT request_hash AS hash, status_code AS status, response FROM idempotency_keys WHERE account_id = ? AND endpoint_id = ? AND idem_key = ?',
    ).get(session.accountId, endpoint.id, key) as { hash: string; status: number; response: string } | undefined;
    if (stored) {
      if (stored.hash !== fingerprint) {
        throw new ApiFailure(409, ERROR_CODES.idempotencyConflict, t(MESSAGES.idempotencyConflict));
      }
      return { status: stored.status, envelope: JSON.parse(stored.response) as unknown, replayed: true };
    }
    const answer = run();
    sql(
      ctx.db,
      'INSERT INTO idempotency_keys (account_id, endpoint_id, idem_key, request_hash, status_code, response, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ).run(session.accountId, endpoint.id, key, fingerprint, answer.status, JSON.stringify(answer.envelope), now);
    return { ...answer, replayed: false };
  })();
}
