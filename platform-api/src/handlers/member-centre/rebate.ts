import { type GameType, type endpoints } from 'shared-contracts';
import { sql } from '../../lib/statements';
import type { AppContext } from '../../http/context';
import { ApiFailure } from '../../http/failure';
import { merchantOf, sessionOf } from '../../http/guards';
import { t } from '../../i18n/localized';
import { LEDGER_MEMOS } from '../../db/content/ledger';
import { ACTIONS, MESSAGES } from '../../db/content/messages';
import { realAccount } from '../../domain/account/accounts';
import { moveMoney, toAmount } from '../../domain/money/ledger';
import type { Handler } from '../types';

// The manual rebate: what the bets since the last claim earned, and claiming it.

/** Rebate rates per category, in percent of valid bet (demo data). */
export const REBATE_RATES: Readonly<Partial<Record<GameType, number>>> = {
  RNG: 1.2,
  LIVE: 0.8,
  FISH: 1.0,
  PVP: 0.6,
  SPORTS: 0.8,
  ELOTT: 0.5,
  LOTT: 0.5,
  INHOUSE: 1.0,
};
export const MIN_REBATE_CLAIM_CENTS = 1;

/**
 * The rebate earned since the last claim. `since` is that claim's time, or for a member who never
 * claimed one the account's registration (the bets counted start there; never the epoch).
 */
function rebateLines(ctx: AppContext, accountId: number) {
  const lastClaim = sql(ctx.db, 'SELECT MAX(claimed_at) FROM rebate_claims WHERE account_id = ?').pluck().get(accountId) as number | null;
  const since = lastClaim ?? (sql(ctx.db, 'SELECT created_at FROM accounts WHERE id = ?').pluck().get(accountId) as number);
  const rows = sql(
    ctx.db,
    `SELECT g.game_type AS gameType, SUM(l.bet_cents) AS bet FROM ledger l JOIN games g ON g.node_id = l.node_id
      WHERE l.account_id = ? AND l.kind = 'bet' AND l.created_at > ? GROUP BY g.game_type ORDER BY g.game_type`,
  ).all(accountId, lastClaim ?? 0) as { gameType: GameType; bet: number }[];
  const lines = rows.map((r) => {
    const rate = REBATE_RATES[r.gameType] ?? 0;
    return { gameType: r.gameType, rate, validBetCents: r.bet, amountCents: Math.floor((r.bet * rate) / 100) };
  });
  return {
    since,
    lines,
    amountCents: lines.reduce((s, l) => s + l.amountCents, 0),
    validBetCents: lines.reduce((s, l) => s + l.validBetCents, 0),
  };
}

export const manualRebate: Handler<typeof endpoints.manualRebate> = (input) => {
  const { ctx } = input;
  const session = realAccount(sessionOf(input), ACTIONS.claimRebate);
  const current = rebateLines(ctx, session.accountId);
  const history = sql(
    ctx.db,
    'SELECT id, amount_cents AS amount, valid_bet_cents AS bet, claimed_at AS claimedAt FROM rebate_claims WHERE account_id = ? ORDER BY claimed_at DESC LIMIT 20',
  ).all(session.accountId) as { id: number; amount: number; bet: number; claimedAt: number }[];
  return {
    claimableAmount: toAmount(current.amountCents),
    minClaimAmount: toAmount(MIN_REBATE_CLAIM_CENTS),
    since: current.since,
    lines: current.lines.map((l) => ({
      gameType: l.gameType,
      rate: l.rate,
      validBet: toAmount(l.validBetCents),
      amount: toAmount(l.amountCents),
    })),
    history: history.map((h) => ({ id: h.id, amount: toAmount(h.amount), validBet: toAmount(h.bet), claimedAt: h.claimedAt })),
  };
};

export const manualRebateClaim: Handler<typeof endpoints.manualRebateClaim> = (input) => {
  const { ctx } = input;
  const session = realAccount(sessionOf(input), ACTIONS.claimRebate);
  merchantOf(input);
  return ctx.db.transaction(() => {
    // Computed and recorded in one transaction, so a second claim sees the first one's time.
    const current = rebateLines(ctx, session.accountId);
    if (current.amountCents < MIN_REBATE_CLAIM_CENTS) throw new ApiFailure(200, 'rebate.nothing.to.claim', t(MESSAGES.noRebateYet));
    const now = Math.max(ctx.now(), current.since + 1);
    const row = sql(ctx.db, 'INSERT INTO rebate_claims (account_id, amount_cents, valid_bet_cents, claimed_at) VALUES (?, ?, ?, ?)').run(
      session.accountId,
      current.amountCents,
      current.validBetCents,
      now,
    );
    const moved = moveMoney(ctx, session.accountId, current.amountCents, 'rebate', t(LEDGER_MEMOS.manualRebate))!;
    return {
      claimId: Number(row.lastInsertRowid),
      amount: toAmount(current.amountCents),
      validBet: toAmount(current.validBetCents),
      balance: toAmount(moved.balance),
    };
  })();
};
