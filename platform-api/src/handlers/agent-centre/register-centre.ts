import { randomBytes } from 'node:crypto';
import type { endpoints } from 'shared-contracts';
import { hashPassword } from '../../lib/passwords';
import { sql } from '../../lib/statements';
import { fieldFailure } from '../../http/failure';
import { merchantOf, sessionOf } from '../../http/guards';
import { requestOrigin } from '../../http/request-origin';
import { registerSettingsOf } from '../../domain/account/register-settings';
import { validateRegistration } from 'shared-contracts';
import type { Handler } from '../types';
import { ACTIONS, MESSAGES } from '../../db/content/messages';
import { t } from '../../i18n/localized';
import { INBOX_MESSAGES } from '../../db/content/inbox';
import { registrationFieldErrors } from '../../domain/account/registration';
import { periodStart, agentOnly } from '../../domain/agents/team';

// The register centre: the agent's affiliate link and opening accounts below it.

export const registerCenter: Handler<typeof endpoints.registerCenter> = (input) => {
  const { ctx, request } = input;
  const session = agentOnly(sessionOf(input), ACTIONS.useRegisterCentre);
  const code = sql(ctx.db, 'SELECT affiliate_code FROM accounts WHERE id = ?').pluck().get(session.accountId) as string | null;
  const now = ctx.now();
  const direct = sql(
    ctx.db,
    'SELECT username, is_agent AS isAgent, created_at AS createdAt FROM accounts WHERE parent_id = ? ORDER BY created_at DESC, id DESC',
  ).all(session.accountId) as {
    username: string;
    isAgent: number;
    createdAt: number;
  }[];
  const monthStart = new Date(now);
  monthStart.setDate(1);
  monthStart.setHours(0, 0, 0, 0);
  return {
    affiliateCode: code,
    affiliateLink: code ? `${requestOrigin(request)}/?affiliateCode=${code}` : null,
    registeredToday: direct.filter((d) => d.createdAt >= periodStart(now, 'today')).length,
    registeredThisMonth: direct.filter((d) => d.createdAt >= monthStart.getTime()).length,
    recent: direct.slice(0, 10).map((d) => ({ account: d.username, isAgent: d.isAgent, registeredAt: d.createdAt })),
  };
};

export const registerDownline: Handler<typeof endpoints.registerDownline> = (input) => {
  const { ctx, body } = input;
  const session = agentOnly(sessionOf(input), ACTIONS.registerAccounts);
  const merchant = merchantOf(input);
  const settings = registerSettingsOf(ctx);
  const issues = validateRegistration(
    { username: body.username, password: body.password, confirmPassword: body.password },
    { username: settings.username!, password: settings.password! },
    'username',
  );
  const fieldErrors = registrationFieldErrors(issues);
  if (
    !fieldErrors.username &&
    sql(ctx.db, 'SELECT 1 FROM accounts WHERE merchant_code = ? AND username = ? COLLATE NOCASE').get(merchant.code, body.username)
  ) {
    fieldErrors.username = t(MESSAGES.usernameTaken);
  }
  if (Object.keys(fieldErrors).length > 0) throw fieldFailure(fieldErrors);
  const isAgent = body.isAgent ? 2 : 0;
  const id = ctx.db.transaction(() => {
    const row = sql(
      ctx.db,
      `INSERT INTO accounts (merchant_code, username, password_hash, nickname, type, is_agent, parent_id, rank_level, payee_name, first_time_login, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?, 1, ?)`,
    ).run(
      merchant.code,
      body.username,
      hashPassword(body.password.trim(), randomBytes(16).toString('hex')),
      body.payeeName || body.username,
      isAgent,
      isAgent,
      session.accountId,
      body.payeeName || null,
      ctx.now(),
    );
    const newId = Number(row.lastInsertRowid);
    sql(ctx.db, 'INSERT INTO wallets (account_id, currency, balance_cents) VALUES (?, ?, 0)').run(newId, merchant.currency);
    sql(ctx.db, 'INSERT INTO messages (account_id, title, content, is_read, created_at) VALUES (?, ?, ?, 0, ?)').run(
      newId,
      INBOX_MESSAGES.openedByAgent.title.EN,
      INBOX_MESSAGES.openedByAgent.content.EN,
      ctx.now(),
    );
    return newId;
  })();
  return { customerId: id, username: body.username, isAgent };
};
