import { ERROR_CODES, type GameType, type endpoints } from 'shared-contracts';
import { sql } from '../lib/statements';
import type { AppContext } from '../http/context';
import { ApiFailure, LOCAL_ERROR_CODES, fieldFailure } from '../http/failure';
import { merchantOf, sessionOf } from '../http/guards';
import { requestOrigin } from '../http/request-origin';
import type { Handler } from './types';
import { ACTIONS, MESSAGES } from '../db/content/messages';
import { decimal, money } from '../i18n/format';
import { renderParam, t } from '../i18n/localized';
import { LEDGER_MEMOS } from '../db/content/ledger';
import { translateMemo, translateStored } from '../db/content';
import { BONUS_TITLES } from '../db/content/rewards';
import type { ContentLanguage } from '../i18n/language';
import { REFERRAL_RULES } from '../db/content/referral';
import {
  REFERRAL_COMMISSION_RATE,
  REFERRAL_FIRST_DEPOSIT_BONUS_CENTS,
  referralEarnings,
  settleReferralCommissions,
} from '../domain/account/referral';
import { checkPassword, realAccount } from '../domain/account/accounts';
import { cardOf, cardsOf } from '../domain/money/bank-cards';
import { checkPaymentPassword, hasPaymentPassword } from '../domain/account/payment-password';
import { balanceOf, moveMoney, toAmount, ledgerSums, profitLossOf } from '../domain/money/ledger';
import { channelName, DEPOSIT_CHANNELS } from '../domain/money/deposits';
import {
  WITHDRAWAL_COLUMNS,
  WITHDRAW_DAILY_MAX_CENTS,
  WITHDRAW_MAX_CENTS,
  WITHDRAW_MIN_CENTS,
  type WithdrawalRow,
  advanceWithdrawals,
  dailyLimit,
  toWithdrawal,
  withdrawTimings,
  withdrawalsToday,
} from '../domain/money/withdrawals';
import { pageOf, rangeOf } from '../domain/paging';
import { subjectOf } from '../domain/agents/team';

const cents = (amount: number) => Math.round(amount * 100);

// ---------------------------------------------------------------- deposit

export const depositSettings: Handler<typeof endpoints.depositSettings> = (input) => {
  const session = realAccount(sessionOf(input), ACTIONS.deposit);
  return {
    allowDeposit: 'Y',
    channels: DEPOSIT_CHANNELS.map((c) => ({
      id: c.id,
      name: renderParam(channelName(c.id), input.language),
      type: c.type,
      minAmount: toAmount(c.minCents),
      maxAmount: toAmount(c.maxCents),
      ...('bankName' in c ? { bankName: c.bankName } : {}),
      ...('accountName' in c ? { accountName: c.accountName } : {}),
      ...('accountNo' in c ? { accountNo: c.accountNo } : {}),
      ...(c.type === 'QR' ? { qrPayload: `WLDEMO|DEPOSIT|${session.accountId}|${c.id}` } : {}),
    })),
  };
};

// ---------------------------------------------------------------- withdraw

export const withdrawSettings: Handler<typeof endpoints.withdrawSettings> = (input) => {
  const { ctx } = input;
  const session = realAccount(sessionOf(input), ACTIONS.withdraw);
  const cards = cardsOf(ctx, session.accountId);
  const card = cards[0];
  return {
    minimumAmount: toAmount(WITHDRAW_MIN_CENTS),
    maximumAmount: toAmount(WITHDRAW_MAX_CENTS),
    autoReceivedMinutes: withdrawTimings(ctx).autoReceivedMinutes,
    balance: toAmount(balanceOf(ctx, session.accountId)),
    bankAccount: card ? { bankName: card.bankName, accountName: card.accountName, accountNo: card.accountNoMasked } : null,
    dailyCount: withdrawalsToday(ctx, session.accountId).count,
    dailyLimit: dailyLimit(ctx),
    dailyMaximumAmount: toAmount(WITHDRAW_DAILY_MAX_CENTS),
    hasPaymentPassword: hasPaymentPassword(ctx, session.accountId),
    bankCards: cards,
  };
};

