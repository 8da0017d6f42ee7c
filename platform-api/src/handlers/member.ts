import { MAIN_WALLET_TYPE_ID, isAgentAccount, isTrial, type endpoints } from 'shared-contracts';
import { sql } from '../lib/statements';
import type { AppContext } from '../http/context';
import { ApiFailure, LOCAL_ERROR_CODES, fieldFailure } from '../http/failure';
import { merchantOf, sessionOf } from '../http/guards';
import { uploadsOf } from '../http/uploads';
import type { Handler } from './types';
import { ACTIONS, MESSAGES } from '../db/content/messages';
import { day, money } from '../i18n/format';
import { t } from '../i18n/localized';
import { LEDGER_MEMOS } from '../db/content/ledger';
import { translateMemo, translateStored } from '../db/content';
import { GAME_ANNOUNCEMENTS } from '../db/content/notices';
import { MISSION_TITLES } from '../db/content/rewards';
import { langQuery } from '../i18n/language';
import { maskAccount, checkPassword, realAccount } from '../domain/account/accounts';
import { GAME_WALLETS, isSingleWallet } from '../domain/money/wallets';
import { toAmount, moveMoney, type LedgerKind } from '../domain/money/ledger';
import { checkPaymentPassword } from '../domain/account/payment-password';

const DAY = 86_400_000;
/** Points per 1.00 of money, and the smallest conversion. */
export const POINTS_RATIO = 100;
export const MIN_CONVERT_POINTS = 100;

export const avatar: Handler<typeof endpoints.avatar> = (input) => {
  const session = sessionOf(input);
  const number = String(session.accountId % 12);
  return { avatar: number, avatarType: 'STATIC', url: `/assets-api/avatar/${number}.svg` };
};

export const memberIcon: Handler<typeof endpoints.memberIcon> = (input) => ({
  icon: `/assets-api/avatar/${sessionOf(input).accountId % 12}.svg`,
});

