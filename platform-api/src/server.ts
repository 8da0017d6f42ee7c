import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { ERROR_CODES } from 'shared-contracts';
import { openDatabase } from './db/database';
import { topUpGames, type TopUpGameType } from './db/generated-games';
import { registerAssetRoutes } from './assets/routes';
import { registerControlRoutes } from './control/routes';
import { registerFaultHook } from './control/faults';
import { registerDemoGameRoutes } from './demo-games/routes';
import { handlers } from './handlers';
import { emptyLaunchControl, type AppContext, type DemoGamesOrigin } from './http/context';
import { MESSAGES } from './db/content/messages';
import { ApiFailure, LOCAL_ERROR_CODES, failureEnvelope, failureEnvelopeOf } from './http/failure';
import { requestLanguage } from './i18n/language';
import { t } from './i18n/localized';
import { registerEndpoints } from './http/register-endpoints';
import { generateRsaKeys } from './lib/rsa-keys';
import type { LoginFreshness } from './http/context';
import { DEFAULT_LOGIN_FRESHNESS } from './http/login-freshness';

/** Options of {@link buildServer}. */
export interface BuildServerOptions {
  /** SQLite file (created, migrated and seeded when empty), or ':memory:'. */
  dbPath: string;
  /** Enable the `/__control` surface. */
  control: boolean;
  logger?: boolean;
  /** Delete the database file first (a fresh seed). */
  fresh?: boolean;
  /** Clock override for tests. */
  now?: () => number;
  /** Where launch addresses send the demo games (see {@link buildGamesServer}); default: this API's origin. */
  demoGames?: DemoGamesOrigin;
  /**
   * Generated games that top a category up to `total` after the seed (and after each reset): the
   * 5,000-game lobby of the benchmark (`PLATFORM_API_SEED_GAMES`). Off by default: the seed the
   * tests rely on stays as it is.
   */
  seedGames?: { gameType: TopUpGameType; total: number } | null;
  /**
   * Refuse stale and replayed encrypted login bodies (see `http/login-freshness.ts`). On by default
   * (120 s, issue 48); `null` turns it off, as a stand-in for the real platform, whose login body has
   * no time or nonce to check.
   */
  loginFreshness?: LoginFreshness | null;
}

/** Largest request body accepted (bytes). */
export const BODY_LIMIT = 64 * 1024;

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** Builds the reference platform API (not listening; call `listen` or use `inject`). */
export function buildServer(options: BuildServerOptions): FastifyInstance {
  const startedAt = Date.now();
  const db = openDatabase({ path: options.dbPath, fresh: options.fresh ?? false });
  const seedGames = options.seedGames ?? null;
  if (seedGames) topUpGames(db, seedGames);
  const ctx: AppContext = {
    db,
    keys: generateRsaKeys(),
    now: options.now ?? Date.now,
    faults: new Map(),
    launchControl: emptyLaunchControl(),
    secret: randomBytes(32),
    phoneProviderFailure: { failure: null, remaining: null },
    demoGames: options.demoGames ?? null,
    // On unless told off (null): the login freshness check (http/login-freshness.ts).
    loginFreshness: options.loginFreshness === undefined ? DEFAULT_LOGIN_FRESHNESS : options.loginFreshness,
  };
  const app = Fastify({
    logger: options.logger ? { level: process.env.LOG_LEVEL ?? 'info' } : false,
    bodyLimit: BODY_LIMIT,
    trustProxy: 'loopback',
    return503OnClosing: true,
  });

  // JSON, tolerating the older raw-Base64 encrypted body sent as application/json (facts §5).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = (body as string).trim();
    if (text === '') return done(null, undefined);
    try {
      done(
        null,
        JSON.parse(text, (key, value: unknown) => (key === '__proto__' || key === 'constructor' ? undefined : value)),
      );
    } catch {
      if (BASE64.test(text)) return done(null, text);
      done(new ApiFailure(400, ERROR_CODES.validation, t(MESSAGES.bodyNotJson)), undefined);
    }
  });
  // multipart/form-data (the promotion application's images): read per route, limits in http/uploads.ts.
  void app.register(multipart, { throwFileSizeLimit: true });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  // Every failure answers in the caller's language (its `Language` header).
  app.setErrorHandler((error: FastifyError | ApiFailure, request, reply) => {
    const language = requestLanguage(request);
    if (error instanceof ApiFailure) return reply.code(error.status).send(failureEnvelopeOf(error, language));
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? t(MESSAGES.bodyTooLarge, { limit: BODY_LIMIT })
          : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? t(MESSAGES.unsupportedContentType)
            : t(MESSAGES.requestUnreadable);
      return reply.code(status).send(failureEnvelope(ERROR_CODES.validation, message.render(language)));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(failureEnvelope(LOCAL_ERROR_CODES.internal, t(MESSAGES.systemBusy).render(language)));
  });

  app.setNotFoundHandler((request, reply) => {
    const text = t(MESSAGES.noSuchEndpoint, { method: request.method, path: request.url.split('?')[0] ?? '' });
    reply.code(404).send(failureEnvelope(ERROR_CODES.notFound, text.render(requestLanguage(request))));
  });

  if (options.control) registerFaultHook(app, ctx.faults);
  registerEndpoints(app, ctx, handlers);
  registerDemoGameRoutes(app, ctx);
  registerAssetRoutes(app, ctx);
  if (options.control) registerControlRoutes(app, ctx, startedAt, { seedGames });

  app.addHook('onClose', async () => {
    db.close();
  });
  app.decorate('platformContext', ctx);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The reference API's context (shared with its demo-games server). */
    platformContext: AppContext;
  }
}

/**
 * The demo games on their own origin (issue 14 item 14): a second listener of the same API (same
 * database, so bets move the same wallets) that serves only the demo-game page and its spin call.
 * A frame of it with `allow-scripts allow-same-origin` gets this origin's rights, not the site's,
 * as a real vendor's CDN would. The pages may be framed only by `frameAncestors`.
 */
export function buildGamesServer(api: FastifyInstance, options: { frameAncestors?: string[]; logger?: boolean } = {}): FastifyInstance {
  const games = Fastify({
    logger: options.logger ? { level: process.env.LOG_LEVEL ?? 'info' } : false,
    bodyLimit: 4096,
    trustProxy: 'loopback',
  });
  const ancestors = options.frameAncestors?.length ? options.frameAncestors.join(' ') : "'none'";
  games.addHook('onSend', async (_request, reply, payload) => {
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string' && !/frame-ancestors/.test(policy))
      reply.header('content-security-policy', `${policy}; frame-ancestors ${ancestors}`);
    reply.header('x-content-type-options', 'nosniff');
    return payload;
  });
  games.setNotFoundHandler((request, reply) => {
    const text = t(MESSAGES.onlyDemoGames, { method: request.method, path: request.url.split('?')[0] ?? '' });
    reply.code(404).send(failureEnvelope(ERROR_CODES.notFound, text.render(requestLanguage(request))));
  });
  games.get('/health', async () => ({ ok: true, serves: 'demo games' }));
  registerDemoGameRoutes(games, api.platformContext);
  return games;
}
