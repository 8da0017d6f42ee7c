import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { permissionSchema, whitelabelNodeSchema } from '../../domain/system';
import { bannerSchema, noticeSchema } from '../../domain/content';

/** The page host sent with the system calls (spec §7: "current page host as url field"). */
const hostQuery = z.optional(z.object({ url: z.optional(z.string().check(z.maxLength(255))) }));

/** `GET /wps/system/status`: the permission answer that drives the status gate. */
export const systemStatus = /*#__PURE__*/ defineEndpoint({
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
export const whitelabel = /*#__PURE__*/ defineEndpoint({
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
export const noticesQuerySchema = z.optional(
  z.object({
    types: z._default(z.string().check(z.regex(/^[A-Z]{1,2}(,[A-Z]{1,2})*$/)), 'B,PL,PU,PR'),
    platform: z._default(z.literal('W'), 'W'),
    execution: z._default(z.string().check(z.maxLength(4)), 'B'),
  }),
);

/** `GET /wps/relay/MCSFE_getListAnnouncements` (facts §4.10). */
export const notices = /*#__PURE__*/ defineEndpoint({
  id: 'home.notices',
  method: 'GET',
  path: '/wps/relay/MCSFE_getListAnnouncements',
  modId: 'COMM3',
  source: 'facts',
  description: 'Notices by type: player notices, banners, popups and promotion notices',
  query: noticesQuerySchema,
  value: z.object({
    player: z._default(z.array(noticeSchema), []),
    banners: z._default(z.array(bannerSchema), []),
    popup: z._default(z.array(noticeSchema), []),
    promotion: z._default(z.array(noticeSchema), []),
  }),
});