export const transactionDetails: Handler<typeof endpoints.transactionDetails> = (input) => {
  const { ctx, language } = input;
  const session = sessionOf(input);
  const q = input.query;
  const now = ctx.now();
  const start = q?.startTime ?? now - 30 * DAY;
  const end = q?.endTime ?? now + 60_000;
  if (end < start) throw new ApiFailure(400, 'request.validation.failed', 'query.endTime: must not be before startTime');
  const pageNo = q?.pageNo ?? 1;
  const pageSize = q?.pageSize ?? 20;
  const where = `account_id = ? AND created_at BETWEEN ? AND ? ${q?.kind ? 'AND kind = ?' : ''}`;
  const params: unknown[] = [session.accountId, start, end, ...(q?.kind ? [q.kind] : [])];
  const totalCount = ctx.db
    .prepare(`SELECT count(*) FROM ledger WHERE ${where}`)
    .pluck()
    .get(...params) as number;
  const rows = ctx.db
    .prepare(
      `SELECT id, kind, amount_cents AS amountCents, balance_after_cents AS balanceAfterCents, created_at AS createdAt, memo, node_id AS nodeId
                FROM ledger WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    )
    .all(...params, pageSize, (pageNo - 1) * pageSize) as {
    id: number;
    kind: LedgerKind;
    amountCents: number;
    balanceAfterCents: number;
    createdAt: number;
    memo: string | null;
    nodeId: number | null;
  }[];
  return {
    list: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      amount: toAmount(r.amountCents),
      balanceAfter: toAmount(r.balanceAfterCents),
      createdAt: r.createdAt,
      ...(r.memo ? { memo: translateMemo(r.memo, language) } : {}),
      ...(r.nodeId !== null ? { nodeId: r.nodeId } : {}),
    })),
    totalPages: Math.ceil(totalCount / pageSize),
    totalCount,
  };
};

/** Whether `otherId` is the upline of `accountId` or anywhere below it. */
function isUplineOrDownline(ctx: AppContext, accountId: number, otherId: number): boolean {
  const parent = sql(ctx.db, 'SELECT parent_id FROM accounts WHERE id = ?').pluck().get(accountId) as number | null;
  if (parent === otherId) return true;
  return !!sql(
    ctx.db,
    `WITH RECURSIVE tree(id) AS (SELECT id FROM accounts WHERE parent_id = ? UNION ALL SELECT a.id FROM accounts a JOIN tree ON a.parent_id = tree.id)
     SELECT 1 FROM tree WHERE id = ?`,
  ).get(accountId, otherId);
}

export const walletTransfer: Handler<typeof endpoints.walletTransfer> = (input) => {
  const { ctx, body } = input;
  const session = realAccount(sessionOf(input), ACTIONS.transferMoney);
  const merchant = merchantOf(input);
  checkPaymentPassword(ctx, session, body.paymentPassword, false);
  const cents = Math.round(body.amount * 100);
  if (cents <= 0 || Math.abs(body.amount * 100 - cents) > 1e-6) throw fieldFailure({ amount: t(MESSAGES.amountTwoDecimals) });
  const target = sql(
    ctx.db,
    'SELECT id, username, type, is_agent AS isAgent FROM accounts WHERE merchant_code = ? AND username = ? COLLATE NOCASE',
  ).get(merchant.code, body.toAccount) as { id: number; username: string; type: number; isAgent: number } | undefined;
  if (!target || target.id === session.accountId || isTrial(target)) throw fieldFailure({ toAccount: t(MESSAGES.noSuchTeamAccount) });
  const allowed =
    isUplineOrDownline(ctx, session.accountId, target.id) &&
    (isAgentAccount({ isAgent: session.isAgent }) ||
      target.id === (sql(ctx.db, 'SELECT parent_id FROM accounts WHERE id = ?').pluck().get(session.accountId) as number | null));
  if (!allowed) throw fieldFailure({ toAccount: t(MESSAGES.transferUplineOrDownline) });
  const result = ctx.db.transaction(() => {
    const debit = moveMoney(ctx, session.accountId, -cents, 'transfer', t(LEDGER_MEMOS.transferTo, { account: target.username }));
    if (debit === null) return null;
    moveMoney(ctx, target.id, cents, 'transfer', t(LEDGER_MEMOS.transferFrom, { account: session.username }));
    return { balance: debit.balance, transferId: debit.ledgerId };
  })();
  if (!result) throw new ApiFailure(200, LOCAL_ERROR_CODES.insufficientFunds, t(MESSAGES.balanceShortTransfer));
  return { transferId: result.transferId, amount: toAmount(cents), balance: toAmount(result.balance), toAccount: target.username };
};

export const merchantWallet: Handler<typeof endpoints.merchantWallet> = (input) => {
  const merchant = merchantOf(input);
  const single = isSingleWallet(input.ctx, merchant);
  return {
    currency: merchant.currency,
    currencySymbol: merchant.currencySymbol,
    isSingle: single,
    wallets: [{ accountTypeId: MAIN_WALLET_TYPE_ID, accountName: 'MAIN' }, ...(single ? [] : GAME_WALLETS.map((w) => ({ ...w })))],
  };
};

export const feedback: Handler<typeof endpoints.feedback> = (input) => {
  const { ctx, body, request } = input;
  const session = realAccount(sessionOf(input), ACTIONS.sendFeedback);
  const uploads = uploadsOf(request).filter((upload) => upload.field === 'images');
  return ctx.db.transaction(() => {
    const feedbackId = Number(
      sql(ctx.db, 'INSERT INTO feedback (account_id, category, content, created_at) VALUES (?, ?, ?, ?)').run(
        session.accountId,
        body.category ?? null,
        body.content,
        ctx.now(),
      ).lastInsertRowid,
    );
    const insertImage = sql(ctx.db, 'INSERT INTO feedback_images (feedback_id, mime, size, sha256, data) VALUES (?, ?, ?, ?, ?)');
    for (const upload of uploads) insertImage.run(feedbackId, upload.mime, upload.size, upload.sha256, upload.data);
    return { feedbackId, imageCount: uploads.length };
  })();
};

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

// Game announcements and missions ----------------------------------------------------------

export const gameAnnouncements: Handler<typeof endpoints.gameAnnouncements> = ({ ctx, query, language }) => {
  const vendors = sql(ctx.db, 'SELECT code, game_type AS gameType, name FROM vendors ORDER BY game_type, sort').all() as {
    code: string;
    gameType: 'RNG';
    name: string;
  }[];
  const now = ctx.now();
  const list = vendors
    .filter((v) => !query?.gameType || v.gameType === query.gameType)
    .filter((_, i) => i % 4 === 0)
    .map((v, i) => ({
      id: 6001 + i,
      title: t(i % 2 === 0 ? GAME_ANNOUNCEMENTS.maintenanceTitle : GAME_ANNOUNCEMENTS.newGamesTitle, { vendor: v.name }).render(language),
      content:
        i % 2 === 0
          ? t(GAME_ANNOUNCEMENTS.maintenance, { vendor: v.name, date: day(now + (i + 1) * DAY) }).render(language)
          : t(GAME_ANNOUNCEMENTS.newGames, { vendor: v.name }).render(language),
      type: 'B' as const,
      createTime: now - (i + 1) * 3_600_000,
      vassalage: v.code,
      gameType: v.gameType,
    }));
  return { list };
};

const MISSIONS = [
  { id: 1, title: MISSION_TITLES.placeBets, metric: 'count', target: 10, reward: 1 },
  { id: 2, title: MISSION_TITLES.betAmount, metric: 'bet', target: 50, reward: 2 },
  { id: 3, title: MISSION_TITLES.winRounds, metric: 'wins', target: 3, reward: 1.5 },
] as const;

export const missionSummary: Handler<typeof endpoints.missionSummary> = (input) => {
  const { ctx, language } = input;
  const session = sessionOf(input);
  const midnight = new Date(ctx.now());
  midnight.setHours(0, 0, 0, 0);
  const stats = sql(
    ctx.db,
    "SELECT count(*) AS count, COALESCE(SUM(bet_cents), 0) AS bet, COALESCE(SUM(CASE WHEN win_cents > 0 THEN 1 END), 0) AS wins FROM ledger WHERE account_id = ? AND kind = 'bet' AND created_at >= ?",
  ).get(session.accountId, midnight.getTime()) as { count: number; bet: number; wins: number };
  const missions = MISSIONS.map((m) => {
    const progress = m.metric === 'bet' ? toAmount(stats.bet) : m.metric === 'count' ? stats.count : stats.wins;
    return {
      id: m.id,
      title: m.title[language],
      target: m.target,
      progress: Math.min(progress, m.target),
      reward: m.reward,
      completed: progress >= m.target,
    };
  });
  return { missions, completed: missions.filter((m) => m.completed).length, total: missions.length };
};

export const missionLeaderboard: Handler<typeof endpoints.missionLeaderboard> = ({ ctx, query }) => {
  const days = { today: 1, week: 7, month: 30 }[query?.period ?? 'week'];
  const rows = sql(
    ctx.db,
    `SELECT a.username, SUM(l.bet_cents) AS bet FROM ledger l JOIN accounts a ON a.id = l.account_id
      WHERE l.kind = 'bet' AND l.created_at >= ? GROUP BY a.id HAVING bet > 0 ORDER BY bet DESC, a.username LIMIT ?`,
  ).all(ctx.now() - days * DAY, query?.limit ?? 20) as { username: string; bet: number }[];
  const prizes = [100, 50, 25, 10, 10];
  return {
    list: rows.map((r, i) => ({ rank: i + 1, account: maskAccount(r.username), validBet: toAmount(r.bet), reward: prizes[i] ?? 5 })),
  };
};
