import { ERROR_CODES, promotionActionOf, type Promotion, type PromotionDetail, type endpoints } from 'shared-contracts';
import { sql } from '../lib/statements';
import type { AppContext, Session } from '../http/context';
import { ApiFailure } from '../http/failure';
import { sessionOf } from '../http/guards';
import { optionalSession } from '../http/sessions';
import { uploadsOf } from '../http/uploads';
import type { Handler } from './types';
import { ACTIONS, MESSAGES } from '../db/content/messages';
import { t } from '../i18n/localized';
import { translateStored } from '../db/content';
import { langQuery, type ContentLanguage } from '../i18n/language';
import { realAccount } from '../domain/account/accounts';
import { toAmount } from '../domain/money/ledger';
import {
  APPLICATION_COLUMNS,
  type ApplicationRow,
  PROMOTION_COLUMNS,
  type PromotionRow,
  drawnToday,
  latestApplication,
  payApplication,
  promotionById,
  promotionStateOf,
  raffleDay,
  toApplication,
} from '../domain/promotions';

const DAY = 86_400_000;

/** The address of a promotion's art, in the reader's language (the art carries the title). */
export function promotionImage(id: number, language: ContentLanguage): string {
  return `/assets-api/promotion/${id}.svg${langQuery(language)}`;
}

function toPromotion(ctx: AppContext, row: PromotionRow, session: Session | null, language: ContentLanguage): Promotion {
  const state = promotionStateOf(ctx, row, session);
  return {
    id: row.id,
    category: row.category,
    title: translateStored(row.title, language),
    summary: translateStored(row.summary, language),
    content: translateStored(row.content, language),
    image: promotionImage(row.id, language),
    state,
    action: promotionActionOf(state, row.kind),
    kind: row.kind,
    startTime: row.startTime,
    endTime: row.endTime,
    bonusAmount: toAmount(row.bonusCents),
  };
}

export function promotionDetailOf(ctx: AppContext, row: PromotionRow, session: Session | null, language: ContentLanguage): PromotionDetail {
  const application = session ? latestApplication(ctx, session.accountId, row.id) : undefined;
  const drawn = row.kind === 'raffle' && session !== null && drawnToday(ctx, session.accountId, row.id);
  return {
    ...toPromotion(ctx, row, session, language),
    terms: translateStored(row.terms, language),
    application: application ? toApplication(application, language) : null,
    nextDrawAt: drawn ? Date.parse(`${raffleDay(ctx.now())}T00:00:00Z`) + DAY : null,
  };
}

export const promotionList: Handler<typeof endpoints.promotionList> = (input) => {
  const { ctx, query, request, merchant, language } = input;
  const session = optionalSession(ctx, request, merchant);
  const rows = (
    query?.category
      ? sql(ctx.db, `SELECT ${PROMOTION_COLUMNS} FROM promotions WHERE category = ? ORDER BY sort`).all(query.category)
      : sql(ctx.db, `SELECT ${PROMOTION_COLUMNS} FROM promotions ORDER BY sort`).all()
  ) as PromotionRow[];
  return { list: rows.map((row) => toPromotion(ctx, row, session, language)) };
};

export const promotionDetail: Handler<typeof endpoints.promotionDetail> = (input) => {
  const { ctx, query, request, merchant, language } = input;
  const row = promotionById(ctx, query.id);
  if (!row) throw new ApiFailure(404, ERROR_CODES.notFound, t(MESSAGES.noSuchPromotion));
  return promotionDetailOf(ctx, row, optionalSession(ctx, request, merchant), language);
};

export const promotionApply: Handler<typeof endpoints.promotionApply> = (input) => {
  const { ctx, body, request, language } = input;
  const session = realAccount(sessionOf(input), ACTIONS.applyForPromotions);
  const row = promotionById(ctx, body.promotionId);
  if (!row) throw new ApiFailure(404, ERROR_CODES.notFound, t(MESSAGES.noSuchPromotion));
  const state = promotionStateOf(ctx, row, session);
  if (promotionActionOf(state, row.kind) !== 'apply') {
    throw new ApiFailure(
      200,
      ERROR_CODES.promotionNotAllowed,
      row.kind === 'raffle' ? t(MESSAGES.raffleDrawInstead) : t(MESSAGES.cannotApplyNow, { state }),
      { state },
    );
  }
  const uploads = uploadsOf(request).filter((u) => u.field === 'images');
  const status = row.needsReview === 1 ? 'applying' : 'joined';
  const id = Number(
    sql(
      ctx.db,
      'INSERT INTO promotion_applications (account_id, promotion_id, status, remark, image_count, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(session.accountId, row.id, status, body.remark, uploads.length, ctx.now()).lastInsertRowid,
  );
  const insertImage = sql(ctx.db, 'INSERT INTO promotion_images (application_id, mime, size, sha256, data) VALUES (?, ?, ?, ?, ?)');
  for (const upload of uploads) insertImage.run(id, upload.mime, upload.size, upload.sha256, upload.data);
  const application = sql(ctx.db, `SELECT ${APPLICATION_COLUMNS} FROM promotion_applications WHERE id = ?`).get(id) as ApplicationRow;
  return { promotion: promotionDetailOf(ctx, row, session, language), application: toApplication(application, language) };
};

export const promotionClaim: Handler<typeof endpoints.promotionClaim> = (input) => {
  const { ctx, body, language } = input;
  const session = realAccount(sessionOf(input), ACTIONS.claimPromotions);
  const row = promotionById(ctx, body.promotionId);
  if (!row) throw new ApiFailure(404, ERROR_CODES.notFound, t(MESSAGES.noSuchPromotion));
  return ctx.db.transaction(() => {
    const application = latestApplication(ctx, session.accountId, row.id);
    const state = promotionStateOf(ctx, row, session);
    if (!application || promotionActionOf(state, row.kind) !== 'claim')
      throw new ApiFailure(200, ERROR_CODES.promotionNotAllowed, t(MESSAGES.nothingToClaimNow, { state }), { state });
    const balance = payApplication(ctx, application, row);
    return { promotion: promotionDetailOf(ctx, row, session, language), amount: toAmount(row.bonusCents), balance: toAmount(balance) };
  })();
};
