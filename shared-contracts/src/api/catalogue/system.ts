import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { permissionSchema, whitelabelNodeSchema } from '../../domain/system';
import { bannerSchema, noticeSchema } from '../../domain/content';

/** The page host sent with the system calls (spec §7: "current page host as url field"). */
const hostQuery = z.object({ url: z.string().max(255).optional() }).optional();

/** `GET /wps/system/status`: the permission answer that drives the status gate. */
export const systemStatus = defineEndpoint({
  id: 'system.status',
  method: 'GET',
  path: '/wps/system/status',
  modId: 'COMM3',
  source: 'ours',
  description: 'Permission: maintenance, region restriction, location and site info (shape is our definition; facts §5)',
  query: hostQuery,
  value: permissionSchema,
});

/** `GET /wps/system/whitelabel`: the white-label feature tree (the upstream's `menu`). */
export const whitelabel = defineEndpoint({
  id: 'system.whitelabel',
  method: 'GET',
  path: '/wps/system/whitelabel',
  modId: 'COMM3',
  source: 'ours',
  description: 'White-label feature tree of modId / enabled nodes (shape is our definition; facts §5)',
  query: hostQuery,
  value: z.array(whitelabelNodeSchema),
});

/** Notice query (facts §4.10). */
export const noticesQuerySchema = z
  .object({
    types: z
      .string()
      .regex(/^[A-Z]{1,2}(,[A-Z]{1,2})*$/)
      .default('B,PL,PU,PR'),
    platform: z.literal('W').default('W'),
    execution: z.string().max(4).default('B'),
  })
  .optional();

/** `GET /wps/relay/MCSFE_getListAnnouncements` (facts §4.10). */
export const notices = defineEndpoint({
  id: 'home.notices',
  method: 'GET',
  path: '/wps/relay/MCSFE_getListAnnouncements',
  modId: 'COMM3',
  source: 'facts',
  description: 'Notices by type: player notices, banners, popups and promotion notices',
  query: noticesQuerySchema,
  value: z.object({
    player: z.array(noticeSchema).default([]),
    banners: z.array(bannerSchema).default([]),
    popup: z.array(noticeSchema).default([]),
    promotion: z.array(noticeSchema).default([]),
  }),
});
