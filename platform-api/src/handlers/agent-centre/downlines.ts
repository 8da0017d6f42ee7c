import { type Contract, type ContractKind, type endpoints } from 'shared-contracts';
import { sql } from '../../lib/statements';
import { ApiFailure, LOCAL_ERROR_CODES, fieldFailure } from '../../http/failure';
import { sessionOf } from '../../http/guards';
import type { Handler } from '../types';
import { ACTIONS, MESSAGES } from '../../db/content/messages';
import { t } from '../../i18n/localized';
import { LEDGER_MEMOS } from '../../db/content/ledger';
import { team, subjectOf, agentOnly } from '../../domain/agents/team';
import { moveMoney, toAmount } from '../../domain/money/ledger';
import { pageOf } from '../../domain/paging';
import { checkPaymentPassword } from '../../domain/account/payment-password';

// The agent's downlines (the team list with their contracts) and taking money back from one.

const DAY = 86_400_000;

export const agentDownlines: Handler<typeof endpoints.agentDownlines> = (input) => {
  const { ctx, query } = input;
  const session = agentOnly(sessionOf(input), ACTIONS.manageTeam);
  const root = query?.parent ? subjectOf(ctx, session, query.parent).id : session.accountId;
  const now = ctx.now();
  const statusOf = (m: { id: number; createdAt: number }) => {
    const betRecently =
      sql(ctx.db, "SELECT 1 FROM ledger WHERE account_id = ? AND kind = 'bet' AND created_at >= ? LIMIT 1").get(m.id, now - 7 * DAY) !==
      undefined;
    if (betRecently) return 'active' as const;
    return m.createdAt >= now - 7 * DAY ? ('new' as const) : ('inactive' as const);
  };
  let members = team(ctx, root).map((m) => ({ ...m, status: statusOf(m) }));
  if (query?.directOnly === 'true') members = members.filter((m) => m.level === 1);
  if (query?.level !== undefined) members = members.filter((m) => m.level === query.level);
  if (query?.status) members = members.filter((m) => m.status === query.status);
  if (query?.account) members = members.filter((m) => m.username.toLowerCase().includes(query.account!.toLowerCase()));
  const allowRecall =
    (sql(ctx.db, 'SELECT allow_downline_recall FROM merchants WHERE code = ?').pluck().get(session.merchantCode) as number) === 1;
  const { pageSize, offset } = pageOf(query);
  const page = members.slice(offset, offset + pageSize);
  const details = (id: number) =>
    sql(
      ctx.db,
      `SELECT a.nickname, p.username AS parent, (SELECT count(*) FROM accounts c WHERE c.parent_id = a.id) AS direct FROM accounts a LEFT JOIN accounts p ON p.id = a.parent_id WHERE a.id = ?`,
    ).get(id) as { nickname: string; parent: string; direct: number };
  const contractsOf = (id: number) =>
    sql(
      ctx.db,
      "SELECT id, kind, rate, status FROM contracts WHERE to_account_id = ? AND status IN ('offered', 'accepted') ORDER BY kind",
    ).all(id) as {
      id: number;
      kind: ContractKind;
      rate: number;
      status: Contract['status'];
    }[];
  const lastLogin = (id: number) =>
    sql(ctx.db, 'SELECT MAX(created_at) FROM login_history WHERE account_id = ?').pluck().get(id) as number | null;
  return {
    list: page.map((m) => {
      const d = details(m.id);
      return {
        id: m.id,
        account: m.username,
        nickname: d.nickname,
        isAgent: m.isAgent,
        level: m.level,
        parentAccount: d.parent,
        balance: toAmount(m.balanceCents),
        registeredAt: m.createdAt,
        lastLoginAt: lastLogin(m.id),
        status: m.status,
        directCount: d.direct,
        // Only the agent's own direct downlines, and only where the merchant allows it.
        canRecall: allowRecall && m.level === 1 && root === session.accountId,
        contracts: contractsOf(m.id),
      };
    }),
    totalCount: members.length,
    totalPages: Math.ceil(members.length / pageSize),
  };
};

export const downlineRecall: Handler<typeof endpoints.downlineRecall> = (input) => {
  const { ctx, body } = input;
  const session = agentOnly(sessionOf(input), ACTIONS.takeBackFromDownline);
  checkPaymentPassword(ctx, session, body.paymentPassword, false);
  const cents = Math.round(body.amount * 100);
  if (cents <= 0 || Math.abs(body.amount * 100 - cents) > 1e-6) throw fieldFailure({ amount: t(MESSAGES.amountTwoDecimals) });
  const allowRecall =
    (sql(ctx.db, 'SELECT allow_downline_recall FROM merchants WHERE code = ?').pluck().get(session.merchantCode) as number) === 1;
  if (!allowRecall) throw new ApiFailure(200, 'function.not.available', t(MESSAGES.recallDisabled));
  const target = sql(
    ctx.db,
    'SELECT id, username, parent_id AS parentId FROM accounts WHERE merchant_code = ? AND username = ? COLLATE NOCASE',
  ).get(session.merchantCode, body.fromAccount) as { id: number; username: string; parentId: number | null } | undefined;
  if (!target || target.parentId !== session.accountId) throw fieldFailure({ fromAccount: t(MESSAGES.recallDirectOnly) });
  const result = ctx.db.transaction(() => {
    const debit = moveMoney(ctx, target.id, -cents, 'transfer', t(LEDGER_MEMOS.takenBackTo, { account: session.username }));
    if (!debit) return null;
    const credit = moveMoney(ctx, session.accountId, cents, 'transfer', t(LEDGER_MEMOS.takenBackFrom, { account: target.username }))!;
    return { transferId: credit.ledgerId, balance: credit.balance, downlineBalance: debit.balance };
  })();
  if (!result) throw new ApiFailure(200, LOCAL_ERROR_CODES.insufficientFunds, t(MESSAGES.downlineShort, { account: target.username }));
  return {
    transferId: result.transferId,
    amount: toAmount(cents),
    balance: toAmount(result.balance),
    fromAccount: target.username,
    downlineBalance: toAmount(result.downlineBalance),
  };
};
