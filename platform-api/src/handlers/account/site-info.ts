import type { endpoints } from 'shared-contracts';
import { sql } from '../../lib/statements';
import { sessionOf } from '../../http/guards';
import { requestOrigin } from '../../http/request-origin';
import { unreadMessageCount } from '../../domain/account/messages';
import { COUNTRIES } from '../../db/content/countries';
import { HELP_CENTER } from '../../db/content/help';
import { translateStored } from '../../db/content';
import type { Handler } from '../types';

// What the site shows around the games: countries, domains, announcements, the unread count, help.

export const countries: Handler<typeof endpoints.countries> = ({ language }) =>
  COUNTRIES.map((c) => ({ ...c, countryName: c.countryName[language] }));

export const domainRoute: Handler<typeof endpoints.domainRoute> = ({ ctx, request }) => {
  const origin = requestOrigin(request);
  const host = new URL(origin).host;
  const resources = sql(
    ctx.db,
    'SELECT resource_type AS resourceType, url, qr_code_url AS qrCodeUrl, label_name_en AS labelNameEn FROM resources',
  ).all() as {
    resourceType: string;
    url: string;
    qrCodeUrl: string | null;
    labelNameEn: string | null;
  }[];
  return {
    mainDomain: host,
    domainList: [
      { domain: host, speed: 18 },
      { domain: 'm1.demo-brand.example', speed: 42 },
      { domain: 'm2.demo-brand.example', speed: 67 },
      { domain: 'backup.demo-brand.example', speed: 120 },
    ],
    resources: resources.map((r) => ({
      resourceType: r.resourceType,
      url: r.url,
      ...(r.qrCodeUrl ? { qrCodeUrl: r.qrCodeUrl } : {}),
      ...(r.labelNameEn ? { labelNameEn: r.labelNameEn } : {}),
    })),
  };
};

export const loggedInAnnouncements: Handler<typeof endpoints.loggedInAnnouncements> = (input) => {
  sessionOf(input);
  const { language } = input;
  const rows = sql(
    input.ctx.db,
    "SELECT id, type, title, content, create_time AS createTime FROM notices WHERE type IN ('PU', 'PL') ORDER BY create_time DESC",
  ).all() as {
    id: number;
    type: 'PU' | 'PL';
    title: string;
    content: string;
    createTime: number;
  }[];
  return {
    list: rows.map((row) => ({ ...row, title: translateStored(row.title, language), content: translateStored(row.content, language) })),
  };
};

export const unreadCount: Handler<typeof endpoints.unreadCount> = (input) => unreadMessageCount(input.ctx, sessionOf(input).accountId);

export const helpCenter: Handler<typeof endpoints.helpCenter> = ({ language }) => ({
  categories: HELP_CENTER.map((c) => ({
    id: c.id,
    title: c.title[language],
    items: c.items.map((i) => ({ id: i.id, title: i.title[language], content: i.content[language] })),
  })),
});
