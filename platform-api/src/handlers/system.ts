import { type NOTICE_TYPES, type endpoints } from 'shared-contracts';
import { desEncryptBase64 } from 'shared-contracts/crypto';
import { sql } from '../lib/statements';
import { requestOrigin } from '../http/request-origin';
import type { Handler } from './types';
import { translateStored } from '../db/content';
import { langQuery } from '../i18n/language';
import { demoGamesOrigin } from '../domain/games';
import { requestLocation, systemSettings, whitelabelTree } from '../domain/system';

export const systemStatus: Handler<typeof endpoints.systemStatus> = ({ ctx, request, language }) => {
  const settings = systemSettings(ctx);
  const origin = requestOrigin(request);
  const restricted = settings.status === 2;
  const resources = sql(
    ctx.db,
    'SELECT resource_type AS resourceType, url, qr_code_url AS qrCodeUrl, label_name_en AS labelNameEn FROM resources',
  ).all() as {
    resourceType: string;
    url: string;
    qrCodeUrl: string | null;
    labelNameEn: string | null;
  }[];
  const cs = sql(ctx.db, 'SELECT type, cs_type AS csType, page, des_key AS desKey FROM customer_service ORDER BY id').all() as {
    type: number;
    csType: 'VIP' | 'LIVECHAT';
    page: string;
    desKey: string;
  }[];
  return {
    maintenance: settings.status === 1,
    regionRestriction: restricted,
    location: requestLocation(ctx, request),
    info: {
      whitelabel: whitelabelTree(ctx),
      resources: resources.map((r) => ({
        resourceType: r.resourceType,
        url: r.url,
        ...(r.qrCodeUrl ? { qrCodeUrl: r.qrCodeUrl } : {}),
        ...(r.labelNameEn ? { labelNameEn: r.labelNameEn } : {}),
      })),
      // The path is DES-encrypted with the 8-character key appended (facts §4.6).
      customerService: cs.map((entry) => ({
        type: entry.type,
        csType: entry.csType,
        path: `${desEncryptBase64(`${origin}/assets-api/customer-service/${entry.page}${langQuery(language)}`, entry.desKey)}${entry.desKey}`,
      })),
      analytics: {},
      imageCDNs: [origin],
      // The demo games' own origin is this site's game launch CDN.
      launchGameCDNs: ctx.launchControl.launchGameCDNs ?? [demoGamesOrigin(ctx, request)],
    },
  };
};

export const whitelabel: Handler<typeof endpoints.whitelabel> = ({ ctx }) => whitelabelTree(ctx);

interface NoticeRow {
  id: number;
  type: (typeof NOTICE_TYPES)[number];
  title: string;
  content: string;
  createTime: number;
}

interface BannerRow {
  id: number;
  groupName: string;
  title: string;
  linkageType: string;
  link: string;
}

/**
 * Notices by type (facts §4.10). Our mapping of types to the answer's lists: B (general), PL and H (headline)
 * are player notices, PU popups, PR promotion notices, and B the banners of every group.
 */
export const notices: Handler<typeof endpoints.notices> = ({ ctx, query, language }) => {
  const types = new Set((query?.types ?? 'B,PL,PU,PR').split(','));
  const rows = sql(
    ctx.db,
    'SELECT id, type, title, content, create_time AS createTime FROM notices ORDER BY create_time DESC',
  ).all() as NoticeRow[];
  const pick = (...wanted: string[]) =>
    rows
      .filter((row) => wanted.includes(row.type) && types.has(row.type))
      .map((row) => ({
        id: row.id,
        title: translateStored(row.title, language),
        content: translateStored(row.content, language),
        type: row.type,
        createTime: row.createTime,
      }));
  const banners = types.has('B')
    ? (
        sql(
          ctx.db,
          'SELECT id, group_name AS groupName, title, linkage_type AS linkageType, link FROM banners ORDER BY group_name, sort',
        ).all() as BannerRow[]
      ).map((b) => ({
        bannerId: b.id,
        url: `/assets-api/banner/${b.id}.svg${langQuery(language)}`,
        groupName: b.groupName,
        linkageType: b.linkageType,
        title: translateStored(b.title, language),
        ...(b.link ? { link: b.link } : {}),
      }))
    : [];
  return { player: pick('B', 'PL', 'H'), banners, popup: pick('PU'), promotion: pick('PR') };
};
