import { ERROR_CODES, WHITELABEL_FLAGS, validateRegistration, type SocialProvider } from 'shared-contracts';
import { sql } from '../../lib/statements';
import { readToken, signToken, tokenProblem, type SignedClaims } from '../../lib/signed-tokens';
import type { AppContext, Merchant } from '../../http/context';
import { ApiFailure } from '../../http/failure';
import { isFlagEnabled } from '../system';
import { registerSettingsOf } from './register-settings';
import { MESSAGES } from '../../db/content/messages';
import { t, type LocalText } from '../../i18n/localized';

/**
 * Social sign-in (spec §2 icons; the calls are ours). A member is linked to provider accounts
 * `(provider, subject)`; the reference credential stands in for what the provider's SDK hands the
 * page, signed by this API so it cannot be forged, valid {@link SOCIAL_CREDENTIAL_TTL_MS}, once.
 */
export const SOCIAL_CREDENTIAL_TTL_MS = 5 * 60_000;

const ISSUER = 'reference-social';

export const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook', telegram: 'Telegram' };

const PROVIDER_FLAGS: Record<SocialProvider, string> = {
  google: WHITELABEL_FLAGS.googleLogin,
  facebook: WHITELABEL_FLAGS.facebookLogin,
  telegram: WHITELABEL_FLAGS.telegramLogin,
};

/** The provider's white-label flag must be on, else `function.not.available`. */
export function requireProvider(ctx: AppContext, provider: SocialProvider): void {
  if (!isFlagEnabled(ctx, PROVIDER_FLAGS[provider])) {
    throw new ApiFailure(200, ERROR_CODES.functionNotAvailable, t(MESSAGES.socialUnavailable, { provider: PROVIDER_NAMES[provider] }));
  }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TELEGRAM_NAME = /^[A-Za-z][A-Za-z0-9_]{4,31}$/;

/** A subject as stored: trimmed, emails lower-cased; null when it is not an account of that provider. */
export function normalizeSubject(provider: SocialProvider, subject: string): string | null {
  const trimmed = subject.trim();
  if (provider === 'telegram') return TELEGRAM_NAME.test(trimmed.replace(/^@/, '')) ? trimmed.replace(/^@/, '') : null;
  return EMAIL.test(trimmed) ? trimmed.toLowerCase() : null;
}

/** Issues the credential the provider would hand the page for `(provider, subject)`. */
export function issueSocialCredential(
  ctx: AppContext,
  merchant: Merchant,
  provider: SocialProvider,
  subject: string,
): { credential: string } {
  requireProvider(ctx, provider);
  const normalized = normalizeSubject(provider, subject);
  if (!normalized) {
    throw new ApiFailure(
      400,
      ERROR_CODES.validation,
      provider === 'telegram' ? t(MESSAGES.socialSubjectTelegram) : t(MESSAGES.socialSubjectEmail, { provider: PROVIDER_NAMES[provider] }),
    );
  }
  return { credential: signToken(ctx, { iss: ISSUER, aud: merchant.code, sub: normalized, provider }, SOCIAL_CREDENTIAL_TTL_MS).token };
}

function credentialFailure(message: LocalText): ApiFailure {
  return new ApiFailure(200, ERROR_CODES.socialCredential, message);
}

/** The claims of a credential the provider vouches for (not consumed here), else `social.credential.invalid`. */
export function checkSocialCredential(ctx: AppContext, merchant: Merchant, provider: SocialProvider, credential: string): SignedClaims {
  const name = PROVIDER_NAMES[provider];
  const claims = readToken(ctx, credential);
  if (!claims || claims.iss !== ISSUER || claims.aud !== merchant.code)
    throw credentialFailure(t(MESSAGES.socialInvalid, { provider: name }));
  if (claims.provider !== provider) {
    const issuer = PROVIDER_NAMES[claims.provider as SocialProvider] ?? MESSAGES.anotherProvider;
    throw credentialFailure(t(MESSAGES.socialWrongProvider, { issuer, provider: name }));
  }
  const problem = tokenProblem(ctx, claims);
  if (problem === 'expired') throw credentialFailure(t(MESSAGES.socialExpired, { provider: name }));
  if (problem === 'used') throw credentialFailure(t(MESSAGES.socialUsed, { provider: name }));
  return claims;
}

/** The member linked to a provider account. */
export function linkedAccountId(ctx: AppContext, merchantCode: string, provider: SocialProvider, subject: string): number | undefined {
  return sql(ctx.db, 'SELECT account_id FROM social_identities WHERE merchant_code = ? AND provider = ? AND subject = ?')
    .pluck()
    .get(merchantCode, provider, subject) as number | undefined;
}

/** Links a provider account to a member. */
export function linkIdentity(ctx: AppContext, merchantCode: string, provider: SocialProvider, subject: string, accountId: number): void {
  sql(ctx.db, 'INSERT INTO social_identities (merchant_code, provider, subject, account_id, created_at) VALUES (?, ?, ?, ?, ?)').run(
    merchantCode,
    provider,
    subject,
    accountId,
    ctx.now(),
  );
}

/**
 * A free username for a member registered by a provider account: from the email's local part or the
 * Telegram name, letters and digits only, letter first, within the username rule's lengths; a
 * number is appended when it is taken (or too short).
 */
export function usernameFromSubject(ctx: AppContext, merchantCode: string, provider: SocialProvider, subject: string): string {
  const rule = registerSettingsOf(ctx).username;
  const min = Math.max(rule?.minLength ?? 5, 1);
  const max = Math.max(rule?.maxLength ?? 16, min + 4);
  let base = (subject.split('@')[0] ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');
  if (!/^[a-z]/.test(base)) base = `${provider[0]}${base}`;
  const fits = (name: string) =>
    !sql(ctx.db, 'SELECT 1 FROM accounts WHERE merchant_code = ? AND username = ? COLLATE NOCASE').get(merchantCode, name) &&
    (!rule ||
      !validateRegistration({ username: name, password: 'abc12345', confirmPassword: 'abc12345' }, { username: rule }, 'username')
        .username);
  const plain = base.slice(0, max);
  if (plain.length >= min && fits(plain)) return plain;
  for (let n = 1; n < 100_000; n += 1) {
    const suffix = String(n).padStart(Math.max(0, min - base.length), '0');
    const name = `${base.slice(0, max - suffix.length)}${suffix}`;
    if (fits(name)) return name;
  }
  throw new ApiFailure(500, 'system.error', t(MESSAGES.systemBusy));
}

/** Control surface: the provider accounts linked to a member (or to everyone). */
export function identitiesOf(
  ctx: AppContext,
  username?: string,
): { username: string; provider: string; subject: string; linkedAt: number }[] {
  return sql(
    ctx.db,
    `SELECT a.username, s.provider, s.subject, s.created_at AS linkedAt FROM social_identities s JOIN accounts a ON a.id = s.account_id
      WHERE (? IS NULL OR a.username = ? COLLATE NOCASE) ORDER BY a.username, s.provider, s.id`,
  ).all(username ?? null, username ?? null) as { username: string; provider: string; subject: string; linkedAt: number }[];
}
