import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { LOGIN_FRESHNESS_ENDPOINTS } from 'shared-contracts';
import { MESSAGES } from '../db/content/messages';
import { t } from '../i18n/localized';
import { sql } from '../lib/statements';
import type { AppContext, LoginFreshness } from './context';
import { ApiFailure, LOCAL_ERROR_CODES } from './failure';

// The freshness check of encrypted login bodies (ours; on by default, issue 48): the real
// platform's body carries no nonce or time, so a body captured on the way could be sent again while
// the process's RSA key lives. A login body must carry `timestamp` (epoch ms, which the shared
// client adds to every login it sends) no further than `maxAgeMs` from the server's clock, and each
// body is accepted once.

/** The window of the check unless told otherwise: two minutes (clocks of phones drift). */
export const DEFAULT_LOGIN_FRESHNESS: LoginFreshness = { maxAgeMs: 120_000 };

/**
 * The check as `PLATFORM_API_LOGIN_MAX_AGE_SECONDS` sets it: a positive number of seconds, `0` off
 * (as the real platform, for a client that does not stamp its logins), unset the default.
 */
export function loginFreshnessFromEnv(env: NodeJS.ProcessEnv): LoginFreshness | null {
  const value = env.PLATFORM_API_LOGIN_MAX_AGE_SECONDS;
  if (value === undefined || value.trim() === '') return DEFAULT_LOGIN_FRESHNESS;
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds > 0 ? { maxAgeMs: seconds * 1000 } : null;
}

/** Catalogue ids of the calls whose bodies are checked (the password logins the client stamps). */
export const FRESHNESS_CHECKED_ENDPOINTS: ReadonlySet<string> = LOGIN_FRESHNESS_ENDPOINTS;

/**
 * Refuses a stale or replayed login body: 400 `request.expired` (no `timestamp`, or one outside the
 * window) or 400 `request.replayed` (this very body, known by its Encryption header and cipher text,
 * was accepted before). Bodies are remembered twice the window; older ones fail on their time anyway.
 */
export function checkLoginFreshness(ctx: AppContext, request: FastifyRequest, plaintext: unknown): void {
  const policy = ctx.loginFreshness;
  if (!policy) return;
  const now = ctx.now();
  const stamp = plaintext && typeof plaintext === 'object' ? (plaintext as { timestamp?: unknown }).timestamp : undefined;
  if (typeof stamp !== 'number' || !Number.isFinite(stamp) || Math.abs(now - stamp) > policy.maxAgeMs) {
    throw new ApiFailure(400, LOCAL_ERROR_CODES.requestExpired, t(MESSAGES.loginStale));
  }
  const body = request.body;
  const cipher = typeof body === 'string' ? body : body && typeof body === 'object' ? String((body as { value?: unknown }).value) : '';
  const digest = createHash('sha256')
    .update(String(request.headers.encryption ?? ''))
    .update('\0')
    .update(cipher)
    .digest('hex');
  sql(ctx.db, 'DELETE FROM seen_login_bodies WHERE expires_at <= ?').run(now);
  const fresh = sql(ctx.db, 'INSERT OR IGNORE INTO seen_login_bodies (digest, expires_at) VALUES (?, ?)').run(
    digest,
    now + 2 * policy.maxAgeMs,
  );
  if (fresh.changes === 0) throw new ApiFailure(400, LOCAL_ERROR_CODES.requestReplayed, t(MESSAGES.loginReplayed));
}
