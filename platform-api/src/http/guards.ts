import type { Merchant, Session } from './context';
import { ApiFailure, notLoggedIn } from './failure';

/** The session of a token endpoint's input. */
export function sessionOf(input: { session: Session | null }): Session {
  if (!input.session) throw notLoggedIn();
  return input.session;
}

/** The merchant of an input (always set except on the RSA key endpoint). */
export function merchantOf(input: { merchant: Merchant | null }): Merchant {
  if (!input.merchant) throw new ApiFailure(400, 'merchant.invalid', 'The Merchant header is required');
  return input.merchant;
}
