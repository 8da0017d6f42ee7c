import {
  contractsTerminatedByOffer,
  defaultBetAmountUnit,
  isAgentAccount,
  type Contract,
  type ContractKind,
  type endpoints,
} from 'shared-contracts';
import { sql } from '../../lib/statements';
import { ApiFailure, fieldFailure } from '../../http/failure';
import { merchantOf, sessionOf } from '../../http/guards';
import type { Handler } from '../types';
import { ACTIONS, MESSAGES } from '../../db/content/messages';
import { t } from '../../i18n/localized';
import { decimal } from '../../i18n/format';
import { CONTRACT_REASONS } from '../../db/content/agent';
import { agentOnly } from '../../domain/agents/team';
import { realAccount } from '../../domain/account/accounts';
import {
  CONTRACT_SELECT,
  contractById,
  heldContract,
  teamContracts,
  terminateBelow,
  toContract,
  type ContractRow,
} from '../../domain/agents/contracts';

// Contracts an agent offers its direct downlines (salaries, dividends): lists, offers and their
// preview, answers, terminations, and the consolidated view the agent centre opens with.

const PERIOD_OF_KIND: Record<ContractKind, Contract['periodType'] | null> = {
  DIVIDEND: null,
  DAILY_SALARY: 'daily',
  HOURLY_SALARY: 'hourly',
  REALTIME_SALARY: 'realtime',
};

export const contracts: Handler<typeof endpoints.contracts> = (input) => {
  const { ctx, query, language } = input;
  const session = realAccount(sessionOf(input), ACTIONS.holdContracts);
  const direction = query?.direction ?? 'received';
  const rows = sql(
    ctx.db,
    `${CONTRACT_SELECT} WHERE ${direction === 'offered' ? 'c.from_account_id' : 'c.to_account_id'} = ? ORDER BY c.created_at DESC, c.id DESC`,
  ).all(session.accountId) as ContractRow[];
  return {
    list: rows
      .filter((r) => (!query?.status || r.status === query.status) && (!query?.kind || r.kind === query.kind))
      .map((row) => toContract(row, language)),
  };
};

export const contractOffer: Handler<typeof endpoints.contractOffer> = (input) => {
  const { ctx, body, language } = input;
  const session = agentOnly(sessionOf(input), ACTIONS.offerContracts);
  const target = sql(
    ctx.db,
    'SELECT id, username, is_agent AS isAgent, parent_id AS parentId FROM accounts WHERE merchant_code = ? AND username = ? COLLATE NOCASE',
  ).get(merchantOf(input).code, body.toAccount) as { id: number; username: string; isAgent: number; parentId: number | null } | undefined;
  if (!target || target.parentId !== session.accountId) throw fieldFailure({ toAccount: t(MESSAGES.contractsDirectDownlines) });
  if (!isAgentAccount({ isAgent: target.isAgent })) throw fieldFailure({ toAccount: t(MESSAGES.contractsAgentsOnly) });
  const own = heldContract(ctx, session.accountId, body.kind);
  if (!own) throw new ApiFailure(200, 'contract.not.held', t(MESSAGES.noContractToShare));
  // The lower-rate rule (spec §4): strictly lower than the offering agent's own rate.
  if (body.rate >= own.rate) {
    throw new ApiFailure(200, 'contract.rate.too.high', t(MESSAGES.rateBelowOwn, { rate: decimal(own.rate) }), {
      fieldErrors: { rate: t(MESSAGES.rateMustBeLower, { rate: decimal(own.rate) }) },
    });
  }
  const periodType = PERIOD_OF_KIND[body.kind] ?? body.periodType ?? own.periodType;
  const id = ctx.db.transaction(() => {
    // A new offer replaces an open one of the same kind.
    sql(
      ctx.db,
      "UPDATE contracts SET status = 'terminated', terminated_at = ?, terminated_reason = ? WHERE from_account_id = ? AND to_account_id = ? AND kind = ? AND status = 'offered'",
    ).run(ctx.now(), CONTRACT_REASONS.replacedByOffer.EN, session.accountId, target.id, body.kind);
    return Number(
      sql(
        ctx.db,
        `INSERT INTO contracts (kind, from_account_id, to_account_id, rate, period_type, min_active_members, min_valid_bet_cents, min_profit_loss_cents, min_bet_amount_cents, bet_amount_unit, status, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'offered', ?)`,
      ).run(
        body.kind,
        session.accountId,
        target.id,
        body.rate,
        periodType,
        body.minActiveMembers,
        Math.round(body.minValidBet * 100),
        Math.round(body.minProfitLoss * 100),
        Math.round(body.minBetAmount * 100),
        body.betAmountUnit ?? defaultBetAmountUnit(body.kind),
        ctx.now(),
      ).lastInsertRowid,
    );
  })();
  return toContract(contractById(ctx, id)!, language);
};

export const contractOfferPreview: Handler<typeof endpoints.contractOfferPreview> = (input) => {
  const { ctx, query, language } = input;
  const session = agentOnly(sessionOf(input), ACTIONS.offerContracts);
  const target = sql(
    ctx.db,
    'SELECT id, username, is_agent AS isAgent, parent_id AS parentId FROM accounts WHERE merchant_code = ? AND username = ? COLLATE NOCASE',
  ).get(merchantOf(input).code, query.toAccount) as { id: number; username: string; isAgent: number; parentId: number | null } | undefined;
  if (!target || target.parentId !== session.accountId) throw fieldFailure({ toAccount: t(MESSAGES.contractsDirectDownlines) });
  const own = heldContract(ctx, session.accountId, query.kind);
  const below = teamContracts(ctx, target.id, query.kind, language);
  const reason = !isAgentAccount({ isAgent: target.isAgent })
    ? 'notAgent'
    : !own
      ? 'notHeld'
      : query.rate >= own.rate
        ? 'rateTooHigh'
        : undefined;
  return {
    allowed: reason === undefined,
    ownRate: own?.rate ?? null,
    ...(reason ? { reason } : {}),
    terminated: contractsTerminatedByOffer({ toAccount: target.username, kind: query.kind, rate: query.rate }, below),
    teamContracts: below,
  };
};

