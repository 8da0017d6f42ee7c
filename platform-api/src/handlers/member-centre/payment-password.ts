import { randomBytes } from 'node:crypto';
import type { endpoints } from 'shared-contracts';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { sql } from '../../lib/statements';
import { fieldFailure } from '../../http/failure';
import { sessionOf } from '../../http/guards';
import { t } from '../../i18n/localized';
import { ACTIONS, MESSAGES } from '../../db/content/messages';
import { checkPassword, realAccount } from '../../domain/account/accounts';
import type { Handler } from '../types';

// Setting or changing the payment password.

export const paymentPassword: Handler<typeof endpoints.paymentPassword> = (input) => {
  const { ctx, body } = input;
  const session = realAccount(sessionOf(input), ACTIONS.setPaymentPassword);
  const stored = sql(ctx.db, 'SELECT payment_password_hash FROM accounts WHERE id = ?').pluck().get(session.accountId) as string | null;
  if (stored === null) {
    if (body.loginPassword === undefined) throw fieldFailure({ loginPassword: t(MESSAGES.enterLoginPassword) });
    checkPassword(ctx, session, body.loginPassword);
  } else {
    if (body.oldPaymentPassword === undefined) throw fieldFailure({ oldPaymentPassword: t(MESSAGES.enterCurrentPaymentPassword) });
    if (!verifyPassword(body.oldPaymentPassword, stored)) throw fieldFailure({ oldPaymentPassword: t(MESSAGES.paymentPasswordIncorrect) });
    if (body.oldPaymentPassword === body.newPaymentPassword)
      throw fieldFailure({ newPaymentPassword: t(MESSAGES.choosePasswordDifferent) });
  }
  sql(ctx.db, 'UPDATE accounts SET payment_password_hash = ? WHERE id = ?').run(
    hashPassword(body.newPaymentPassword, randomBytes(16).toString('hex')),
    session.accountId,
  );
  return { hasPaymentPassword: true as const };
};
