import type { Merchant, Session } from './context';
import { ApiFailure, notLoggedIn } from './failure';
import { MESSAGES } from '../db/content/messages';
import { t } from '../i18n/localized';

/** The session of a token endpoint's input. */
export function sessionOf(input: { session: Session | null }): Session {
  if (!input.session) throw notLoggedIn();
  return input.session;
}

/** The merchant of an input (always set except on the RSA key endpoint). */
export function merchantOf(input: { merchant: Merchant | null }): Merchant {
  if (!input.merchant) throw new ApiFailure(400, 'merchant.invalid', t(MESSAGES.merchantRequired));
  return input.merchant;
}
