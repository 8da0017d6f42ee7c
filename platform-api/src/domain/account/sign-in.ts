import type { FastifyRequest } from 'fastify';
import { ERROR_CODES, TRIAL_TYPE, type LoginResult } from 'shared-contracts';
import { sql } from '../../lib/statements';
import type { AppContext } from '../../http/context';
import { ApiFailure } from '../../http/failure';
import { clientAddress } from '../../http/request-origin';
import { t } from '../../i18n/localized';
import { MESSAGES } from '../../db/content/messages';
import { openSession, type LoginMethod } from './login-history';
import { registerIp, verificationNeeded } from './login-verification';

// The end of every sign-in (password, SMS, firebase, social, verification, registration by provider).

/**
 * The end of every login whose credentials passed (password, SMS, firebase, social): the check for
 * an unregistered IP (not when a phone proved the login, not for trial accounts), then the session.
 */
export function finishLogin(
  ctx: AppContext,
  account: { id: number; type: number },
  merchantCode: string,
  request: FastifyRequest,
  method: LoginMethod,
): LoginResult {
  const phoneProven = method === 'sms' || method === 'firebase';
  if (!phoneProven && account.type !== TRIAL_TYPE) {
    const needed = verificationNeeded(ctx, account.id, merchantCode, clientAddress(request));
    if (needed) {
      throw new ApiFailure(200, ERROR_CODES.loginVerifyRequired, t(MESSAGES.newLocation), needed);
    }
  }
  return startSession(ctx, account.id, merchantCode, request, method);
}

/** Opens a session for an account that passed every check; registers the IP and records the login. */
export function startSession(
  ctx: AppContext,
  accountId: number,
  merchantCode: string,
  request: FastifyRequest,
  method: LoginMethod,
): LoginResult {
  const account = sql(ctx.db, 'SELECT id, username, type, password_expired AS passwordExpired FROM accounts WHERE id = ?').get(
    accountId,
  ) as { id: number; username: string; type: number; passwordExpired: number };
  registerIp(ctx, account.id, clientAddress(request));
  const { token, firstTimeLogin } = openSession(ctx, { accountId: account.id, merchantCode, request, method });
  return {
    token,
    firstTimeLogin,
    // A login a phone proved (SMS code, firebase) never forces a password change (spec §4).
    passwordExpired: method !== 'sms' && method !== 'firebase' && account.passwordExpired === 1,
    id: account.id,
    userName: account.username,
    customerType: account.type,
  };
}
