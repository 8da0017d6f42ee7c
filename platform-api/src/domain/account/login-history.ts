import type { FastifyRequest } from 'fastify';
import type { LoginInfo } from 'shared-contracts';
import { sql } from '../../lib/statements';
import type { AppContext, Session } from '../../http/context';
import { createSession } from '../../http/sessions';
import { requestLocation } from '../system';
import { unreadMessageCount } from './messages';

/** How a session was opened (recorded with each login). */
export type LoginMethod = 'password' | 'sms' | 'firebase' | 'social' | 'free-play' | 'verification' | 'registration' | 'phone-recovery';

const DAY = 86_400_000;

/**
 * Opens a session for an account that passed every check and records the login (time, IP, country
 * as the status endpoint computes it). The account's first login is the one that finds
 * `first_time_login` set (registration sets it); it answers `firstTimeLogin: true` once, and the
 * login info of that session says so too.
 */
export function openSession(
  ctx: AppContext,
  input: { accountId: number; merchantCode: string; request: FastifyRequest; method: LoginMethod },
): { token: string; firstTimeLogin: boolean } {
  const location = requestLocation(ctx, input.request);
  return ctx.db.transaction(() => {
    const first = sql(ctx.db, 'SELECT first_time_login FROM accounts WHERE id = ?').pluck().get(input.accountId) === 1;
    const loginId = Number(
      sql(ctx.db, 'INSERT INTO login_history (account_id, method, ip, country, first_login, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
        input.accountId,
        input.method,
        location.ip,
        location.country,
        first ? 1 : 0,
        ctx.now(),
      ).lastInsertRowid,
    );
    if (first) sql(ctx.db, 'UPDATE accounts SET first_time_login = 0 WHERE id = ?').run(input.accountId);
    const token = createSession(ctx, input.accountId, input.merchantCode);
    sql(ctx.db, 'UPDATE sessions SET login_id = ? WHERE token = ?').run(loginId, token);
    return { token, firstTimeLogin: first };
  })();
}

interface LoginRow {
  id: number;
  time: number;
  ip: string;
  country: string | null;
  firstLogin: number;
}

const LOGIN_COLUMNS = 'id, created_at AS time, ip, country, first_login AS firstLogin';

/** What the post-login modal shows for the session's login. */
export function loginInfoOf(ctx: AppContext, session: Session): LoginInfo {
  const loginId = sql(ctx.db, 'SELECT login_id FROM sessions WHERE token = ?').pluck().get(session.token) as number | null;
  // Sessions always record their login; the newest login stands in should a row be missing.
  const current = ((loginId !== null && sql(ctx.db, `SELECT ${LOGIN_COLUMNS} FROM login_history WHERE id = ?`).get(loginId)) ||
    sql(ctx.db, `SELECT ${LOGIN_COLUMNS} FROM login_history WHERE account_id = ? ORDER BY created_at DESC, id DESC LIMIT 1`).get(
      session.accountId,
    )) as LoginRow | undefined;
  const now = ctx.now();
  const currentLogin = current ?? { id: Number.MAX_SAFE_INTEGER, time: now, ip: '', country: null, firstLogin: 0 };
  const previous = sql(
    ctx.db,
    `SELECT ${LOGIN_COLUMNS} FROM login_history WHERE account_id = ? AND (created_at < ? OR (created_at = ? AND id < ?)) ORDER BY created_at DESC, id DESC LIMIT 1`,
  ).get(session.accountId, currentLogin.time, currentLogin.time, currentLogin.id) as LoginRow | undefined;
  const count = sql(ctx.db, 'SELECT count(*) FROM login_history WHERE account_id = ? AND created_at > ? AND created_at <= ?')
    .pluck()
    .get(session.accountId, now - 30 * DAY, now) as number;
  const view = (row: LoginRow) => ({ time: row.time, ip: row.ip, country: row.country });
  return {
    username: session.username,
    firstTimeLogin: currentLogin.firstLogin === 1,
    currentLogin: view(currentLogin),
    previousLogin: previous ? view(previous) : null,
    loginCount30d: Math.max(count, current ? 1 : 0),
    unreadMessages: unreadMessageCount(ctx, session.accountId),
    newLocation: !!previous && (previous.country !== currentLogin.country || previous.ip !== currentLogin.ip),
  };
}
