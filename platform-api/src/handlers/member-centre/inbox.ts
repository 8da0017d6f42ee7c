import type { endpoints } from 'shared-contracts';
import { sql } from '../../lib/statements';
import { sessionOf } from '../../http/guards';
import { translateStored } from '../../db/content';
import { unreadMessageCount } from '../../domain/account/messages';
import { pageOf } from '../../domain/paging';
import type { Handler } from '../types';

// The inbox: messages, marking them read, deleting them.

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
    unreadCount: unreadMessageCount(ctx, session.accountId),
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
  return { updated, unreadCount: unreadMessageCount(ctx, session.accountId) };
};

export const inboxDelete: Handler<typeof endpoints.inboxDelete> = (input) => {
  const { ctx, body } = input;
  const session = sessionOf(input);
  const deleted = ctx.db
    .prepare(`DELETE FROM messages WHERE account_id = ? AND id IN (${body.ids.map(() => '?').join(', ')})`)
    .run(session.accountId, ...body.ids).changes;
  return { deleted, unreadCount: unreadMessageCount(ctx, session.accountId) };
};
