import { createHash, randomBytes } from 'node:crypto';
import { ERROR_CODES, type GeetestValidateV4 } from 'shared-contracts';
import { sql } from '../../lib/statements';
import type { AppContext, Merchant } from '../../http/context';
import { ApiFailure } from '../../http/failure';
import { isFlagEnabled } from '../system';
import { randomCaptchaAnswer, renderCaptchaPng } from './captcha-image';
import { MESSAGES } from '../../db/content/messages';
import { t } from '../../i18n/localized';

/** How long a challenge, and a passed verification, stay valid. */
export const GEETEST_CHALLENGE_TTL_MS = 5 * 60_000;
export const GEETEST_PASS_TTL_MS = 2 * 60_000;

/** The merchant's captcha id (GeeTest's `gt`): stable per merchant. */
export function geetestCaptchaId(merchant: Merchant): string {
  return createHash('sha256').update(`geetest:${merchant.code}`).digest('hex').slice(0, 32);
}

export function geetestEnabled(ctx: AppContext): boolean {
  return isFlagEnabled(ctx, 'GEETEST3');
}

function unknownCaptchaId(): ApiFailure {
  return new ApiFailure(200, ERROR_CODES.geetestFailed, t(MESSAGES.geetestFailed));
}

/** Issues a challenge: a lot number and the image of its code. */
export function issueChallenge(
  ctx: AppContext,
  merchant: Merchant,
  captchaId: string,
): { lotNumber: string; image: string; expiresAt: number } {
  if (captchaId !== geetestCaptchaId(merchant)) throw unknownCaptchaId();
  const now = ctx.now();
  const lotNumber = randomBytes(16).toString('hex');
  const answer = randomCaptchaAnswer();
  sql(ctx.db, 'DELETE FROM geetest_challenges WHERE expires_at <= ?').run(now);
  sql(ctx.db, 'INSERT INTO geetest_challenges (lot_number, captcha_id, answer, created_at, expires_at) VALUES (?, ?, ?, ?, ?)').run(
    lotNumber,
    captchaId,
    answer,
    now,
    now + GEETEST_CHALLENGE_TTL_MS,
  );
  return { lotNumber, image: renderCaptchaPng(answer), expiresAt: now + GEETEST_CHALLENGE_TTL_MS };
}

/** Checks an answer (the challenge is consumed whatever the outcome) and answers the pass. */
export function verifyChallenge(
  ctx: AppContext,
  merchant: Merchant,
  body: { captchaId: string; lotNumber: string; answer: string },
): GeetestValidateV4 {
  if (body.captchaId !== geetestCaptchaId(merchant)) throw unknownCaptchaId();
  const row = sql(ctx.db, 'SELECT answer, expires_at AS expiresAt FROM geetest_challenges WHERE lot_number = ? AND captcha_id = ?').get(
    body.lotNumber,
    body.captchaId,
  ) as { answer: string; expiresAt: number } | undefined;
  sql(ctx.db, 'DELETE FROM geetest_challenges WHERE lot_number = ?').run(body.lotNumber);
  const now = ctx.now();
  if (!row || row.expiresAt <= now || row.answer !== body.answer.trim()) throw unknownCaptchaId();
  const pass: GeetestValidateV4 = {
    lot_number: body.lotNumber,
    captcha_output: randomBytes(24).toString('base64url'),
    pass_token: randomBytes(24).toString('hex'),
    gen_time: String(Math.floor(now / 1000)),
    captcha_id: body.captchaId,
  };
  sql(
    ctx.db,
    'INSERT INTO geetest_passes (pass_token, lot_number, captcha_id, captcha_output, gen_time, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(pass.pass_token, pass.lot_number, pass.captcha_id, pass.captcha_output, pass.gen_time, now + GEETEST_PASS_TTL_MS);
  return pass;
}

/**
 * While GEETEST3 is on, a call needs a passed, unused, unexpired verification (consumed here);
 * otherwise 200 `geetest.required` "Please complete verification first" (spec §8), value `{geetest: true}`.
 */
export function requireHumanVerification(ctx: AppContext, merchant: Merchant, pass: GeetestValidateV4 | undefined): void {
  if (!geetestEnabled(ctx)) return;
  const required = () => new ApiFailure(200, ERROR_CODES.geetestRequired, t(MESSAGES.geetestRequired), { geetest: true });
  if (!pass || pass.captcha_id !== geetestCaptchaId(merchant)) throw required();
  const now = ctx.now();
  const used = sql(
    ctx.db,
    'UPDATE geetest_passes SET used_at = ? WHERE pass_token = ? AND lot_number = ? AND captcha_output = ? AND gen_time = ? AND captcha_id = ? AND used_at IS NULL AND expires_at > ?',
  ).run(now, pass.pass_token, pass.lot_number, pass.captcha_output, pass.gen_time, pass.captcha_id, now);
  if (used.changes === 0) throw required();
}

/** Control surface: the answer of a challenge (or of the newest). */
export function challengeAnswer(
  ctx: AppContext,
  lotNumber?: string,
): { lotNumber: string; captchaId: string; answer: string; expiresAt: number } | null {
  const row = lotNumber
    ? sql(
        ctx.db,
        'SELECT lot_number AS lotNumber, captcha_id AS captchaId, answer, expires_at AS expiresAt FROM geetest_challenges WHERE lot_number = ?',
      ).get(lotNumber)
    : sql(
        ctx.db,
        'SELECT lot_number AS lotNumber, captcha_id AS captchaId, answer, expires_at AS expiresAt FROM geetest_challenges ORDER BY created_at DESC, rowid DESC LIMIT 1',
      ).get();
  return (row as { lotNumber: string; captchaId: string; answer: string; expiresAt: number } | undefined) ?? null;
}
