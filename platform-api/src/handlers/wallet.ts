import type { endpoints } from 'shared-contracts';
import { sql } from '../lib/statements';
import { merchantOf, sessionOf } from '../http/guards';
import type { Handler } from './types';

/** Cents to a 2-decimal amount. */
export function toAmount(cents: number): number {
  return Math.round(cents) / 100;
}

export const walletBalance: Handler<typeof endpoints.walletBalance> = (input) => {
  const session = sessionOf(input);
  const merchant = merchantOf(input);
  const wallet = sql(input.ctx.db, 'SELECT currency, balance_cents AS balanceCents FROM wallets WHERE account_id = ?').get(session.accountId) as
    | { currency: string; balanceCents: number }
    | undefined;
  const cents = wallet?.balanceCents ?? 0;
  return {
    sumBalance: toAmount(cents),
    currency: wallet?.currency ?? merchant.currency,
    currencySymbol: merchant.currencySymbol,
    isSingle: true,
    balance: [{ accountTypeId: 2, accountName: 'MAIN', availBalance: toAmount(cents) }],
  };
};