export const withdraw: Handler<typeof endpoints.withdraw> = (input) => {
  const { ctx, body, language } = input;
  const session = realAccount(sessionOf(input), ACTIONS.withdraw);
  // The 1.1 body sent the login password; it is still accepted when no payment password is sent.
  if (body.paymentPassword === undefined && body.password !== undefined) checkPassword(ctx, session, body.password);
  else checkPaymentPassword(ctx, session, body.paymentPassword, true);
  const card = cardOf(ctx, session.accountId, body.bankCardId);
  if (!card)
    throw fieldFailure(
      body.bankCardId === undefined ? { bankCardId: t(MESSAGES.addBankCardFirst) } : { bankCardId: t(MESSAGES.chooseOwnBankCard) },
    );
  const amount = cents(body.amount);
  if (amount < WITHDRAW_MIN_CENTS || amount > WITHDRAW_MAX_CENTS) {
    throw fieldFailure({
      amount: t(MESSAGES.amountBetween, {
        min: money(toAmount(WITHDRAW_MIN_CENTS), merchantOf(input).currencySymbol),
        max: money(toAmount(WITHDRAW_MAX_CENTS), merchantOf(input).currencySymbol),
      }),
    });
  }
  const result = ctx.db.transaction(() => {
    const today = withdrawalsToday(ctx, session.accountId);
    if (today.count >= dailyLimit(ctx))
      throw new ApiFailure(200, ERROR_CODES.limitReached, t(MESSAGES.withdrawalsPerDay, { count: dailyLimit(ctx) }));
    if (today.cents + amount > WITHDRAW_DAILY_MAX_CENTS) {
      throw new ApiFailure(
        200,
        ERROR_CODES.limitReached,
        t(MESSAGES.withdrawAmountPerDay, {
          max: money(toAmount(WITHDRAW_DAILY_MAX_CENTS), merchantOf(input).currencySymbol),
          left: money(toAmount(WITHDRAW_DAILY_MAX_CENTS - today.cents), merchantOf(input).currencySymbol),
        }),
      );
    }
    const row = sql(
      ctx.db,
      "INSERT INTO withdrawals (account_id, amount_cents, status, created_at, remark) VALUES (?, ?, 'processing', ?, ?)",
    ).run(session.accountId, amount, ctx.now(), `${card.bankName} ${card.accountNoMasked}`);
    const withdrawId = Number(row.lastInsertRowid);
    const moved = moveMoney(ctx, session.accountId, -amount, 'withdraw', t(LEDGER_MEMOS.withdrawal, { id: withdrawId }));
    // Throwing rolls the withdrawal row back with it.
    if (!moved) throw new ApiFailure(200, LOCAL_ERROR_CODES.insufficientFunds, t(MESSAGES.balanceShortWithdrawal));
    return { withdrawId, balance: moved.balance };
  })();
  const row = sql(ctx.db, `SELECT ${WITHDRAWAL_COLUMNS} FROM withdrawals WHERE id = ?`).get(result.withdrawId) as WithdrawalRow;
  return { ...toWithdrawal(ctx, row, language), balance: toAmount(result.balance) };
};

