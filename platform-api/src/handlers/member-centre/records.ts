import { type GameType, type endpoints } from 'shared-contracts';
import { sessionOf } from '../../http/guards';
import { translateMemo } from '../../db/content';
import { BONUS_TITLES } from '../../db/content/rewards';
import { subjectOf } from '../../domain/agents/team';
import { ledgerSums, profitLossOf, toAmount } from '../../domain/money/ledger';
import { pageOf, rangeOf } from '../../domain/paging';
import type { Handler } from '../types';

// Records: betting records (the own or, for agents, a downline's), profit and loss, bonuses.

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
