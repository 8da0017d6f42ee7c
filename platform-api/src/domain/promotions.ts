import { ERROR_CODES, type PromotionApplication, type PromotionState } from 'shared-contracts';
import { sql } from '../lib/statements';
import type { AppContext, Session } from '../http/context';
import { ApiFailure } from '../http/failure';
import { t } from '../i18n/localized';
import type { ContentLanguage } from '../i18n/language';
import { translateStored } from '../db/content';
import { LEDGER_MEMOS } from '../db/content/ledger';
import { MESSAGES } from '../db/content/messages';
import { PROMOTION_NOTES } from '../db/content/promotions';
import { moveMoney } from './money/ledger';

// Promotions: the member's state in one (spec §4), applications and their bonus, and the
// reviewers' decisions (control surface).

export interface PromotionRow {
  id: number;
  category: string;
  title: string;
  summary: string;
  content: string;
  terms: string;
  kind: 'normal' | 'raffle';
  needsReview: number;
  bonusCents: number;
  startTime: number;
  endTime: number;
}

export interface ApplicationRow {
  id: number;
  accountId: number;
  promotionId: number;
  status: PromotionApplication['status'];
  remark: string;
  imageCount: number;
  createdAt: number;
  decidedAt: number | null;
  rejectReason: string | null;
}

export const PROMOTION_COLUMNS =
  'id, category, title, summary, content, terms, kind, needs_review AS needsReview, bonus_cents AS bonusCents, start_time AS startTime, end_time AS endTime';
export const APPLICATION_COLUMNS =
  'id, account_id AS accountId, promotion_id AS promotionId, status, remark, image_count AS imageCount, created_at AS createdAt, decided_at AS decidedAt, reject_reason AS rejectReason';

/** A promotion by id. */
export function promotionById(ctx: AppContext, id: number): PromotionRow | undefined {
  return sql(ctx.db, `SELECT ${PROMOTION_COLUMNS} FROM promotions WHERE id = ?`).get(id) as PromotionRow | undefined;
}

/** The member's latest application to a promotion. */
export function latestApplication(ctx: AppContext, accountId: number, promotionId: number): ApplicationRow | undefined {
  return sql(
    ctx.db,
    `SELECT ${APPLICATION_COLUMNS} FROM promotion_applications WHERE account_id = ? AND promotion_id = ? ORDER BY id DESC LIMIT 1`,
  ).get(accountId, promotionId) as ApplicationRow | undefined;
}

/** The UTC day of a time, as raffle claims record it. */
export function raffleDay(now: number): string {
  return new Date(now).toISOString().slice(0, 10);
}

/** Whether the member drew today's raffle of a promotion. */
export function drawnToday(ctx: AppContext, accountId: number, promotionId: number): boolean {
  return (
    sql(ctx.db, 'SELECT 1 FROM raffle_claims WHERE account_id = ? AND promotion_id = ? AND day = ?').get(
      accountId,
      promotionId,
      raffleDay(ctx.now()),
    ) !== undefined
  );
}

/**
 * The caller's activity state (spec §4): the period first (coming soon, closed), then the member's
 * latest application (its status is the state; a rejected one of a closed promotion reads closed),
 * then for raffles whether today's draw is done (joined), otherwise join.
 */
export function promotionStateOf(ctx: AppContext, row: PromotionRow, session: Session | null): PromotionState {
  const now = ctx.now();
  if (now < row.startTime) return 'comingSoon';
  const application = session ? latestApplication(ctx, session.accountId, row.id) : undefined;
  const isOver = now > row.endTime;
  if (application && !(isOver && (application.status === 'rejected' || application.status === 'applying'))) return application.status;
  if (isOver) return 'closed';
  if (row.kind === 'raffle' && session && drawnToday(ctx, session.accountId, row.id)) return 'joined';
  return 'join';
}