export const withdrawRecords: Handler<typeof endpoints.withdrawRecords> = (input) => {
  const { ctx, query, language } = input;
  const session = realAccount(sessionOf(input), ACTIONS.withdraw);
  advanceWithdrawals(ctx, session.accountId);
  const { start, end } = rangeOf(ctx, query);
  const { pageSize, offset } = pageOf(query);
  const where = `account_id = ? AND created_at BETWEEN ? AND ? ${query?.status ? 'AND status = ?' : ''}`;
  const args: unknown[] = [session.accountId, start, end, ...(query?.status ? [query.status] : [])];
  const totalCount = ctx.db
    .prepare(`SELECT count(*) FROM withdrawals WHERE ${where}`)
    .pluck()
    .get(...args) as number;
  const rows = ctx.db
    .prepare(`SELECT ${WITHDRAWAL_COLUMNS} FROM withdrawals WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
    .all(...args, pageSize, offset) as WithdrawalRow[];
  return { list: rows.map((r) => toWithdrawal(ctx, r, language)), totalCount, totalPages: Math.ceil(totalCount / pageSize) };
};

export const withdrawConfirm: Handler<typeof endpoints.withdrawConfirm> = (input) => {
  const { ctx, body, language } = input;
  const session = realAccount(sessionOf(input), ACTIONS.withdraw);
  advanceWithdrawals(ctx, session.accountId);
  const row = sql(ctx.db, `SELECT ${WITHDRAWAL_COLUMNS} FROM withdrawals WHERE id = ? AND account_id = ?`).get(
    body.withdrawId,
    session.accountId,
  ) as WithdrawalRow | undefined;
  if (!row) throw new ApiFailure(200, 'resource.not.found', t(MESSAGES.noSuchWithdrawal));
  if (row.status !== 'paid') {
    throw new ApiFailure(
      200,
      'withdraw.not.confirmable',
      t(row.status === 'processing' ? MESSAGES.withdrawalNotPaid : MESSAGES.withdrawalSettled),
    );
  }
  let received: number;
  if (body.result === 'received') received = row.amountCents;
  else if (body.result === 'not_received') received = 0;
  else {
    if (body.receivedAmount === undefined) throw fieldFailure({ receivedAmount: t(MESSAGES.enterAmountArrived) });
    received = cents(body.receivedAmount);
    if (received <= 0 || received >= row.amountCents)
      throw fieldFailure({
        receivedAmount: t(MESSAGES.amountAboveZeroBelow, { max: money(toAmount(row.amountCents), merchantOf(input).currencySymbol) }),
      });
  }
  // Guarded by the status, so two confirmations cannot both win.
  const updated = sql(
    ctx.db,
    "UPDATE withdrawals SET status = ?, confirmed_at = ?, received_cents = ?, remark = ? WHERE id = ? AND status = 'paid'",
  ).run(body.result, ctx.now(), received, body.remark ?? null, row.id);
  if (updated.changes === 0) throw new ApiFailure(200, 'withdraw.not.confirmable', t(MESSAGES.withdrawalSettled));
  return toWithdrawal(
    ctx,
    sql(ctx.db, `SELECT ${WITHDRAWAL_COLUMNS} FROM withdrawals WHERE id = ?`).get(row.id) as WithdrawalRow,
    language,
  );
};

// ---------------------------------------------------------------- records

interface BetRow {
  id: number;
  username: string;
  nodeId: number;
  gameName: string;
  gameType: GameType;
  vassalage: string;
  betCents: number;
  winCents: number;
  createdAt: number;
}

export const bettingRecords: Handler<typeof endpoints.bettingRecords> = (input) => {
  const { ctx, query } = input;
  const session = sessionOf(input);
  const subject = subjectOf(ctx, session, query?.account);
  const { start, end } = rangeOf(ctx, query);
  const { pageSize, offset } = pageOf(query);
  const filters = [query?.gameType ? 'AND g.game_type = ?' : '', query?.vassalage ? 'AND g.vassalage = ?' : ''].join(' ');
  const args: unknown[] = [
    subject.id,
    start,
    end,
    ...(query?.gameType ? [query.gameType] : []),
    ...(query?.vassalage ? [query.vassalage] : []),
  ];
  const from = `FROM ledger l JOIN games g ON g.node_id = l.node_id JOIN accounts a ON a.id = l.account_id
                WHERE l.account_id = ? AND l.kind = 'bet' AND l.created_at BETWEEN ? AND ? ${filters}`;
  const summary = ctx.db
    .prepare(`SELECT count(*) AS count, COALESCE(SUM(l.bet_cents), 0) AS bet, COALESCE(SUM(l.win_cents), 0) AS win ${from}`)
    .get(...args) as { count: number; bet: number; win: number };
  const rows = ctx.db
    .prepare(
      `SELECT l.id, a.username, l.node_id AS nodeId, g.game_name AS gameName, g.game_type AS gameType, g.vassalage, l.bet_cents AS betCents, l.win_cents AS winCents, l.created_at AS createdAt
       ${from} ORDER BY l.created_at DESC, l.id DESC LIMIT ? OFFSET ?`,
    )
    .all(...args, pageSize, offset) as BetRow[];
  return {
    list: rows.map((r) => ({
      id: r.id,
      account: r.username,
      nodeId: r.nodeId,
      gameName: r.gameName,
      gameType: r.gameType,
      vassalage: r.vassalage,
      betAmount: toAmount(r.betCents),
      validBet: toAmount(r.betCents),
      winAmount: toAmount(r.winCents),
      profit: toAmount(r.winCents - r.betCents),
      betTime: r.createdAt,
    })),
    totalCount: summary.count,
    totalPages: Math.ceil(summary.count / pageSize),
    summary: {
      count: summary.count,
      betAmount: toAmount(summary.bet),
      validBet: toAmount(summary.bet),
      winAmount: toAmount(summary.win),
      profit: toAmount(summary.win - summary.bet),
    },
  };
};

export const personalProfitLoss: Handler<typeof endpoints.personalProfitLoss> = (input) => {
  const { ctx, query } = input;
  const session = sessionOf(input);
  const { start, end } = rangeOf(ctx, query);
  const byType = ctx.db
    .prepare(
      `SELECT g.game_type AS gameType, SUM(l.bet_cents) AS bet, SUM(l.win_cents) AS win FROM ledger l JOIN games g ON g.node_id = l.node_id
        WHERE l.account_id = ? AND l.kind = 'bet' AND l.created_at BETWEEN ? AND ? GROUP BY g.game_type ORDER BY g.game_type`,
    )
    .all(session.accountId, start, end) as { gameType: GameType; bet: number; win: number }[];
  return {
    ...profitLossOf(ledgerSums(ctx, [session.accountId], start, end)),
    startTime: start,
    endTime: end,
    byGameType: byType.map((r) => ({
      gameType: r.gameType,
      betAmount: toAmount(r.bet),
      winAmount: toAmount(r.win),
      profit: toAmount(r.win - r.bet),
    })),
  };
};

export const bonusDetails: Handler<typeof endpoints.bonusDetails> = (input) => {
  const { ctx, query, language } = input;
  const session = sessionOf(input);
  const { start, end } = rangeOf(ctx, query);
  const { pageSize, offset } = pageOf(query);
  const kinds = query?.kind ? [query.kind] : Object.keys(BONUS_TITLES);
  const where = `account_id = ? AND created_at BETWEEN ? AND ? AND kind IN (${kinds.map(() => '?').join(', ')})`;
  const args = [session.accountId, start, end, ...kinds];
  const totals = ctx.db
    .prepare(`SELECT count(*) AS count, COALESCE(SUM(amount_cents), 0) AS amount FROM ledger WHERE ${where}`)
    .get(...args) as { count: number; amount: number };
  const rows = ctx.db
    .prepare(
      `SELECT id, kind, amount_cents AS amountCents, memo, created_at AS createdAt FROM ledger WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    )
    .all(...args, pageSize, offset) as { id: number; kind: 'bonus'; amountCents: number; memo: string | null; createdAt: number }[];
  return {
    list: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      title: r.memo ? translateMemo(r.memo, language) : BONUS_TITLES[r.kind][language],
      amount: toAmount(r.amountCents),
      createdAt: r.createdAt,
    })),
    totalCount: totals.count,
    totalPages: Math.ceil(totals.count / pageSize),
    totalAmount: toAmount(totals.amount),
  };
};

