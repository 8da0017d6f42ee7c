import type { endpoints } from 'shared-contracts';
import { sql } from '../../lib/statements';
import type { AppContext } from '../../http/context';
import { ApiFailure, fieldFailure } from '../../http/failure';
import { merchantOf, sessionOf } from '../../http/guards';
import type { Handler } from '../types';
import { ACTIONS, MESSAGES } from '../../db/content/messages';
import { money } from '../../i18n/format';
import { t } from '../../i18n/localized';
import { LEDGER_MEMOS } from '../../db/content/ledger';
import { translateStored } from '../../db/content';
import { langQuery } from '../../i18n/language';
import { checkPassword, realAccount } from '../../domain/account/accounts';
import { toAmount, moveMoney } from '../../domain/money/ledger';

// The points mall: points, items, redeeming them, the redemptions, converting points to money.

const DAY = 86_400_000;

/** Points per 1.00 of money, and the smallest conversion. */
export const POINTS_RATIO = 100;
export const MIN_CONVERT_POINTS = 100;

export const pointsConfig: Handler<typeof endpoints.pointsConfig> = () => ({
  enabled: true,
  pointsRatio: POINTS_RATIO,
  minConvertPoints: MIN_CONVERT_POINTS,
});

function pointsOf(ctx: AppContext, accountId: number): number {
  return sql(ctx.db, 'SELECT points FROM accounts WHERE id = ?').pluck().get(accountId) as number;
}

export const pointsBalance: Handler<typeof endpoints.pointsBalance> = (input) => {
  const points = pointsOf(input.ctx, sessionOf(input).accountId);
  return { points, convertibleAmount: toAmount(Math.floor(points / POINTS_RATIO) * 100) };
};

interface ItemRow {
  id: number;
  name: string;
  type: 'CASH' | 'GIFT';
  quantity: number;
  pointsRequired: number;
  amountCents: number;
  amountRequiredCents: number;
  units: string;
  remark: string | null;
}

const ITEM_COLUMNS =
  'id, name, type, quantity, points_required AS pointsRequired, amount_cents AS amountCents, amount_required_cents AS amountRequiredCents, units, remark';

export const pointsRewards: Handler<typeof endpoints.pointsRewards> = ({ ctx, language }) => ({
  list: (sql(ctx.db, `SELECT ${ITEM_COLUMNS} FROM points_items ORDER BY sort`).all() as ItemRow[]).map((i) => ({
    id: i.id,
    name: translateStored(i.name, language),
    type: i.type,
    quantity: i.quantity,
    pointsRequired: i.pointsRequired,
    amount: toAmount(i.amountCents),
    amountRequired: toAmount(i.amountRequiredCents),
    units: translateStored(i.units, language),
    status: i.quantity > 0 ? ('ACTIVE' as const) : ('SOLD_OUT' as const),
    ...(i.remark ? { remark: translateStored(i.remark, language) } : {}),
    image: `/assets-api/points-item/${i.id}.svg${langQuery(language)}`,
  })),
});

/** Valid bet of an account in the last 30 days, in cents. */
function validBetCents(ctx: AppContext, accountId: number): number {
  return sql(ctx.db, "SELECT COALESCE(SUM(bet_cents), 0) FROM ledger WHERE account_id = ? AND kind = 'bet' AND created_at >= ?")
    .pluck()
    .get(accountId, ctx.now() - 30 * DAY) as number;
}