/** A stored application as the answers carry it. */
export function toApplication(row: ApplicationRow, language: ContentLanguage): PromotionApplication {
  return {
    id: row.id,
    status: row.status,
    // The member's own words, unless the platform wrote them (the seeded demo remark).
    remark: translateStored(row.remark, language),
    imageCount: row.imageCount,
    createdAt: row.createdAt,
    ...(row.decidedAt !== null ? { decidedAt: row.decidedAt } : {}),
    ...(row.rejectReason ? { rejectReason: translateStored(row.rejectReason, language) } : {}),
  };
}

/** Credits an issued (or processing) application's bonus and marks it claimed. Inside a transaction. */
export function payApplication(ctx: AppContext, application: { id: number; accountId: number }, row: PromotionRow): number {
  sql(ctx.db, "UPDATE promotion_applications SET status = 'claimed', decided_at = COALESCE(decided_at, ?) WHERE id = ?").run(
    ctx.now(),
    application.id,
  );
  if (row.bonusCents <= 0)
    return sql(ctx.db, 'SELECT balance_cents FROM wallets WHERE account_id = ?').pluck().get(application.accountId) as number;
  return moveMoney(ctx, application.accountId, row.bonusCents, 'bonus', t(LEDGER_MEMOS.promotionBonus, { id: row.id, title: row.title }))!
    .balance;
}

/** Applications for the control surface, newest first. */
export function listApplications(
  ctx: AppContext,
  status?: string,
): (PromotionApplication & { account: string; promotionId: number; promotionTitle: string })[] {
  const rows = sql(
    ctx.db,
    `SELECT ${APPLICATION_COLUMNS.split(', ')
      .map((c) => `pa.${c}`)
      .join(', ')}, a.username AS account, p.title AS promotionTitle
       FROM promotion_applications pa JOIN accounts a ON a.id = pa.account_id JOIN promotions p ON p.id = pa.promotion_id
      WHERE (? IS NULL OR pa.status = ?) ORDER BY pa.id DESC LIMIT 200`,
  ).all(status ?? null, status ?? null) as (ApplicationRow & { account: string; promotionTitle: string })[];
  return rows.map((r) => ({ ...toApplication(r, 'EN'), account: r.account, promotionId: r.promotionId, promotionTitle: r.promotionTitle }));
}

/**
 * A reviewer's decision (control surface): an `applying` application becomes `issued` (approve)
 * or `rejected`; a `processing` one is paid and becomes `claimed` (approve) or `rejected`.
 */
export function decideApplication(ctx: AppContext, id: number, decision: 'approve' | 'reject', reason?: string): PromotionApplication {
  return ctx.db.transaction(() => {
    const application = sql(ctx.db, `SELECT ${APPLICATION_COLUMNS} FROM promotion_applications WHERE id = ?`).get(id) as
      ApplicationRow | undefined;
    if (!application) throw new ApiFailure(404, ERROR_CODES.notFound, t(MESSAGES.noSuchApplication, { id }));
    if (application.status !== 'applying' && application.status !== 'processing') {
      throw new ApiFailure(409, 'promotion.application.decided', t(MESSAGES.applicationDecided, { id, status: application.status }));
    }
    const now = ctx.now();
    if (decision === 'reject') {
      sql(ctx.db, "UPDATE promotion_applications SET status = 'rejected', decided_at = ?, reject_reason = ? WHERE id = ?").run(
        now,
        reason ?? PROMOTION_NOTES.termsNotMet.EN,
        id,
      );
    } else if (application.status === 'applying') {
      sql(ctx.db, "UPDATE promotion_applications SET status = 'issued', decided_at = ? WHERE id = ?").run(now, id);
    } else {
      payApplication(ctx, application, promotionById(ctx, application.promotionId)!);
    }
    return toApplication(
      sql(ctx.db, `SELECT ${APPLICATION_COLUMNS} FROM promotion_applications WHERE id = ?`).get(id) as ApplicationRow,
      'EN',
    );
  })();
}
