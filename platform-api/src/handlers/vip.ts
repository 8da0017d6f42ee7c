import type { endpoints } from 'shared-contracts';
import { sql } from '../lib/statements';
import type { AppContext } from '../http/context';
import { optionalSession } from '../http/sessions';
import type { Handler } from './types';
import { toAmount } from '../domain/money/ledger';

interface VipRow {
  level: number;
  labelName: string;
  color: string;
  color2: string;
  depositRequiredCents: number;
  validBetRequiredCents: number;
  upgradeBonusCents: number;
  monthlyBonusCents: number;
  birthdayBonusCents: number;
  rebateRate: number;
  withdrawLimitCents: number;
  dedicatedService: number;
}

const VIP_COLUMNS = `level, label_name AS labelName, color, color2, deposit_required_cents AS depositRequiredCents, valid_bet_required_cents AS validBetRequiredCents,
  upgrade_bonus_cents AS upgradeBonusCents, monthly_bonus_cents AS monthlyBonusCents, birthday_bonus_cents AS birthdayBonusCents, rebate_rate AS rebateRate,
  withdraw_limit_cents AS withdrawLimitCents, dedicated_service AS dedicatedService`;

/** The ladder, lowest first. */
export function vipLadder(ctx: AppContext): VipRow[] {
  return sql(ctx.db, `SELECT ${VIP_COLUMNS} FROM vip_levels ORDER BY level`).all() as VipRow[];
}

/** A member's lifetime approved deposits and valid bet, in cents (what the ladder measures). */
export function vipTotals(ctx: AppContext, accountId: number): { depositCents: number; validBetCents: number } {
  return sql(
    ctx.db,
    `SELECT COALESCE(SUM(CASE WHEN kind = 'deposit' THEN amount_cents END), 0) AS depositCents,
            COALESCE(SUM(CASE WHEN kind = 'bet' THEN bet_cents END), 0) AS validBetCents
       FROM ledger WHERE account_id = ?`,
  ).get(accountId) as { depositCents: number; validBetCents: number };
}

export const vipLevels: Handler<typeof endpoints.vipLevels> = (input) => {
  const { ctx, request, merchant } = input;
  const ladder = vipLadder(ctx);
  const levels = ladder.map((row) => ({
    level: row.level,
    clubLabel: { labelName: row.labelName, color: row.color, color2: row.color2, rankLevel: row.level },
    depositRequired: toAmount(row.depositRequiredCents),
    validBetRequired: toAmount(row.validBetRequiredCents),
    benefits: [
      ...(row.upgradeBonusCents > 0 ? [{ kind: 'upgradeBonus' as const, value: toAmount(row.upgradeBonusCents) }] : []),
      ...(row.monthlyBonusCents > 0 ? [{ kind: 'monthlyBonus' as const, value: toAmount(row.monthlyBonusCents) }] : []),
      ...(row.birthdayBonusCents > 0 ? [{ kind: 'birthdayBonus' as const, value: toAmount(row.birthdayBonusCents) }] : []),
      { kind: 'rebateRate' as const, value: row.rebateRate },
      { kind: 'withdrawLimit' as const, value: toAmount(row.withdrawLimitCents) },
      ...(row.dedicatedService ? [{ kind: 'dedicatedService' as const, value: 1 }] : []),
    ],
  }));
  const session = optionalSession(ctx, request, merchant);
  if (!session) return { levels, progress: null };
  const level = sql(ctx.db, 'SELECT rank_level FROM accounts WHERE id = ?').pluck().get(session.accountId) as number;
  const totals = vipTotals(ctx, session.accountId);
  const next = ladder.find((row) => row.level > level) ?? null;
  const depositNeeded = next ? Math.max(0, next.depositRequiredCents - totals.depositCents) : 0;
  const validBetNeeded = next ? Math.max(0, next.validBetRequiredCents - totals.validBetCents) : 0;
  const fraction = (have: number, need: number) => (need <= 0 ? 1 : Math.min(1, have / need));
  return {
    levels,
    progress: {
      level,
      nextLevel: next?.level ?? null,
      depositTotal: toAmount(totals.depositCents),
      validBetTotal: toAmount(totals.validBetCents),
      depositNeeded: toAmount(depositNeeded),
      validBetNeeded: toAmount(validBetNeeded),
      fraction: next
        ? Math.min(fraction(totals.depositCents, next.depositRequiredCents), fraction(totals.validBetCents, next.validBetRequiredCents))
        : 1,
    },
  };
};
