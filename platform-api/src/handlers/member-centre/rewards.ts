import type { endpoints } from 'shared-contracts';
import { sql } from '../../lib/statements';
import { ApiFailure } from '../../http/failure';
import { sessionOf } from '../../http/guards';
import type { ContentLanguage } from '../../i18n/language';
import { t } from '../../i18n/localized';
import { translateStored } from '../../db/content';
import { ACTIONS, MESSAGES } from '../../db/content/messages';
import { realAccount } from '../../domain/account/accounts';
import { moveMoney, toAmount } from '../../domain/money/ledger';
import type { Handler } from '../types';

// The reward centre: rewards by state, and claiming one (paid once).

interface RewardRow {
  id: number;
  title: string;
  type: 'BONUS' | 'MISSION' | 'VIP' | 'BIRTHDAY';
  amountCents: number;
  status: 'claimable' | 'claimed';
  createdAt: number;
  expiresAt: number;
  claimedAt: number | null;
}
const REWARD_COLUMNS =
  'id, title, type, amount_cents AS amountCents, status, created_at AS createdAt, expires_at AS expiresAt, claimed_at AS claimedAt';

function toReward(row: RewardRow, now: number, language: ContentLanguage) {
  const status = row.status === 'claimable' && row.expiresAt <= now ? ('expired' as const) : row.status;
  return {
    id: row.id,
    title: translateStored(row.title, language),
    type: row.type,
    amount: toAmount(row.amountCents),
    status,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    ...(row.claimedAt !== null ? { claimedAt: row.claimedAt } : {}),
  };
}

export const rewardCenter: Handler<typeof endpoints.rewardCenter> = (input) => {
  const { ctx, query, language } = input;
  const session = realAccount(sessionOf(input), ACTIONS.useRewardCentre);
  const now = ctx.now();
  const rows = sql(ctx.db, `SELECT ${REWARD_COLUMNS} FROM rewards WHERE account_id = ? ORDER BY created_at DESC, id DESC`).all(
    session.accountId,
  ) as RewardRow[];
  const list = rows.map((r) => toReward(r, now, language)).filter((r) => !query?.status || r.status === query.status);
  return {
    list,
    claimableAmount: toAmount(
      rows.filter((r) => toReward(r, now, language).status === 'claimable').reduce((sum, r) => sum + r.amountCents, 0),
    ),
  };
};

export const rewardClaim: Handler<typeof endpoints.rewardClaim> = (input) => {
  const { ctx, body, language } = input;
  const session = realAccount(sessionOf(input), ACTIONS.useRewardCentre);
  const now = ctx.now();
  const result = ctx.db.transaction(() => {
    const row = sql(ctx.db, `SELECT ${REWARD_COLUMNS} FROM rewards WHERE id = ? AND account_id = ?`).get(
      body.rewardId,
      session.accountId,
    ) as RewardRow | undefined;
    if (!row) throw new ApiFailure(200, 'resource.not.found', t(MESSAGES.noSuchReward));
    if (row.status === 'claimed') throw new ApiFailure(200, 'reward.already.claimed', t(MESSAGES.rewardClaimed));
    if (row.expiresAt <= now) throw new ApiFailure(200, 'reward.expired', t(MESSAGES.rewardExpired));
    const updated = sql(ctx.db, "UPDATE rewards SET status = 'claimed', claimed_at = ? WHERE id = ? AND status = 'claimable'").run(
      now,
      row.id,
    );
    if (updated.changes === 0) throw new ApiFailure(200, 'reward.already.claimed', t(MESSAGES.rewardClaimed));
    const moved = moveMoney(ctx, session.accountId, row.amountCents, 'reward', row.title)!;
    return { reward: toReward({ ...row, status: 'claimed', claimedAt: now }, now, language), balance: toAmount(moved.balance) };
  })();
  return result;
};
