import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from '../../lib/statements';
import type { AppContext } from '../../http/context';
import { randomCaptchaAnswer, renderCaptchaPng } from './captcha-image';

/** Name of the cookie the captcha answer is bound to (facts §1 "Session cookie"). */
export const CAPTCHA_COOKIE = 'captchaId';
/** How long a captcha answer stays valid. */
export const CAPTCHA_TTL_MS = 5 * 60_000;

/** A cookie value of the request, or undefined. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/**
 * Issues a captcha: a new answer stored under the caller's `captchaId` cookie (a new id when it has
 * none), replacing any earlier answer of that id. Returns the Base64 PNG.
 */
export function issueCaptcha(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): string {
  const now = ctx.now();
  const existing = readCookie(request, CAPTCHA_COOKIE);
  const id = existing && /^[0-9a-f]{32}$/.test(existing) ? existing : randomBytes(16).toString('hex');
  const answer = randomCaptchaAnswer();
  sql(ctx.db, 'DELETE FROM captchas WHERE expires_at <= ?').run(now);
  sql(ctx.db, 'INSERT OR REPLACE INTO captchas (id, answer, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
    id,
    answer,
    now,
    now + CAPTCHA_TTL_MS,
  );
  reply.header('set-cookie', `${CAPTCHA_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${CAPTCHA_TTL_MS / 1000}`);
  reply.header('cache-control', 'no-store');
  return renderCaptchaPng(answer);
}

/**
 * Checks a captcha answer against the caller's cookie. The answer is consumed whatever the outcome
 * (single use): a wrong guess needs a new image. `explicitId` (login V2's `captchaId`) wins over the cookie.
 */
export function consumeCaptcha(ctx: AppContext, request: FastifyRequest, given: string | undefined, explicitId?: string): boolean {
  const id = explicitId ?? readCookie(request, CAPTCHA_COOKIE);
  if (!id) return false;
  const row = sql(ctx.db, 'SELECT answer, expires_at AS expiresAt FROM captchas WHERE id = ?').get(id) as
    { answer: string; expiresAt: number } | undefined;
  if (!row) return false;
  sql(ctx.db, 'DELETE FROM captchas WHERE id = ?').run(id);
  return row.expiresAt > ctx.now() && !!given && given.trim() === row.answer;
}

/** The current answer of a captcha id, or of the newest captcha (control surface). */
export function captchaAnswer(ctx: AppContext, id?: string): { captchaId: string; answer: string; expiresAt: number } | null {
  const row = id
    ? sql(ctx.db, 'SELECT id AS captchaId, answer, expires_at AS expiresAt FROM captchas WHERE id = ?').get(id)
    : sql(
        ctx.db,
        'SELECT id AS captchaId, answer, expires_at AS expiresAt FROM captchas ORDER BY created_at DESC, rowid DESC LIMIT 1',
      ).get();
  return (row as { captchaId: string; answer: string; expiresAt: number } | undefined) ?? null;
}
