import type { PROMOTION_STATES, endpoints } from 'shared-contracts';
import { sql } from '../lib/statements';
import type { Handler } from './types';

interface PromotionRow {
  id: number;
  category: string;
  title: string;
  summary: string;
  content: string;
  state: (typeof PROMOTION_STATES)[number];
  startTime: number;
  endTime: number;
}

export const promotionList: Handler<typeof endpoints.promotionList> = ({ ctx, query }) => {
  const columns = 'id, category, title, summary, content, state, start_time AS startTime, end_time AS endTime';
  const rows = (
    query?.category
      ? sql(ctx.db, `SELECT ${columns} FROM promotions WHERE category = ? ORDER BY sort`).all(query.category)
      : sql(ctx.db, `SELECT ${columns} FROM promotions ORDER BY sort`).all()
  ) as PromotionRow[];
  return { list: rows.map((row) => ({ ...row, image: `/assets-api/promotion/${row.id}.svg` })) };
};
