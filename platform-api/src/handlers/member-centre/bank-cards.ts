import { ERROR_CODES, MAX_BANK_CARDS, type endpoints } from 'shared-contracts';
import { sql } from '../../lib/statements';
import { ApiFailure, fieldFailure } from '../../http/failure';
import { sessionOf } from '../../http/guards';
import { t } from '../../i18n/localized';
import { ACTIONS, MESSAGES } from '../../db/content/messages';
import { realAccount } from '../../domain/account/accounts';
import { checkPaymentPassword } from '../../domain/account/payment-password';
import { cardOf, cardsOf } from '../../domain/money/bank-cards';
import type { Handler } from '../types';

// The member's bank cards (where withdrawals are paid): the list and adding one.

export const bankCards: Handler<typeof endpoints.bankCards> = (input) => {
  const session = realAccount(sessionOf(input), ACTIONS.manageBankCards);
  return { list: cardsOf(input.ctx, session.accountId), max: MAX_BANK_CARDS };
};

export const bankCardAdd: Handler<typeof endpoints.bankCardAdd> = (input) => {
  const { ctx, body } = input;
  const session = realAccount(sessionOf(input), ACTIONS.manageBankCards);
  checkPaymentPassword(ctx, session, body.paymentPassword, true);
  return ctx.db.transaction(() => {
    const count = sql(ctx.db, 'SELECT count(*) FROM bank_cards WHERE account_id = ?').pluck().get(session.accountId) as number;
    if (count >= MAX_BANK_CARDS) throw new ApiFailure(200, ERROR_CODES.limitReached, t(MESSAGES.bankCardsMax, { max: MAX_BANK_CARDS }));
    const taken = sql(ctx.db, 'SELECT 1 FROM bank_cards WHERE account_id = ? AND account_no = ?').get(session.accountId, body.accountNo);
    if (taken) throw fieldFailure({ accountNo: t(MESSAGES.cardAlreadyBound) });
    const id = Number(
      sql(
        ctx.db,
        'INSERT INTO bank_cards (account_id, bank_name, account_name, account_no, is_default, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      ).run(session.accountId, body.bankName, body.accountName, body.accountNo, count === 0 ? 1 : 0, ctx.now()).lastInsertRowid,
    );
    return cardOf(ctx, session.accountId, id)!;
  })();
};
