import type { Contract, ContractKind } from 'shared-contracts';
import { sql } from '../../lib/statements';
import type { AppContext } from '../../http/context';
import type { ContentLanguage } from '../../i18n/language';
import { translateStored } from '../../db/content';
import { CONTRACT_REASONS } from '../../db/content/agent';
import { toAmount } from '../money/ledger';

// Agent contracts (salaries and dividends given down the tree): the rows, the contract an agent
// holds, and terminating the ones below a contract that ended (spec §4).

/** A stored contract, with the accounts' names. */
export interface ContractRow {
  id: number;
  kind: ContractKind;
  fromId: number | null;
  fromAccount: string | null;
  toId: number;
  toAccount: string;
  rate: number;
  periodType: Contract['periodType'];
  minActiveMembers: number;
  minValidBetCents: number;
  minProfitLossCents: number;
  minBetAmountCents: number;
  betAmountUnit: Contract['betAmountUnit'];
  status: Contract['status'];
  createdAt: number;
  respondedAt: number | null;
  terminatedAt: number | null;
  terminatedReason: string | null;
}

export const CONTRACT_SELECT = `SELECT c.id, c.kind, c.from_account_id AS fromId, f.username AS fromAccount, c.to_account_id AS toId, t.username AS toAccount, c.rate,
  c.period_type AS periodType, c.min_active_members AS minActiveMembers, c.min_valid_bet_cents AS minValidBetCents,
  c.min_profit_loss_cents AS minProfitLossCents, c.min_bet_amount_cents AS minBetAmountCents, c.bet_amount_unit AS betAmountUnit, c.status, c.created_at AS createdAt,
  c.responded_at AS respondedAt, c.terminated_at AS terminatedAt, c.terminated_reason AS terminatedReason
  FROM contracts c JOIN accounts t ON t.id = c.to_account_id LEFT JOIN accounts f ON f.id = c.from_account_id`;

/** A stored contract as the answers carry it. */
export function toContract(row: ContractRow, language: ContentLanguage): Contract {
  return {
    id: row.id,
    kind: row.kind,
    fromAccount: row.fromAccount,
    toAccount: row.toAccount,
    rate: row.rate,
    periodType: row.periodType,
    minActiveMembers: row.minActiveMembers,
    minValidBet: toAmount(row.minValidBetCents),
    minProfitLoss: toAmount(row.minProfitLossCents),
    minBetAmount: toAmount(row.minBetAmountCents),
    betAmountUnit: row.betAmountUnit,
    status: row.status,
    createdAt: row.createdAt,
    ...(row.respondedAt !== null ? { respondedAt: row.respondedAt } : {}),
    ...(row.terminatedAt !== null ? { terminatedAt: row.terminatedAt } : {}),
    ...(row.terminatedReason ? { terminatedReason: translateStored(row.terminatedReason, language) } : {}),
  };
}

/** A contract by id. */
export function contractById(ctx: AppContext, id: number): ContractRow | undefined {
  return sql(ctx.db, `${CONTRACT_SELECT} WHERE c.id = ?`).get(id) as ContractRow | undefined;
}

/** The accepted contract of a kind an account holds. */
export function heldContract(ctx: AppContext, accountId: number, kind: ContractKind): ContractRow | undefined {
  return sql(
    ctx.db,
    `${CONTRACT_SELECT} WHERE c.to_account_id = ? AND c.kind = ? AND c.status = 'accepted' ORDER BY c.id DESC LIMIT 1`,
  ).get(accountId, kind) as ContractRow | undefined;
}

/**
 * Terminates the contracts (offered or accepted) an account gave of a kind, when their rate is not
 * below `ceiling` (null: all of them), and recursively those below a terminated one. Inside a transaction.
 */
export function terminateBelow(
  ctx: AppContext,
  accountId: number,
  kind: ContractKind,
  ceiling: number | null,
  reason: string,
): ContractRow[] {
  const rows = sql(ctx.db, `${CONTRACT_SELECT} WHERE c.from_account_id = ? AND c.kind = ? AND c.status IN ('offered', 'accepted')`).all(
    accountId,
    kind,
  ) as ContractRow[];
  const ended: ContractRow[] = [];
  for (const row of rows) {
    if (ceiling !== null && row.rate < ceiling) continue;
    sql(ctx.db, "UPDATE contracts SET status = 'terminated', terminated_at = ?, terminated_reason = ? WHERE id = ?").run(
      ctx.now(),
      reason,
      row.id,
    );
    ended.push(contractById(ctx, row.id)!);
    if (row.status === 'accepted') ended.push(...terminateBelow(ctx, row.toId, kind, null, CONTRACT_REASONS.uplineEnded.EN));
  }
  return ended;
}

/** Open contracts (offered or accepted) of a kind given by an account or anyone in its team. */
export function teamContracts(ctx: AppContext, accountId: number, kind: ContractKind, language: ContentLanguage): Contract[] {
  const rows = sql(
    ctx.db,
    `WITH RECURSIVE tree(id) AS (SELECT ? UNION ALL SELECT a.id FROM accounts a JOIN tree ON a.parent_id = tree.id)
     ${CONTRACT_SELECT} WHERE c.from_account_id IN (SELECT id FROM tree) AND c.kind = ? AND c.status IN ('offered', 'accepted') ORDER BY c.id`,
  ).all(accountId, kind) as ContractRow[];
  return rows.map((row) => toContract(row, language));
}
