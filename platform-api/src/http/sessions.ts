import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sql } from '../lib/statements';
import type { AppContext, Merchant, Session } from './context';
import { notLoggedIn } from './failure';
import { MESSAGES } from '../db/content/messages';
import { t } from '../i18n/localized';

/** How long a session lives without use. */
export const SESSION_TTL_MS = 12 * 3_600_000;

/** Creates a session (random 32-byte hex token) for an account. */
export function createSession(ctx: AppContext, accountId: number, merchantCode: string): string {
  const now = ctx.now();
  const token = randomBytes(32).toString('hex');
  sql(ctx.db, 'DELETE FROM sessions WHERE expires_at <= ?').run(now);
  sql(ctx.db, 'INSERT INTO sessions (token, account_id, merchant_code, created_at, expires_at) VALUES (?, ?, ?, ?, ?)').run(
    token,
    accountId,
    merchantCode,
    now,
    now + SESSION_TTL_MS,
  );
  return token;
}

/** Deletes a session (and, by cascade, its game launches). */
export function deleteSession(ctx: AppContext, token: string): void {
  sql(ctx.db, 'DELETE FROM sessions WHERE token = ?').run(token);
}

interface SessionRow {
  token: string;
  accountId: number;
  merchantCode: string;
  expiresAt: number;
  username: string;
  type: number;
  isAgent: number;
}

/** Reads a session by token; refreshes its expiry when it is past half-life. */
export function findSession(ctx: AppContext, token: string): Session | null {
  if (!/^[0-9a-f]{64}$/.test(token)) return null;
  const row = sql(
    ctx.db,
    `SELECT s.token, s.account_id AS accountId, s.merchant_code AS merchantCode, s.expires_at AS expiresAt,
            a.username, a.type, a.is_agent AS isAgent
       FROM sessions s JOIN accounts a ON a.id = s.account_id WHERE s.token = ?`,
  ).get(token) as SessionRow | undefined;
  if (!row) return null;
  const now = ctx.now();
  if (row.expiresAt <= now) {
    deleteSession(ctx, token);
    return null;
  }
  if (row.expiresAt - now < SESSION_TTL_MS / 2)
    sql(ctx.db, 'UPDATE sessions SET expires_at = ? WHERE token = ?').run(now + SESSION_TTL_MS, token);
  return {
    token: row.token,
    accountId: row.accountId,
    merchantCode: row.merchantCode,
    username: row.username,
    type: row.type,
    isAgent: row.isAgent,
  };
}

/** The session of a request (raw token in `Authorization`), or a 401 failure. */
export function requireSession(ctx: AppContext, request: FastifyRequest, merchant: Merchant): Session {
  const header = request.headers.authorization;
  const token = typeof header === 'string' ? header.trim() : '';
  if (!token) throw notLoggedIn();
  const session = findSession(ctx, token);
  if (!session || session.merchantCode !== merchant.code) throw notLoggedIn(t(MESSAGES.sessionEnded));
  return session;
}

/** The session of a request that may come from a guest: null without a token or with a stale one. */
export function optionalSession(ctx: AppContext, request: FastifyRequest, merchant: Merchant | null): Session | null {
  const header = request.headers.authorization;
  const token = typeof header === 'string' ? header.trim() : '';
  if (!token || !merchant) return null;
  const session = findSession(ctx, token);
  return session && session.merchantCode === merchant.code ? session : null;
}
