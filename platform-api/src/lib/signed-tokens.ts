import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../http/context';
import { sql } from './statements';

/**
 * Tokens this API signs for its stand-ins of outside providers (the social sign-in credential, the
 * phone provider's ID token): JWT-shaped `header.payload.signature`, HS256 with the process secret,
 * each with an issuer (`iss`, what it is), an expiry and a one-time id (`jti`).
 */
export interface SignedClaims {
  iss: string;
  aud: string;
  sub: string;
  iat: number;
  exp: number;
  jti: string;
  [claim: string]: string | number;
}

/** Why a token was refused. */
export type TokenProblem = 'forged' | 'expired' | 'used';

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function signature(ctx: AppContext, body: string): string {
  return createHmac('sha256', ctx.secret).update(body).digest('base64url');
}

/** Signs claims valid `ttlMs` from now. */
export function signToken(
  ctx: AppContext,
  claims: { iss: string; aud: string; sub: string; [claim: string]: string | number },
  ttlMs: number,
): { token: string; expiresAt: number } {
  const now = ctx.now();
  const full: SignedClaims = { ...claims, iat: now, exp: now + ttlMs, jti: randomBytes(16).toString('hex') };
  const body = `${HEADER}.${Buffer.from(JSON.stringify(full)).toString('base64url')}`;
  return { token: `${body}.${signature(ctx, body)}`, expiresAt: full.exp };
}

/** The claims of a token this process signed (signature only: expiry and use are checked apart). */
export function readToken(ctx: AppContext, token: string): SignedClaims | null {
  const parts = token.trim().split('.');
  if (parts.length !== 3) return null;
  const [header, payload, sig] = parts as [string, string, string];
  const expected = Buffer.from(signature(ctx, `${header}.${payload}`));
  const given = Buffer.from(sig);
  if (header !== HEADER || expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as SignedClaims;
    return typeof claims.iss === 'string' && typeof claims.exp === 'number' && typeof claims.jti === 'string' ? claims : null;
  } catch {
    return null;
  }
}

/** Whether a token is still usable (not expired, not used). */
export function tokenProblem(ctx: AppContext, claims: SignedClaims): TokenProblem | null {
  if (claims.exp <= ctx.now()) return 'expired';
  if (sql(ctx.db, 'SELECT 1 FROM used_tokens WHERE jti = ?').get(claims.jti)) return 'used';
  return null;
}

/** Marks a token used; false when it already was (a concurrent use won). */
export function consumeToken(ctx: AppContext, claims: SignedClaims): boolean {
  const now = ctx.now();
  sql(ctx.db, 'DELETE FROM used_tokens WHERE expires_at <= ?').run(now);
  return (
    sql(ctx.db, 'INSERT OR IGNORE INTO used_tokens (jti, kind, used_at, expires_at) VALUES (?, ?, ?, ?)').run(
      claims.jti,
      claims.iss,
      now,
      claims.exp,
    ).changes === 1
  );
}
