import { isAgentAccount } from 'shared-contracts';
import { sql } from '../../lib/statements';
import type { AppContext, Session } from '../../http/context';
import { ApiFailure, LOCAL_ERROR_CODES, fieldFailure } from '../../http/failure';
import { t, type Localized } from '../../i18n/localized';
import { MESSAGES } from '../../db/content/messages';

// An agent's team: who counts as an agent, the accounts below one, and whose records it may read.

const DAY = 86_400_000;

/** The session, unless it is not an agent's (`member.not.agent`: non-agents cannot do `action`). */
export function agentOnly(session: Session, action: Localized): Session {
  if (!isAgentAccount({ isAgent: session.isAgent }))
    throw new ApiFailure(200, LOCAL_ERROR_CODES.notAgent, t(MESSAGES.nonAgents, { action }));
  return session;
}

/** Start of the period, in epoch ms: local midnight today, or 7 / 30 days back. */
export function periodStart(now: number, period: 'today' | 'week' | 'month'): number {
  const midnight = new Date(now);
  midnight.setHours(0, 0, 0, 0);
  if (period === 'today') return midnight.getTime();
  return midnight.getTime() - (period === 'week' ? 6 : 29) * DAY;
}

/** A member of an agent's team, with its depth and balance. */
export interface TeamRow {
  id: number;
  username: string;
  isAgent: number;
  level: number;
  createdAt: number;
  balanceCents: number;
}

/** Every account below `agentId`, with its depth (1 = direct downline). */
export function team(ctx: AppContext, agentId: number): TeamRow[] {
  return sql(
    ctx.db,
    `WITH RECURSIVE tree(id, level) AS (
       SELECT id, 1 FROM accounts WHERE parent_id = ?
       UNION ALL SELECT a.id, tree.level + 1 FROM accounts a JOIN tree ON a.parent_id = tree.id
     )
     SELECT a.id, a.username, a.is_agent AS isAgent, tree.level, a.created_at AS createdAt, COALESCE(w.balance_cents, 0) AS balanceCents
       FROM tree JOIN accounts a ON a.id = tree.id LEFT JOIN wallets w ON w.account_id = a.id
      ORDER BY tree.level, a.username`,
  ).all(agentId) as TeamRow[];
}

/** The account whose records a request reads: itself, or (agents) one of its downlines by name. */
export function subjectOf(ctx: AppContext, session: Session, account: string | undefined): { id: number; username: string } {
  if (!account || account.toLowerCase() === session.username.toLowerCase()) return { id: session.accountId, username: session.username };
  if (!isAgentAccount({ isAgent: session.isAgent }))
    throw new ApiFailure(200, LOCAL_ERROR_CODES.notAgent, t(MESSAGES.onlyAgentsReadOthers));
  const row = sql(
    ctx.db,
    `WITH RECURSIVE tree(id) AS (SELECT id FROM accounts WHERE parent_id = ? UNION ALL SELECT a.id FROM accounts a JOIN tree ON a.parent_id = tree.id)
     SELECT a.id, a.username FROM tree JOIN accounts a ON a.id = tree.id WHERE a.username = ? COLLATE NOCASE`,
  ).get(session.accountId, account) as { id: number; username: string } | undefined;
  if (!row) throw fieldFailure({ account: t(MESSAGES.noSuchTeamAccount) });
  return row;
}
