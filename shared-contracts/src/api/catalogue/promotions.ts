import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { promotionSchema } from '../../domain/content';

/** `GET /wps/relay/PROMOFE_getPromotionList` (path and shape are our definition). */
export const promotionList = defineEndpoint({
  id: 'promotions.list',
  method: 'GET',
  path: '/wps/relay/PROMOFE_getPromotionList',
  source: 'ours',
  description: 'Promotions visible to the caller, optionally by category (new_player, ...)',
  query: z.object({ category: z.string().max(32).optional(), language: z.string().max(8).optional() }).optional(),
  value: z.object({ list: z.array(promotionSchema) }),
});
