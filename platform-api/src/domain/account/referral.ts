import type Database from 'better-sqlite3';
import { LEDGER_MEMOS } from '../../db/content/ledger';
import { t } from '../../i18n/localized';
import { sql } from '../../lib/statements';
import type { AppContext } from '../../http/context';
import { moveMoney } from '../money/ledger';

// The referral programme (ours; the rules the referral page shows): a member who invited a friend
// receives a bonus when the friend's first deposit is approved, and every day a share of the
// friend's valid bets of the day before. Each payment is a `bonus` ledger row and a row of
// `referral_earnings` (one per invitee and kind and day, so nothing is paid twice).

/** The daily share of an invitee's valid bets, in percent. */
export const REFERRAL_COMMISSION_RATE = 0.3;
/** What the inviter receives when an invitee's first deposit is approved. */
export const REFERRAL_FIRST_DEPOSIT_BONUS_CENTS = 1_000;
/** Commissions are settled for at most this many past days (older days are left unpaid). */
export const REFERRAL_COMMISSION_DAYS = 30;

const DAY = 86_400_000;

/** Start of the UTC day of a time. */
function dayStart(time: number): number {
  return Math.floor(time / DAY) * DAY;
}

function recordEarning(
  db: Database.Database,
  row: {
    referrerId: number;
    inviteeId: number;
    kind: 'first_deposit' | 'commission';
    day: string;
    validBetCents: number;
    amountCents: number;
    at: number;
  },
): boolean {
  return (
    sql(
      db,
      `INSERT OR IGNORE INTO referral_earnings (referrer_id, invitee_id, kind, day, valid_bet_cents, amount_cents, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(row.referrerId, row.inviteeId, row.kind, row.day, row.validBetCents, row.amountCents, row.at).changes === 1
  );
}

/**
 * Pays the inviter of an account its first-deposit bonus, once: call it when one of the account's
 * deposits is approved, inside that transaction. Nothing for an account nobody invited.
 */
export function payFirstDepositBonus(ctx: AppContext, inviteeId: number): void {
  const invitee = sql(ctx.db, 'SELECT username, referrer_id AS referrerId FROM accounts WHERE id = ?').get(inviteeId) as
    { username: string; referrerId: number | null } | undefined;
  if (!invitee?.referrerId) return;
  const paid = recordEarning(ctx.db, {
    referrerId: invitee.referrerId,
    inviteeId,
    kind: 'first_deposit',
    day: '',
    validBetCents: 0,
    amountCents: REFERRAL_FIRST_DEPOSIT_BONUS_CENTS,
    at: ctx.now(),
  });
  if (paid)
    moveMoney(
      ctx,
      invitee.referrerId,
      REFERRAL_FIRST_DEPOSIT_BONUS_CENTS,
      'bonus',
      t(LEDGER_MEMOS.referralBonus, { account: invitee.username }),
    );
}

/**
 * Pays the commissions of the days that ended since the last settlement (at most
 * {@link REFERRAL_COMMISSION_DAYS} back): per invitee and day, {@link REFERRAL_COMMISSION_RATE} % of
 * the valid bet, when it comes to a cent or more. In one transaction, so two reads pay once.
 */
export function settleReferralCommissions(ctx: AppContext, referrerId: number): void {
  ctx.db.transaction(() => {
    const today = dayStart(ctx.now());
    const referrer = sql(ctx.db, 'SELECT referral_settled_until AS settledUntil, created_at AS createdAt FROM accounts WHERE id = ?').get(
      referrerId,
    ) as { settledUntil: number | null; createdAt: number };
    const from = Math.max(dayStart(referrer.settledUntil ?? referrer.createdAt), today - REFERRAL_COMMISSION_DAYS * DAY);
    if (from < today) {
      const invitees = sql(ctx.db, 'SELECT id, username FROM accounts WHERE referrer_id = ?').all(referrerId) as {
        id: number;
        username: string;
      }[];
      const betsByDay = sql(
        ctx.db,
        `SELECT (created_at / ${DAY}) * ${DAY} AS day, SUM(bet_cents) AS bet FROM ledger
          WHERE account_id = ? AND kind = 'bet' AND created_at >= ? AND created_at < ? GROUP BY created_at / ${DAY} ORDER BY day`,
      );
      for (const invitee of invitees) {
        for (const { day, bet } of betsByDay.all(invitee.id, from, today) as { day: number; bet: number }[]) {
          const amount = Math.floor((bet * REFERRAL_COMMISSION_RATE) / 100);
          if (amount <= 0) continue;
          const date = new Date(day).toISOString().slice(0, 10);
          const at = ctx.now();
          const paid = recordEarning(ctx.db, {
            referrerId,
            inviteeId: invitee.id,
            kind: 'commission',
            day: date,
            validBetCents: bet,
            amountCents: amount,
            at,
          });
          if (paid)
            moveMoney(ctx, referrerId, amount, 'bonus', t(LEDGER_MEMOS.referralCommission, { account: invitee.username, day: date }));
        }
      }
    }
    sql(ctx.db, 'UPDATE accounts SET referral_settled_until = ? WHERE id = ? AND COALESCE(referral_settled_until, 0) < ?').run(
      today,
      referrerId,
      today,
    );
  })();
}

/** What a member earned from the programme: in total and per invitee (cents). */
export function referralEarnings(ctx: AppContext, referrerId: number): { total: number; byInvitee: Map<number, number> } {
  const rows = sql(
    ctx.db,
    'SELECT invitee_id AS inviteeId, SUM(amount_cents) AS cents FROM referral_earnings WHERE referrer_id = ? GROUP BY invitee_id',
  ).all(referrerId) as { inviteeId: number; cents: number }[];
  return { total: rows.reduce((sum, r) => sum + r.cents, 0), byInvitee: new Map(rows.map((r) => [r.inviteeId, r.cents])) };
}
