import { sql } from '../../lib/statements';
import type { AppContext } from '../../http/context';

/** Unread inbox messages of an account (the unread badge, member info and login info agree on it). */
export function unreadMessageCount(ctx: AppContext, accountId: number): number {
  return sql(ctx.db, 'SELECT count(*) FROM messages WHERE account_id = ? AND is_read = 0').pluck().get(accountId) as number;
}
