import type { FastifyInstance } from 'fastify';
import { sql } from '../lib/statements';
import type { AppContext } from '../http/context';
import { ApiFailure } from '../http/failure';
import { escapeXml, bannerSvg, initials, tileSvg } from './svg';
import { tilePng } from './png';
import { MESSAGES } from '../db/content/messages';
import { t } from '../i18n/localized';
import { translateStored } from '../db/content';
import { CUSTOMER_SERVICE_PAGE } from '../db/content/games';
import { BANNER_TEXTS } from '../db/content/notices';
import { PROMOTION_CATEGORIES } from '../db/content/promotions';
import { queryLanguage } from '../i18n/language';
import { findGame } from '../domain/games';

const SVG_TYPE = 'image/svg+xml; charset=utf-8';
/** A game's icon never changes for its node id: browsers and CDNs keep it a week, then revalidate. */
const ICON_CACHE = 'public, max-age=604800, stale-while-revalidate=86400';
/** Rendered PNG icons kept in memory (about 1 KB each), oldest dropped first. */
const PNG_MEMO_SIZE = 6000;

function idFrom(file: string, pattern: RegExp): string {
  const match = pattern.exec(file);
  if (!match?.[1]) throw new ApiFailure(404, 'resource.not.found', t(MESSAGES.noSuchAsset));
  return match[1];
}

/** Generated images (game and vendor icons, banners, promotions) and the customer-service page. */
const CUSTOMER_SERVICE_CSS =
  'body{font-family:system-ui,Arial,sans-serif;margin:0;padding:24px;background:#0f172a;color:#e2e8f0}h1{font-size:1.3rem}a{color:#7dd3fc}';

