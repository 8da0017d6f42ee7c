import { randomBytes } from 'node:crypto';
import { ERROR_CODES, type endpoints } from 'shared-contracts';
import { loginInfoOf } from '../domain/account/login-history';
import { sendPhoneCode, verifyPhoneCode } from '../domain/account/phone-provider';
import {
  PROVIDER_NAMES,
  checkSocialCredential,
  issueSocialCredential,
  linkIdentity,
  linkedAccountId,
  requireProvider,
  usernameFromSubject,
} from '../domain/account/social';
import { consumeToken } from '../lib/signed-tokens';
import { sql } from '../lib/statements';
import { ApiFailure, fieldFailure, type FieldErrors } from '../http/failure';
import { merchantOf, sessionOf } from '../http/guards';
import { finishLogin, startSession } from '../domain/account/sign-in';
import type { Handler } from './types';
import { FEATURES, MESSAGES } from '../db/content/messages';
import { t } from '../i18n/localized';
import { createAccount, resolveInvitation } from '../domain/account/accounts';
import { requireFlag } from '../domain/system';

export const socialReferenceCredential: Handler<typeof endpoints.socialReferenceCredential> = ({ ctx, body, ...input }) =>
  issueSocialCredential(ctx, merchantOf(input), body.provider, body.subject);

/**
 * Social login: the member linked to the provider account the credential proves logs in like a
 * password login (new-IP verification, recorded login, same session). Unlinked: `register: true`
 * opens a member linked to it (first login), else `social.account.unlinked`; the credential stays
 * usable then, so the page can offer registration without a second trip to the provider.
 */
export const socialLogin: Handler<typeof endpoints.socialLogin> = ({ ctx, body, request, ...input }) => {
  const merchant = merchantOf(input);
  const name = PROVIDER_NAMES[body.provider];
  requireProvider(ctx, body.provider);
  const claims = checkSocialCredential(ctx, merchant, body.provider, body.credential);
  const used = () => new ApiFailure(200, ERROR_CODES.socialCredential, t(MESSAGES.socialUsed, { provider: name }));
  const linked = linkedAccountId(ctx, merchant.code, body.provider, claims.sub);
  if (linked !== undefined) {
    const account = sql(ctx.db, 'SELECT id, type FROM accounts WHERE id = ?').get(linked) as { id: number; type: number };
    if (!consumeToken(ctx, claims)) throw used();
    return finishLogin(ctx, account, merchant.code, request, 'social');
  }
  if (!body.register) throw new ApiFailure(200, ERROR_CODES.socialUnlinked, t(MESSAGES.socialUnlinked, { provider: name }));
  requireFlag(ctx, 'REG3', FEATURES.registration);
  const fieldErrors: FieldErrors = {};
  const invitation = resolveInvitation(ctx, merchant, body, fieldErrors);
  if (Object.keys(fieldErrors).length > 0) throw fieldFailure(fieldErrors);
  const accountId = ctx.db.transaction(() => {
    if (!consumeToken(ctx, claims)) throw used();
    const username = usernameFromSubject(ctx, merchant.code, body.provider, claims.sub);
    const id = createAccount(ctx, merchant, {
      username,
      // Nobody knows this password: the member signs in with the provider (or recovers by phone/email).
      password: randomBytes(24).toString('hex'),
      type: 0,
      isAgent: 0,
      parentId: invitation.parentId,
      referrerId: invitation.referrerId,
      email: body.provider === 'telegram' ? undefined : claims.sub,
    });
    linkIdentity(ctx, merchant.code, body.provider, claims.sub, id);
    return id;
  })();
  return startSession(ctx, accountId, merchant.code, request, 'social');
};

export const loginInfo: Handler<typeof endpoints.loginInfo> = (input) => loginInfoOf(input.ctx, sessionOf(input));

export const phoneProviderSend: Handler<typeof endpoints.phoneProviderSend> = ({ ctx, body, ...input }) =>
  sendPhoneCode(ctx, merchantOf(input), body.phoneNumber);

export const phoneProviderVerify: Handler<typeof endpoints.phoneProviderVerify> = ({ ctx, body, ...input }) =>
  verifyPhoneCode(ctx, merchantOf(input), body.sessionInfo, body.code);