export const pointsRedeem: Handler<typeof endpoints.pointsRedeem> = (input) => {
  const { ctx, body } = input;
  const session = realAccount(sessionOf(input), ACTIONS.redeemPoints);
  checkPassword(ctx, session, body.password);
  const item = sql(ctx.db, `SELECT ${ITEM_COLUMNS} FROM points_items WHERE id = ?`).get(body.itemId) as ItemRow | undefined;
  if (!item) throw new ApiFailure(200, 'resource.not.found', t(MESSAGES.itemMissing));
  if (validBetCents(ctx, session.accountId) < item.amountRequiredCents) {
    throw new ApiFailure(
      200,
      'points.requirement.unmet',
      t(MESSAGES.validBetNeeded, { amount: money(toAmount(item.amountRequiredCents), merchantOf(input).currencySymbol) }),
    );
  }
  const points = item.pointsRequired * body.quantity;
  const outcome = ctx.db.transaction(() => {
    const stock = sql(ctx.db, 'UPDATE points_items SET quantity = quantity - ? WHERE id = ? AND quantity >= ?').run(
      body.quantity,
      item.id,
      body.quantity,
    );
    if (stock.changes === 0) return 'stock' as const;
    const paid = sql(ctx.db, 'UPDATE accounts SET points = points - ? WHERE id = ? AND points >= ?').run(points, session.accountId, points);
    if (paid.changes === 0) throw new PointsShort();
    // Stored as 'processing' (the table's CHECK), answered as 'in_process'.
    const stored: 'approved' | 'processing' = item.type === 'CASH' ? 'approved' : 'processing';
    const status: 'approved' | 'in_process' = stored === 'approved' ? 'approved' : 'in_process';
    const row = sql(
      ctx.db,
      'INSERT INTO points_redemptions (account_id, item_id, quantity, points, status, apply_time) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(session.accountId, item.id, body.quantity, points, stored, ctx.now());
    if (item.type === 'CASH')
      moveMoney(
        ctx,
        session.accountId,
        item.amountCents * body.quantity,
        'points',
        t(LEDGER_MEMOS.pointsItem, { quantity: body.quantity, item: item.name }),
      );
    return { redemptionId: Number(row.lastInsertRowid), status };
  });
  let result: ReturnType<typeof outcome>;
  try {
    result = outcome();
  } catch (error) {
    if (error instanceof PointsShort) throw new ApiFailure(200, 'points.insufficient', t(MESSAGES.pointsShortItem));
    throw error;
  }
  if (result === 'stock') throw new ApiFailure(200, 'points.sold.out', t(MESSAGES.itemSoldOut));
  return { redemptionId: result.redemptionId, points: pointsOf(ctx, session.accountId), status: result.status };
};

/** Thrown inside a transaction to roll it back when points are short. */
class PointsShort extends Error {}

export const pointsRedeemList: Handler<typeof endpoints.pointsRedeemList> = (input) => {
  const { ctx, language } = input;
  const session = sessionOf(input);
  const pageNo = input.query?.pageNo ?? 1;
  const pageSize = input.query?.pageSize ?? 20;
  // Stored as 'processing' (the table's CHECK); answered as the contract's 'in_process'.
  const status = input.query?.status === 'in_process' ? 'processing' : input.query?.status;
  const statusFilter = status ? 'AND r.status = ?' : '';
  const statusArgs = status ? [status] : [];
  const total = sql(ctx.db, `SELECT count(*) FROM points_redemptions r WHERE r.account_id = ? ${statusFilter}`)
    .pluck()
    .get(session.accountId, ...statusArgs) as number;
  const rows = sql(
    ctx.db,
    `SELECT r.id, i.name AS itemName, i.type, r.quantity, r.points, CASE r.status WHEN 'processing' THEN 'in_process' ELSE r.status END AS status,
            i.amount_cents * r.quantity AS amountCents, r.apply_time AS applyTime, r.remark
       FROM points_redemptions r JOIN points_items i ON i.id = r.item_id WHERE r.account_id = ? ${statusFilter} ORDER BY r.apply_time DESC, r.id DESC LIMIT ? OFFSET ?`,
  ).all(session.accountId, ...statusArgs, pageSize, (pageNo - 1) * pageSize) as {
    id: number;
    itemName: string;
    type: 'CASH' | 'GIFT';
    quantity: number;
    points: number;
    status: 'in_process' | 'approved' | 'rejected';
    amountCents: number;
    applyTime: number;
    remark: string | null;
  }[];
  return {
    list: rows.map(({ remark, amountCents, itemName, ...r }) => ({
      ...r,
      itemName: translateStored(itemName, language),
      amount: r.status === 'approved' ? toAmount(amountCents) : 0,
      ...(remark ? { remark: translateStored(remark, language) } : {}),
    })),
    totalPages: Math.ceil(total / pageSize),
    totalCount: total,
  };
};

export const pointsConvert: Handler<typeof endpoints.pointsConvert> = (input) => {
  const { ctx, body } = input;
  const session = realAccount(sessionOf(input), ACTIONS.convertPoints);
  checkPassword(ctx, session, body.password);
  if (body.points < MIN_CONVERT_POINTS || body.points % POINTS_RATIO !== 0) {
    throw fieldFailure({ points: t(MESSAGES.convertSteps, { min: MIN_CONVERT_POINTS, step: POINTS_RATIO }) });
  }
  const cents = (body.points / POINTS_RATIO) * 100;
  const balance = ctx.db.transaction(() => {
    const paid = sql(ctx.db, 'UPDATE accounts SET points = points - ? WHERE id = ? AND points >= ?').run(
      body.points,
      session.accountId,
      body.points,
    );
    if (paid.changes === 0) return null;
    return moveMoney(ctx, session.accountId, cents, 'points', t(LEDGER_MEMOS.pointsConverted, { points: body.points }))?.balance ?? null;
  })();
  if (balance === null) throw new ApiFailure(200, 'points.insufficient', t(MESSAGES.pointsShort));
  return { points: pointsOf(ctx, session.accountId), amount: toAmount(cents), balance: toAmount(balance) };
};