export function registerAssetRoutes(app: FastifyInstance, ctx: AppContext): void {
  const pngMemo = new Map<number, Buffer>();
  // `<id>.png` is what the game list sends (a small raster the browser decodes off the main thread);
  // `<id>.svg` stays for older links.
  app.get<{ Params: { file: string } }>('/assets-api/game-icon/:file', async (request, reply) => {
    const match = /^(\d{1,9})\.(svg|png)$/.exec(request.params.file);
    if (!match) throw new ApiFailure(404, 'resource.not.found', t(MESSAGES.noSuchAsset));
    const nodeId = Number(match[1]);
    const isPng = match[2] === 'png';
    const memo = isPng ? pngMemo.get(nodeId) : undefined;
    if (memo) return reply.type('image/png').header('cache-control', ICON_CACHE).send(memo);
    const game = findGame(ctx, nodeId);
    if (!game) throw new ApiFailure(404, 'resource.not.found', t(MESSAGES.noSuchGame));
    const colour = sql(ctx.db, 'SELECT colour FROM vendors WHERE code = ? AND game_type = ?')
      .pluck()
      .get(game.vassalage, game.gameType) as string;
    if (!isPng) {
      return reply
        .type(SVG_TYPE)
        .header('cache-control', ICON_CACHE)
        .send(tileSvg({ big: initials(game.gameName), caption: game.vassalage, colour, label: game.gameName }));
    }
    const png = tilePng({ big: initials(game.gameName), caption: game.vassalage, colour });
    if (pngMemo.size >= PNG_MEMO_SIZE) pngMemo.delete(pngMemo.keys().next().value!);
    pngMemo.set(nodeId, png);
    return reply.type('image/png').header('cache-control', ICON_CACHE).send(png);
  });

  app.get<{ Params: { file: string } }>('/assets-api/vendor-icon/:file', async (request, reply) => {
    const code = idFrom(request.params.file, /^([A-Za-z0-9]{1,16})\.svg$/);
    const vendor = sql(ctx.db, 'SELECT name, colour FROM vendors WHERE code = ? ORDER BY sort LIMIT 1').get(code) as
      { name: string; colour: string } | undefined;
    if (!vendor) throw new ApiFailure(404, 'resource.not.found', t(MESSAGES.noSuchVendor));
    return reply
      .type(SVG_TYPE)
      .header('cache-control', 'public, max-age=86400')
      .send(tileSvg({ big: code.slice(0, 4), caption: vendor.name, colour: vendor.colour, label: vendor.name }));
  });

  app.get<{ Params: { file: string } }>('/assets-api/banner/:file', async (request, reply) => {
    const language = queryLanguage(request.query);
    const banner = sql(ctx.db, 'SELECT title, group_name AS groupName, colour FROM banners WHERE id = ?').get(
      Number(idFrom(request.params.file, /^(\d{1,9})\.svg$/)),
    ) as { title: string; groupName: string; colour: string } | undefined;
    if (!banner) throw new ApiFailure(404, 'resource.not.found', t(MESSAGES.noSuchBanner));
    return reply
      .type(SVG_TYPE)
      .header('cache-control', 'public, max-age=86400')
      .send(
        bannerSvg({ title: translateStored(banner.title, language), subtitle: BANNER_TEXTS.subtitle[language], colour: banner.colour }),
      );
  });

  app.get<{ Params: { file: string } }>('/assets-api/avatar/:file', async (request, reply) => {
    const n = Number(idFrom(request.params.file, /^(\d{1,2})\.svg$/));
    if (n > 11) throw new ApiFailure(404, 'resource.not.found', t(MESSAGES.noSuchAvatar));
    const colours = [
      '#7b2cbf',
      '#ff006e',
      '#3a86ff',
      '#fb5607',
      '#06d6a0',
      '#118ab2',
      '#8338ec',
      '#ef476f',
      '#073b4c',
      '#ffb703',
      '#2a9d8f',
      '#e76f51',
    ];
    return reply
      .type(SVG_TYPE)
      .header('cache-control', 'public, max-age=86400')
      .send(tileSvg({ big: String.fromCharCode(65 + n), caption: 'avatar', colour: colours[n]!, label: `Avatar ${n}` }));
  });

  app.get<{ Params: { file: string } }>('/assets-api/points-item/:file', async (request, reply) => {
    const language = queryLanguage(request.query);
    const item = sql(ctx.db, 'SELECT name, type FROM points_items WHERE id = ?').get(
      Number(idFrom(request.params.file, /^(\d{1,9})\.svg$/)),
    ) as { name: string; type: string } | undefined;
    if (!item) throw new ApiFailure(404, 'resource.not.found', t(MESSAGES.noSuchItem));
    const name = translateStored(item.name, language);
    return reply
      .type(SVG_TYPE)
      .header('cache-control', 'public, max-age=86400')
      .send(tileSvg({ big: initials(item.name), caption: item.type, colour: item.type === 'CASH' ? '#2a9d8f' : '#8338ec', label: name }));
  });

  app.get<{ Params: { file: string } }>('/assets-api/promotion/:file', async (request, reply) => {
    const language = queryLanguage(request.query);
    const promotion = sql(ctx.db, 'SELECT title, category FROM promotions WHERE id = ?').get(
      Number(idFrom(request.params.file, /^(\d{1,9})\.svg$/)),
    ) as { title: string; category: string } | undefined;
    if (!promotion) throw new ApiFailure(404, 'resource.not.found', t(MESSAGES.noSuchPromotion));
    const colour = promotion.category === 'new_player' ? '#ff006e' : promotion.category === 'vip' ? '#c9a227' : '#3a86ff';
    return reply
      .type(SVG_TYPE)
      .header('cache-control', 'public, max-age=86400')
      .send(
        bannerSvg({
          title: translateStored(promotion.title, language),
          subtitle:
            PROMOTION_CATEGORIES[promotion.category as keyof typeof PROMOTION_CATEGORIES]?.[language] ??
            promotion.category.replace('_', ' '),
          colour,
        }),
      );
  });

  // The customer-service page's styles, as a file: the site's CSP (style-src 'self', no
  // 'unsafe-inline') covers the page when it is reached through the edge.
  app.get('/assets-api/customer-service.css', async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=86400').send(CUSTOMER_SERVICE_CSS),
  );

  // Where the decrypted customer-service paths of /wps/system/status lead.
  app.get<{ Params: { page: string } }>('/assets-api/customer-service/:page', async (request, reply) => {
    const page = request.params.page;
    const language = queryLanguage(request.query);
    if (page !== 'livechat' && page !== 'vip') throw new ApiFailure(404, 'resource.not.found', t(MESSAGES.noSuchPage));
    const title = (page === 'vip' ? CUSTOMER_SERVICE_PAGE.vipTitle : CUSTOMER_SERVICE_PAGE.liveChatTitle)[language];
    const html = `<!doctype html><html lang="${language.toLowerCase()}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<link rel="icon" href="data:,"><title>${escapeXml(title)}</title>
<link rel="stylesheet" href="/assets-api/customer-service.css"></head>
<body><main><h1>${escapeXml(title)}</h1><p>${escapeXml(CUSTOMER_SERVICE_PAGE.answers[language])}</p>
<ul><li>Email: <a href="mailto:support@example.com">support@example.com</a></li><li>Telegram: <a href="https://t.me/">@support</a></li></ul></main></body></html>`;
    return reply.type('text/html; charset=utf-8').send(html);
  });
}
