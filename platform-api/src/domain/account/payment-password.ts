import { ERROR_CODES } from 'shared-contracts';
import { verifyPassword } from '../../lib/passwords';
import { sql } from '../../lib/statements';
import type { AppContext, Session } from '../../http/context';
import { ApiFailure, fieldFailure } from '../../http/failure';
import { t } from '../../i18n/localized';
import { MESSAGES } from '../../db/content/messages';

// The payment password: a second password that guards money leaving the wallet.

/** Whether the account has set a payment password. */
export function hasPaymentPassword(ctx: AppContext, accountId: number): boolean {
  return (sql(ctx.db, 'SELECT payment_password_hash FROM accounts WHERE id = ?').pluck().get(accountId) as string | null) !== null;
}

/**
 * Checks the payment password. `required`: refuse when none is set (`payment.password.required`,
 * "complete verification first"); otherwise a member without one passes (transfers before a
 * payment password exists, as the platform allows).
 */
export function checkPaymentPassword(ctx: AppContext, session: Session, given: string | undefined, required: boolean): void {
  const stored = sql(ctx.db, 'SELECT payment_password_hash FROM accounts WHERE id = ?').pluck().get(session.accountId) as string | null;
  if (stored === null) {
    if (required) throw new ApiFailure(200, ERROR_CODES.paymentPasswordRequired, t(MESSAGES.paymentPasswordFirst));
    return;
  }
  if (!given) throw fieldFailure({ paymentPassword: t(MESSAGES.enterPaymentPassword) });
  if (!verifyPassword(given, stored)) {
    throw new ApiFailure(200, ERROR_CODES.paymentPasswordInvalid, t(MESSAGES.paymentPasswordIncorrect), {
      fieldErrors: { paymentPassword: t(MESSAGES.paymentPasswordIncorrect) },
    });
  }
}
