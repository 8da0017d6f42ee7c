import { ERROR_CODES, type DepositRecord } from 'shared-contracts';
import { sql } from '../../lib/statements';
import type { AppContext } from '../../http/context';
import { ApiFailure } from '../../http/failure';
import { renderParam, t, type LocalText, type Localized } from '../../i18n/localized';
import type { ContentLanguage } from '../../i18n/language';
import { translateStored } from '../../db/content';
import { LEDGER_MEMOS } from '../../db/content/ledger';
import { MESSAGES } from '../../db/content/messages';
import { DEPOSIT_CHANNEL_NAMES, PAYMENT_NOTES, UNKNOWN_CHANNEL } from '../../db/content/payments';
import { payFirstDepositBonus } from '../account/referral';
import { moveMoney, toAmount } from './ledger';

// Deposits: the channels, the records (pending until a reviewer decides) and the decision.

/** The deposit channels (demo data; names in content/payments.ts; the QR image is a generated QR code of the channel's payload). */
export const DEPOSIT_CHANNELS = [
  {
    id: 1,
    type: 'BANK',
    minCents: 1_000,
    maxCents: 5_000_000,
    bankName: 'Vietcombank',
    accountName: 'WL DEMO COMPANY',
    accountNo: '0071000123456',
  },
  { id: 2, type: 'QR', minCents: 1_000, maxCents: 2_000_000 },
  { id: 3, type: 'EWALLET', minCents: 500, maxCents: 1_000_000, accountName: 'WL DEMO', accountNo: '0909000111' },
  { id: 4, type: 'USDT', minCents: 2_000, maxCents: 10_000_000, accountNo: 'TXdemoWalletAddress0000000000000000' },
] as const;

export interface DepositRow {
  id: number;
  channelId: number;
  amountCents: number;
  status: DepositRecord['status'];
  remark: string | null;
  createdAt: number;
  decidedAt: number | null;
  rejectReason: string | null;
}

export const DEPOSIT_COLUMNS =
  'id, channel_id AS channelId, amount_cents AS amountCents, status, remark, created_at AS createdAt, decided_at AS decidedAt, reject_reason AS rejectReason';

/** A deposit channel's name (any channel id: records outlive channels). */
export function channelName(id: number): Localized | LocalText {
  return DEPOSIT_CHANNEL_NAMES[id] ?? t(UNKNOWN_CHANNEL, { id });
}

/** A stored deposit as the answers carry it. */
export function toDepositRecord(row: DepositRow, language: ContentLanguage): DepositRecord {
  return {
    depositId: row.id,
    channelId: row.channelId,
    channelName: renderParam(channelName(row.channelId), language),
    amount: toAmount(row.amountCents),
    status: row.status,
    createdAt: row.createdAt,
    ...(row.decidedAt !== null ? { decidedAt: row.decidedAt } : {}),
    ...(row.remark ? { remark: row.remark } : {}),
    ...(row.rejectReason ? { rejectReason: translateStored(row.rejectReason, language) } : {}),
  };
}

/** A deposit by id, with its account. */
export function depositById(ctx: AppContext, id: number): (DepositRow & { accountId: number }) | undefined {
  return sql(ctx.db, `SELECT ${DEPOSIT_COLUMNS}, account_id AS accountId FROM deposits WHERE id = ?`).get(id) as
    (DepositRow & { accountId: number }) | undefined;
}

/**
 * The reviewer's decision on a pending deposit (control surface): approval credits the wallet
 * with a ledger row, in one transaction; a decided deposit cannot be decided again.
 */
export function decideDeposit(ctx: AppContext, id: number, decision: 'approve' | 'reject', reason?: string): DepositRecord {
  return ctx.db.transaction(() => {
    const row = depositById(ctx, id);
    if (!row) throw new ApiFailure(404, ERROR_CODES.notFound, t(MESSAGES.noSuchDeposit, { id }));
    if (row.status !== 'pending')
      throw new ApiFailure(409, 'deposit.already.decided', t(MESSAGES.depositDecided, { id, status: row.status }));
    const now = ctx.now();
    if (decision === 'approve') {
      sql(ctx.db, "UPDATE deposits SET status = 'approved', decided_at = ? WHERE id = ?").run(now, id);
      moveMoney(ctx, row.accountId, row.amountCents, 'deposit', t(LEDGER_MEMOS.deposit, { id, channel: channelName(row.channelId) }));
      // The inviter's first-deposit bonus (once per invitee: later deposits pay nothing).
      payFirstDepositBonus(ctx, row.accountId);
    } else {
      sql(ctx.db, "UPDATE deposits SET status = 'rejected', decided_at = ?, reject_reason = ? WHERE id = ?").run(
        now,
        reason ?? PAYMENT_NOTES.paymentNotReceived.EN,
        id,
      );
    }
    return toDepositRecord(depositById(ctx, id)!, 'EN');
  })();
}