// ---------------------------------------------------------------- reward centre

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

// ---------------------------------------------------------------- referral

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

// ---------------------------------------------------------------- messages

function unread(ctx: AppContext, accountId: number): number {
  return sql(ctx.db, 'SELECT count(*) FROM messages WHERE account_id = ? AND is_read = 0').pluck().get(accountId) as number;
}

export const inboxList: Handler<typeof endpoints.inboxList> = (input) => {
  const { ctx, query, language } = input;
  const session = sessionOf(input);
  const { pageSize, offset } = pageOf(query);
  const where = `account_id = ? ${query?.unreadOnly === 'true' ? 'AND is_read = 0' : ''}`;
  const totalCount = ctx.db.prepare(`SELECT count(*) FROM messages WHERE ${where}`).pluck().get(session.accountId) as number;
  const rows = ctx.db
    .prepare(
      `SELECT id, title, content, is_read AS isRead, created_at AS createdAt FROM messages WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    )
    .all(session.accountId, pageSize, offset) as { id: number; title: string; content: string; isRead: number; createdAt: number }[];
  return {
    list: rows.map((r) => ({
      id: r.id,
      title: translateStored(r.title, language),
      content: r.content ? translateStored(r.content, language) : `<p>${translateStored(r.title, language)}</p>`,
      isRead: r.isRead === 1,
      createdAt: r.createdAt,
    })),
    totalCount,
    totalPages: Math.ceil(totalCount / pageSize),
    unreadCount: unread(ctx, session.accountId),
  };
};

export const inboxRead: Handler<typeof endpoints.inboxRead> = (input) => {
  const { ctx, body } = input;
  const session = sessionOf(input);
  const updated =
    'all' in body
      ? sql(ctx.db, 'UPDATE messages SET is_read = 1 WHERE account_id = ? AND is_read = 0').run(session.accountId).changes
      : ctx.db
          .prepare(`UPDATE messages SET is_read = 1 WHERE account_id = ? AND is_read = 0 AND id IN (${body.ids.map(() => '?').join(', ')})`)
          .run(session.accountId, ...body.ids).changes;
  return { updated, unreadCount: unread(ctx, session.accountId) };
};

export const inboxDelete: Handler<typeof endpoints.inboxDelete> = (input) => {
  const { ctx, body } = input;
  const session = sessionOf(input);
  const deleted = ctx.db
    .prepare(`DELETE FROM messages WHERE account_id = ? AND id IN (${body.ids.map(() => '?').join(', ')})`)
    .run(session.accountId, ...body.ids).changes;
  return { deleted, unreadCount: unread(ctx, session.accountId) };
};

// ---------------------------------------------------------------- manual rebate

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
