import { randomInt } from 'node:crypto';
import type { endpoints } from 'shared-contracts';
import { sql } from '../../lib/statements';
import { ApiFailure } from '../../http/failure';
import { sessionOf } from '../../http/guards';
import type { Handler } from '../types';
import { ACTIONS, MESSAGES } from '../../db/content/messages';
import { t } from '../../i18n/localized';
import { LEDGER_MEMOS } from '../../db/content/ledger';
import { moveMoney, toAmount } from '../../domain/money/ledger';
import { realAccount } from '../../domain/account/accounts';
import { promotionById } from '../../domain/promotions';

// The daily raffle draw of a raffle promotion (one prize per member and day).

const DAY = 86_400_000;

const RAFFLE_PRIZES_CENTS = [100, 188, 500, 888, 1_888] as const;

export const raffleClaim: Handler<typeof endpoints.raffleClaim> = (input) => {
  const { ctx, body } = input;
  const session = realAccount(sessionOf(input), ACTIONS.joinRaffle);
  const promotion = promotionById(ctx, body.promotionId);
  const now = ctx.now();
  if (!promotion || promotion.kind !== 'raffle') throw new ApiFailure(200, 'resource.not.found', t(MESSAGES.noRaffle));
  if (now < promotion.startTime || now > promotion.endTime) throw new ApiFailure(200, 'raffle.not.open', t(MESSAGES.raffleNotOpen));
  const day = new Date(now).toISOString().slice(0, 10);
  const nextClaimAt = Date.parse(`${day}T00:00:00Z`) + DAY;
  return ctx.db.transaction(() => {
    const prize = RAFFLE_PRIZES_CENTS[randomInt(0, RAFFLE_PRIZES_CENTS.length)]!;
    const inserted = sql(
      ctx.db,
      'INSERT OR IGNORE INTO raffle_claims (account_id, promotion_id, day, prize_cents, claimed_at) VALUES (?, ?, ?, ?, ?)',
    ).run(session.accountId, promotion.id, day, prize, now);
    if (inserted.changes === 0) throw new ApiFailure(200, 'raffle.already.claimed', t(MESSAGES.raffleDrawnToday), { nextClaimAt });
    const moved = moveMoney(ctx, session.accountId, prize, 'raffle', t(LEDGER_MEMOS.rafflePrize, { id: promotion.id }))!;
    return { claimId: Number(inserted.lastInsertRowid), prize: toAmount(prize), balance: toAmount(moved.balance), nextClaimAt };
  })();
};
