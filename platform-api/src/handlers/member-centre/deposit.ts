import type { endpoints } from 'shared-contracts';
import { sql } from '../../lib/statements';
import { fieldFailure } from '../../http/failure';
import { merchantOf, sessionOf } from '../../http/guards';
import { money } from '../../i18n/format';
import { renderParam, t } from '../../i18n/localized';
import { ACTIONS, MESSAGES } from '../../db/content/messages';
import { realAccount } from '../../domain/account/accounts';
import { DEPOSIT_CHANNELS, DEPOSIT_COLUMNS, type DepositRow, channelName, depositById, toDepositRecord } from '../../domain/money/deposits';
import { balanceOf, toAmount, toCents } from '../../domain/money/ledger';
import { pageOf, rangeOf } from '../../domain/paging';
import type { Handler } from '../types';

// Deposits: the channels and their limits, a deposit (pending until the desk decides), the records.

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

export const deposit: Handler<typeof endpoints.deposit> = (input) => {
  const { ctx, body, language } = input;
  const session = realAccount(sessionOf(input), ACTIONS.deposit);
  const merchant = merchantOf(input);
  const channel = DEPOSIT_CHANNELS.find((c) => c.id === body.channelId);
  if (!channel) throw fieldFailure({ channelId: t(MESSAGES.chooseDepositChannel) });
  const amount = toCents(body.amount);
  if (amount < channel.minCents || amount > channel.maxCents) {
    throw fieldFailure({
      amount: t(MESSAGES.amountBetween, {
        min: money(toAmount(channel.minCents), merchant.currencySymbol),
        max: money(toAmount(channel.maxCents), merchant.currencySymbol),
      }),
    });
  }
  const id = Number(
    sql(
      ctx.db,
      "INSERT INTO deposits (account_id, channel_id, amount_cents, status, remark, created_at) VALUES (?, ?, ?, 'pending', ?, ?)",
    ).run(session.accountId, channel.id, amount, body.remark ?? null, ctx.now()).lastInsertRowid,
  );
  return { ...toDepositRecord(depositById(ctx, id)!, language), balance: toAmount(balanceOf(ctx, session.accountId)) };
};

export const depositRecords: Handler<typeof endpoints.depositRecords> = (input) => {
  const { ctx, query, language } = input;
  const session = realAccount(sessionOf(input), ACTIONS.deposit);
  const { start, end } = rangeOf(ctx, query);
  const { pageSize, offset } = pageOf(query);
  const where = `account_id = ? AND created_at BETWEEN ? AND ? ${query?.status ? 'AND status = ?' : ''}`;
  const args: unknown[] = [session.accountId, start, end, ...(query?.status ? [query.status] : [])];
  const totalCount = ctx.db
    .prepare(`SELECT count(*) FROM deposits WHERE ${where}`)
    .pluck()
    .get(...args) as number;
  const rows = ctx.db
    .prepare(`SELECT ${DEPOSIT_COLUMNS} FROM deposits WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
    .all(...args, pageSize, offset) as DepositRow[];
  return { list: rows.map((row) => toDepositRecord(row, language)), totalCount, totalPages: Math.ceil(totalCount / pageSize) };
};
