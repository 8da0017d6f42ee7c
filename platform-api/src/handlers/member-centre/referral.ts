import type { endpoints } from 'shared-contracts';
import { sql } from '../../lib/statements';
import type { AppContext } from '../../http/context';
import { merchantOf, sessionOf } from '../../http/guards';
import { requestOrigin } from '../../http/request-origin';
import { decimal, money } from '../../i18n/format';
import { t } from '../../i18n/localized';
import { ACTIONS } from '../../db/content/messages';
import { REFERRAL_RULES } from '../../db/content/referral';
import { realAccount } from '../../domain/account/accounts';
import {
  REFERRAL_COMMISSION_RATE,
  REFERRAL_FIRST_DEPOSIT_BONUS_CENTS,
  referralEarnings,
  settleReferralCommissions,
} from '../../domain/account/referral';
import { toAmount } from '../../domain/money/ledger';
import type { Handler } from '../types';

// Invite friends: the member's referral code and link, invitees and earnings (commissions of the
// days that ended are paid first).

/** A referral code for an account: its stored one, or (autoGenerate) a new one stored now. */
function referralCodeOf(ctx: AppContext, accountId: number, generate: boolean): string | null {
  const existing = sql(ctx.db, 'SELECT referral_code FROM accounts WHERE id = ?').pluck().get(accountId) as string | null;
  if (existing || !generate) return existing;
  const code = `R${(accountId * 7919 + 104_729).toString(36).toUpperCase()}`;
  sql(ctx.db, 'UPDATE accounts SET referral_code = ? WHERE id = ?').run(code, accountId);
  return code;
}

export const referralDetails: Handler<typeof endpoints.referralDetails> = (input) => {
  const { ctx, query, request, language } = input;
  const session = realAccount(sessionOf(input), ACTIONS.inviteFriends);
  const code = referralCodeOf(ctx, session.accountId, query?.autoGenerate !== 'false');
  const origin = requestOrigin(request);
  // The days that ended since the last visit pay their commissions first (as salaries settle on read).
  settleReferralCommissions(ctx, session.accountId);
  const invitees = sql(
    ctx.db,
    `SELECT a.id, a.username, a.created_at AS createdAt, EXISTS (SELECT 1 FROM ledger l WHERE l.account_id = a.id AND l.kind = 'deposit') AS deposited
       FROM accounts a WHERE a.referrer_id = ? ORDER BY a.created_at DESC`,
  ).all(session.accountId) as { id: number; username: string; createdAt: number; deposited: number }[];
  const earnings = referralEarnings(ctx, session.accountId);
  const link = code ? `${origin}/?r=${code}` : null;
  return {
    rules: t(REFERRAL_RULES, {
      bonus: money(toAmount(REFERRAL_FIRST_DEPOSIT_BONUS_CENTS), merchantOf(input).currencySymbol),
      rate: decimal(REFERRAL_COMMISSION_RATE),
    }).render(language),
    commissionRate: REFERRAL_COMMISSION_RATE,
    firstDepositBonus: toAmount(REFERRAL_FIRST_DEPOSIT_BONUS_CENTS),
    enabled: true,
    referralCode: code,
    referralLink: link,
    totalInvitations: invitees.length,
    depositedInvitations: invitees.filter((i) => i.deposited === 1).length,
    commissionTotal: toAmount(earnings.total),
    promotionDomains: [origin],
    invitees: invitees.map((i) => ({
      account: `${i.username.slice(0, 2)}***${i.username.slice(-2)}`,
      registeredAt: i.createdAt,
      deposited: i.deposited === 1,
      earned: toAmount(earnings.byInvitee.get(i.id) ?? 0),
    })),
  };
};