export const contractRespond: Handler<typeof endpoints.contractRespond> = (input) => {
  const { ctx, body, language } = input;
  const session = sessionOf(input);
  return ctx.db.transaction(() => {
    const row = contractById(ctx, body.contractId);
    if (!row || row.toId !== session.accountId) throw new ApiFailure(200, 'resource.not.found', t(MESSAGES.noSuchContract));
    if (row.status !== 'offered') throw new ApiFailure(200, 'contract.not.open', t(MESSAGES.contractNotOpen));
    const now = ctx.now();
    if (body.action === 'reject') {
      sql(ctx.db, "UPDATE contracts SET status = 'rejected', responded_at = ? WHERE id = ?").run(now, row.id);
      return { contract: toContract(contractById(ctx, row.id)!, language), terminated: [] };
    }
    // The upline must still hold a higher rate (its own contract may have changed since the offer).
    if (row.fromId !== null) {
      const upline = heldContract(ctx, row.fromId, row.kind);
      if (!upline || row.rate >= upline.rate) {
        sql(ctx.db, "UPDATE contracts SET status = 'terminated', terminated_at = ?, terminated_reason = ? WHERE id = ?").run(
          now,
          CONTRACT_REASONS.uplineChanged.EN,
          row.id,
        );
        throw new ApiFailure(200, 'contract.not.open', t(MESSAGES.offerNoLongerValid));
      }
    }
    const terminated: ContractRow[] = [];
    const previous = heldContract(ctx, session.accountId, row.kind);
    if (previous) {
      sql(ctx.db, "UPDATE contracts SET status = 'terminated', terminated_at = ?, terminated_reason = ? WHERE id = ?").run(
        now,
        t(CONTRACT_REASONS.replacedByContract, { id: row.id }).render('EN'),
        previous.id,
      );
      terminated.push(contractById(ctx, previous.id)!);
    }
    sql(ctx.db, "UPDATE contracts SET status = 'accepted', responded_at = ? WHERE id = ?").run(now, row.id);
    // Contracts this agent gave whose rate is no longer lower than its new rate end, and everything
    // below them (spec §4): the same rule the agent centre previews (shared-contracts).
    const ended = contractsTerminatedByOffer(
      { toAccount: session.username, kind: row.kind, rate: row.rate },
      teamContracts(ctx, session.accountId, row.kind, 'EN'),
    );
    for (const { contract, reason } of ended) {
      const why = reason === 'rate' ? t(CONTRACT_REASONS.uplineRate, { rate: row.rate }).render('EN') : CONTRACT_REASONS.uplineEnded.EN;
      sql(ctx.db, "UPDATE contracts SET status = 'terminated', terminated_at = ?, terminated_reason = ? WHERE id = ?").run(
        now,
        why,
        contract.id,
      );
      terminated.push(contractById(ctx, contract.id)!);
    }
    return {
      contract: toContract(contractById(ctx, row.id)!, language),
      terminated: terminated.map((c) => toContract(c, language)),
    };
  })();
};

export const contractTerminate: Handler<typeof endpoints.contractTerminate> = (input) => {
  const { ctx, body, language } = input;
  const session = sessionOf(input);
  return ctx.db.transaction(() => {
    const row = contractById(ctx, body.contractId);
    if (!row || row.fromId !== session.accountId) throw new ApiFailure(200, 'resource.not.found', t(MESSAGES.noSuchOfferedContract));
    if (row.status !== 'offered' && row.status !== 'accepted') throw new ApiFailure(200, 'contract.not.open', t(MESSAGES.contractEnded));
    sql(ctx.db, "UPDATE contracts SET status = 'terminated', terminated_at = ?, terminated_reason = ? WHERE id = ?").run(
      ctx.now(),
      body.reason ?? CONTRACT_REASONS.terminatedByUpline.EN,
      row.id,
    );
    const below = row.status === 'accepted' ? terminateBelow(ctx, row.toId, row.kind, null, CONTRACT_REASONS.uplineEnded.EN) : [];
    return { contract: toContract(contractById(ctx, row.id)!, language), terminated: below.map((c) => toContract(c, language)) };
  })();
};

export const consolidatedContracts: Handler<typeof endpoints.consolidatedContracts> = (input) => {
  const { ctx, language } = input;
  const session = sessionOf(input);
  const held = sql(ctx.db, `${CONTRACT_SELECT} WHERE c.to_account_id = ? AND c.status = 'accepted' ORDER BY c.kind`).all(
    session.accountId,
  ) as ContractRow[];
  const has = (kind: ContractKind) => (held.some((c) => c.kind === kind) ? 1 : 0) as 0 | 1;
  return {
    dailysalreqtype: has('DAILY_SALARY'),
    divtypereq: has('DIVIDEND'),
    contracthoursalreq: has('HOURLY_SALARY'),
    realtimesalreqtype: has('REALTIME_SALARY'),
    contracts: held.map((row) => toContract(row, language)),
  };
};
