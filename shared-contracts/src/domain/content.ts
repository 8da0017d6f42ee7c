import { z } from 'zod';

/** Activity states of a promotion (spec §4). */
export const PROMOTION_STATES = ['join', 'applying', 'rejected', 'issued', 'claimed', 'processing', 'joined', 'comingSoon', 'closed'] as const;

/** A promotion (spec §3; the fields beyond id and category are our definition). */
export const promotionSchema = z.object({
  id: z.number().int(),
  category: z.string(),
  title: z.string(),
  summary: z.string().default(''),
  /** HTML: sanitize before rendering. */
  content: z.string().default(''),
  image: z.string().optional(),
  state: z.enum(PROMOTION_STATES),
  startTime: z.number().optional(),
  endTime: z.number().optional(),
});

/** A promotion. */
export type Promotion = z.infer<typeof promotionSchema>;

/** Notice types (spec §3): B is the default execution type. */
export const NOTICE_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;

/** A notice or announcement; `content` is HTML and must be sanitized before rendering. */
export const noticeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  type: z.enum(NOTICE_TYPES).optional(),
  createTime: z.number().optional(),
});

/** A notice. */
export type Notice = z.infer<typeof noticeSchema>;

/** A banner (spec §3). */
export const bannerSchema = z.object({
  bannerId: z.number().int(),
  url: z.string(),
  groupName: z.string(),
  linkageType: z.string().optional(),
  link: z.string().optional(),
  title: z.string().optional(),
});

/** A banner. */
export type Banner = z.infer<typeof bannerSchema>;
