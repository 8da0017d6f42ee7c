import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import { ERROR_CODES, LOGIN_VERIFICATION_METHODS, REGISTRATION_FIELDS, REGISTRATION_PATTERNS, WHITELABEL_FLAGS } from 'shared-contracts';
import { captchaAnswer } from '../domain/account/captcha';
import { challengeAnswer } from '../domain/account/geetest';
import { identitiesOf } from '../domain/account/social';
import { LOGIN_VERIFICATION_MODES, loginVerificationSettings } from '../domain/account/login-verification';
import { totp } from '../lib/totp';
import { registerSettingsOf } from '../domain/account/register-settings';
import { sql } from '../lib/statements';
import { emptyLaunchControl, type AppContext } from '../http/context';
import { ApiFailure } from '../http/failure';
import { describeIssues } from '../http/parse';
import { seedDatabase } from '../db/seed';
import { MAX_TOP_UP_TOTAL, TOP_UP_GAME_TYPES, topUpGames, type TopUpGameType } from '../db/generated-games';
import { SEED_MERCHANT } from '../db/seed-data/accounts';
import { advanceWithdrawals, settleWithdrawal } from '../domain/money/withdrawals';
import { decideDeposit, toDepositRecord } from '../domain/money/deposits';
import { decideApplication, listApplications } from '../domain/promotions';
import { systemSettings, whitelabelTree } from '../domain/system';

const statusSchema = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  ip: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
  country: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
});

const whitelabelSchema = z.object({
  modId: z.string().check(z.minLength(1), z.maxLength(64)),
  enabled: z.union([z.boolean(), z.literal('1'), z.literal('0'), z.literal(1), z.literal(0)]),
});

function parse<T extends z.ZodMiniType>(schema: T, body: unknown): z.output<T> {
  const result = schema.safeParse(body);
  if (!result.success) throw new ApiFailure(400, ERROR_CODES.validation, describeIssues('body', result.error));
  return result.data;
}

const decisionSchema = z.object({
  decision: z.enum(['approve', 'reject']),
  reason: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(140))),
});
const idParamSchema = z.object({ id: z.coerce.number().check(z.int(), z.positive()) });
const statusQuerySchema = z.object({ status: z.optional(z.string().check(z.maxLength(32))) });
const walletSettingsSchema = z.object({
  isSingle: z.optional(z.boolean()),
  allowDownlineRecall: z.optional(z.boolean()),
  withdrawDailyLimit: z.optional(z.number().check(z.int(), z.gte(1), z.lte(100))),
});

const topUpSchema = z.object({
  gameType: z.optional(z.enum(TOP_UP_GAME_TYPES)),
  total: z.number().check(z.int(), z.gte(0), z.lte(MAX_TOP_UP_TOTAL)),
});

/** Options of {@link registerControlRoutes}. */
export interface ControlOptions {
  /** The server's generated-games top-up, applied again after a reset to seed. */
  seedGames?: { gameType: TopUpGameType; total: number } | null;
}

/** The testers' control surface (registered only when enabled). Plain JSON answers. */
export function registerControlRoutes(app: FastifyInstance, ctx: AppContext, startedAt: number, options: ControlOptions = {}): void {
  app.get('/__control/health', async () => ({
    ok: true,
    uptimeMs: Date.now() - startedAt,
    games: sql(ctx.db, 'SELECT count(*) FROM games').pluck().get() as number,
    accounts: sql(ctx.db, 'SELECT count(*) FROM accounts').pluck().get() as number,
    status: systemSettings(ctx).status,
  }));

  app.post('/__control/reset', async () => {
    ctx.faults.clear();
    ctx.launchControl = emptyLaunchControl();
    ctx.phoneProviderFailure = { failure: null, remaining: null };
    let { games } = seedDatabase(ctx.db, ctx.now());
    if (options.seedGames) games += topUpGames(ctx.db, options.seedGames).added;
    return { ok: true, games };
  });

  // Generated games until a category holds `total` (a 5,000-game lobby for the benchmark); idempotent.
  app.post('/__control/games/top-up', async (request) => {
    const body = parse(topUpSchema, request.body);
    return { ok: true, ...topUpGames(ctx.db, { gameType: body.gameType ?? 'RNG', total: body.total }) };
  });

  app.post('/__control/system-status', async (request) => {
    const body = parse(statusSchema, request.body);
    sql(ctx.db, 'UPDATE system_settings SET status = ?, restriction_ip = ?, restriction_country = ? WHERE id = 1').run(
      body.status,
      body.status === 2 ? (body.ip ?? null) : null,
      body.status === 2 ? (body.country ?? null) : null,
    );
    const settings = systemSettings(ctx);
    return { ok: true, status: settings.status, ip: settings.restrictionIp, country: settings.restrictionCountry };
  });

  app.post('/__control/whitelabel', async (request) => {
    const body = parse(whitelabelSchema, request.body);
    const enabled = body.enabled === true || body.enabled === '1' || body.enabled === 1;
    const result = sql(ctx.db, 'UPDATE whitelabel SET enabled = ? WHERE mod_id = ?').run(enabled ? 1 : 0, body.modId);
    if (result.changes === 0) throw new ApiFailure(404, ERROR_CODES.notFound, `Unknown modId ${body.modId}`);
    return { ok: true, modId: body.modId, enabled, whitelabel: whitelabelTree(ctx) };
  });

  app.get('/__control/captcha', async (request) => {
    const query = request.query as { captchaId?: unknown };
    const id = typeof query.captchaId === 'string' && query.captchaId ? query.captchaId : undefined;
    const found = captchaAnswer(ctx, id);
    if (!found) throw new ApiFailure(404, ERROR_CODES.notFound, id ? `No captcha ${id}` : 'No captcha has been issued yet');
    return found;
  });

  app.get('/__control/sms-outbox', async (request) => {
    const query = request.query as { mobile?: unknown; limit?: unknown };
    const mobile = typeof query.mobile === 'string' ? query.mobile.replace(/\D/g, '').replace(/^0+/, '') : '';
    const limit = Math.min(Math.max(Number(query.limit) || 50, 1), 500);
    const rows = sql(
      ctx.db,
      `SELECT id, CASE WHEN via = 'firebase' THEN 'firebase' ELSE channel END AS channel, purpose, dialing_code AS countryDialingCode, recipient AS mobile, code, body, created_at AS sentAt, expires_at AS expiresAt, used_at AS usedAt
         FROM outbox WHERE channel = 'sms' AND (? = '' OR recipient = ?) ORDER BY created_at DESC, id DESC LIMIT ?`,
    ).all(mobile, mobile, limit);
    return { messages: rows };
  });

  app.get('/__control/email-outbox', async () => ({
    messages: sql(
      ctx.db,
      `SELECT id, purpose, recipient AS email, code AS token, body, created_at AS sentAt, expires_at AS expiresAt FROM outbox WHERE channel = 'email' ORDER BY created_at DESC, id DESC LIMIT 100`,
    ).all(),
  }));

  app.post('/__control/register-settings', async (request) => {
    const body = parse(registerSettingSchema, request.body);
    const current = sql(
      ctx.db,
      'SELECT enabled, required, min_length AS minLength, max_length AS maxLength, pattern_id AS patternId FROM register_settings WHERE field = ?',
    ).get(body.field) as { enabled: number; required: number; minLength: number; maxLength: number; patternId: number };
    const next = {
      enabled: body.enabled ?? current.enabled === 1,
      required: body.required ?? current.required === 1,
      minLength: body.minLength ?? current.minLength,
      maxLength: body.maxLength ?? current.maxLength,
      patternId: body.patternId ?? current.patternId,
    };
    if (next.minLength > next.maxLength) throw new ApiFailure(400, ERROR_CODES.validation, 'body.minLength: must not exceed maxLength');
    sql(
      ctx.db,
      'UPDATE register_settings SET enabled = ?, required = ?, min_length = ?, max_length = ?, pattern_id = ? WHERE field = ?',
    ).run(next.enabled ? 1 : 0, next.required ? 1 : 0, next.minLength, next.maxLength, next.patternId, body.field);
    return { ok: true, settings: registerSettingsOf(ctx) };
  });

  app.get('/__control/features', async () => ({ features: featureStates() }));

  app.post('/__control/features', async (request) => {
    const body = parse(featuresSchema, request.body);
    for (const [name, value] of Object.entries(body)) {
      const modId = FEATURE_SWITCHES[name as keyof typeof FEATURE_SWITCHES] ?? name;
      const result = sql(ctx.db, 'UPDATE whitelabel SET enabled = ? WHERE mod_id = ?').run(value ? 1 : 0, modId);
      if (result.changes === 0) throw new ApiFailure(404, ERROR_CODES.notFound, `Unknown feature ${name}`);
    }
    return { ok: true, features: featureStates() };
  });

  app.get('/__control/login-verification', async (request) => {
    const query = request.query as { username?: unknown };
    const username = typeof query.username === 'string' && query.username ? query.username : undefined;
    return loginVerificationState(username);
  });

  app.post('/__control/login-verification', async (request) => {
    const body = parse(loginVerificationSchema, request.body);
    ctx.db.transaction(() => {
      if (body.username) {
        const id = accountIdOf(body.username);
        if (body.mode)
          sql(ctx.db, 'UPDATE accounts SET login_verification = ? WHERE id = ?').run(body.mode === 'inherit' ? null : body.mode, id);
        if (body.forgetIps) sql(ctx.db, 'DELETE FROM account_ips WHERE account_id = ?').run(id);
      } else {
        if (body.mode === 'inherit') throw new ApiFailure(400, ERROR_CODES.validation, 'body.mode: inherit needs a username');
        if (body.mode) sql(ctx.db, 'UPDATE system_settings SET login_verification = ? WHERE id = 1').run(body.mode);
        if (body.forgetIps) sql(ctx.db, 'DELETE FROM account_ips').run();
      }
      if (body.methods) sql(ctx.db, 'UPDATE system_settings SET login_verification_methods = ? WHERE id = 1').run(body.methods.join(','));
      if (body.captcha) sql(ctx.db, 'UPDATE system_settings SET login_captcha = ? WHERE id = 1').run(body.captcha);
    })();
    return { ok: true, ...loginVerificationState(body.username) };
  });

  function accountIdOf(username: string): number {
    const id = sql(ctx.db, 'SELECT id FROM accounts WHERE username = ? COLLATE NOCASE').pluck().get(username) as number | undefined;
    if (id === undefined) throw new ApiFailure(404, ERROR_CODES.notFound, `Unknown account ${username}`);
    return id;
  }

  function loginVerificationState(username?: string) {
    const settings = loginVerificationSettings(ctx);
    const captcha = sql(ctx.db, 'SELECT login_captcha FROM system_settings WHERE id = 1').pluck().get() as string;
    const base = { mode: settings.mode, methods: settings.methods, captcha };
    if (!username) return base;
    const id = accountIdOf(username);
    const account = sql(
      ctx.db,
      'SELECT username, login_verification AS mode, payee_name AS payeeName, google_secret AS googleSecret FROM accounts WHERE id = ?',
    ).get(id) as {
      username: string;
      mode: string | null;
      payeeName: string | null;
      googleSecret: string | null;
    };
    return {
      ...base,
      account: {
        username: account.username,
        mode: account.mode ?? 'inherit',
        effectiveMode: account.mode ?? settings.mode,
        registeredIps: sql(ctx.db, 'SELECT ip FROM account_ips WHERE account_id = ? ORDER BY first_seen').pluck().all(id) as string[],
        bankAccountName: account.payeeName,
        googleSecret: account.googleSecret,
        googleCode: account.googleSecret ? totp(account.googleSecret, ctx.now()) : null,
      },
    };
  }

  app.get('/__control/geetest', async (request) => {
    const query = request.query as { lotNumber?: unknown };
    const lot = typeof query.lotNumber === 'string' && query.lotNumber ? query.lotNumber : undefined;
    const found = challengeAnswer(ctx, lot);
    if (!found) throw new ApiFailure(404, ERROR_CODES.notFound, lot ? `No challenge ${lot}` : 'No challenge has been issued yet');
    return found;
  });

  app.get('/__control/social', async (request) => {
    const query = request.query as { username?: unknown };
    const username = typeof query.username === 'string' && query.username ? query.username : undefined;
    if (username) accountIdOf(username);
    return { identities: identitiesOf(ctx, username) };
  });

  app.get('/__control/phone-provider', async () => ({ ...ctx.phoneProviderFailure }));

  app.post('/__control/phone-provider', async (request) => {
    const body = parse(phoneProviderSchema, request.body);
    ctx.phoneProviderFailure = { failure: body.failure, remaining: body.failure ? (body.count ?? null) : null };
    return { ok: true, ...ctx.phoneProviderFailure };
  });

  app.get('/__control/withdrawals', async () => withdrawalState());

  app.post('/__control/withdrawals', async (request) => {
    const body = parse(withdrawalsSchema, request.body);
    if (body.payAfterMinutes !== undefined)
      sql(ctx.db, 'UPDATE system_settings SET withdraw_pay_after_minutes = ? WHERE id = 1').run(body.payAfterMinutes);
    if (body.autoReceivedMinutes !== undefined)
      sql(ctx.db, 'UPDATE system_settings SET withdraw_auto_received_minutes = ? WHERE id = 1').run(body.autoReceivedMinutes);
    let withdrawal: unknown;
    if (body.withdrawId !== undefined) {
      if (!body.action) throw new ApiFailure(400, ERROR_CODES.validation, 'body.action: pay or reject is required with withdrawId');
      withdrawal = settleWithdrawal(ctx, body.withdrawId, body.action);
      if (!withdrawal) throw new ApiFailure(404, ERROR_CODES.notFound, `No processing withdrawal ${body.withdrawId}`);
    }
    advanceWithdrawals(ctx);
    return { ok: true, ...withdrawalState(), ...(withdrawal ? { withdrawal } : {}) };
  });

  // Deposits wait for the payment to be confirmed: a tester approves (credits the wallet) or rejects.
  app.get('/__control/deposits', async (request) => {
    const { status } = parse(statusQuerySchema, request.query ?? {});
    const rows = sql(
      ctx.db,
      `SELECT d.id, d.channel_id AS channelId, d.amount_cents AS amountCents, d.status, d.remark, d.created_at AS createdAt, d.decided_at AS decidedAt,
              d.reject_reason AS rejectReason, a.username AS account
         FROM deposits d JOIN accounts a ON a.id = d.account_id WHERE (? IS NULL OR d.status = ?) ORDER BY d.id DESC LIMIT 200`,
    ).all(status ?? null, status ?? null) as (Parameters<typeof toDepositRecord>[0] & { account: string })[];
    return { deposits: rows.map((row) => ({ ...toDepositRecord(row, 'EN'), account: row.account })) };
  });

  app.post('/__control/deposits/:id', async (request) => {
    const { id } = parse(idParamSchema, request.params);
    const body = parse(decisionSchema, request.body);
    return { ok: true, deposit: decideDeposit(ctx, id, body.decision, body.reason) };
  });

  // Promotion applications wait for a reviewer: applying → issued or rejected; processing → claimed (paid) or rejected.
  app.get('/__control/promotion-applications', async (request) => {
    const { status } = parse(statusQuerySchema, request.query ?? {});
    return { applications: listApplications(ctx, status) };
  });

  app.post('/__control/promotion-applications/:id', async (request) => {
    const { id } = parse(idParamSchema, request.params);
    const body = parse(decisionSchema, request.body);
    return { ok: true, application: decideApplication(ctx, id, body.decision, body.reason) };
  });

  // Feedback as sent (issue 14): what a tester checks after the feedback form, images as counts and types.
  app.get('/__control/feedback', async () => {
    const rows = sql(
      ctx.db,
      `SELECT f.id, a.username AS account, f.content, f.category, f.created_at AS createdAt,
              (SELECT COUNT(*) FROM feedback_images i WHERE i.feedback_id = f.id) AS imageCount,
              (SELECT GROUP_CONCAT(i.mime) FROM feedback_images i WHERE i.feedback_id = f.id) AS imageTypes
         FROM feedback f JOIN accounts a ON a.id = f.account_id ORDER BY f.id DESC LIMIT 200`,
    ).all() as {
      id: number;
      account: string;
      content: string;
      category: string | null;
      createdAt: number;
      imageCount: number;
      imageTypes: string | null;
    }[];
    return { feedback: rows.map((row) => ({ ...row, imageTypes: row.imageTypes ? row.imageTypes.split(',') : [] })) };
  });

  // Wallet setup of the demo merchant: single or multi wallet, taking money back from downlines, daily withdrawals.
  app.get('/__control/wallet-settings', async () => walletSettings());

  app.post('/__control/wallet-settings', async (request) => {
    const body = parse(walletSettingsSchema, request.body);
    if (body.isSingle !== undefined)
      sql(ctx.db, 'UPDATE merchants SET is_single = ? WHERE code = ?').run(body.isSingle ? 1 : 0, SEED_MERCHANT);
    if (body.allowDownlineRecall !== undefined)
      sql(ctx.db, 'UPDATE merchants SET allow_downline_recall = ? WHERE code = ?').run(body.allowDownlineRecall ? 1 : 0, SEED_MERCHANT);
    if (body.withdrawDailyLimit !== undefined)
      sql(ctx.db, 'UPDATE system_settings SET withdraw_daily_limit = ? WHERE id = 1').run(body.withdrawDailyLimit);
    return { ok: true, ...walletSettings() };
  });

  function walletSettings() {
    const merchant = sql(
      ctx.db,
      'SELECT is_single AS isSingle, allow_downline_recall AS allowDownlineRecall FROM merchants WHERE code = ?',
    ).get(SEED_MERCHANT) as {
      isSingle: number;
      allowDownlineRecall: number;
    };
    const limit = sql(ctx.db, 'SELECT withdraw_daily_limit FROM system_settings WHERE id = 1').pluck().get() as number;
    return { isSingle: merchant.isSingle === 1, allowDownlineRecall: merchant.allowDownlineRecall === 1, withdrawDailyLimit: limit };
  }

  function withdrawalState() {
    return sql(
      ctx.db,
      'SELECT withdraw_pay_after_minutes AS payAfterMinutes, withdraw_auto_received_minutes AS autoReceivedMinutes FROM system_settings WHERE id = 1',
    ).get() as {
      payAfterMinutes: number;
      autoReceivedMinutes: number;
    };
  }

  app.get('/__control/launch', async () => ({ ...ctx.launchControl }));

  app.post('/__control/launch', async (request) => {
    const body = parse(launchSchema, request.body);
    ctx.launchControl = {
      failure: body.failure === undefined ? ctx.launchControl.failure : body.failure,
      gameUrlOrigin:
        body.gameUrlOrigin === undefined ? ctx.launchControl.gameUrlOrigin : body.gameUrlOrigin && new URL(body.gameUrlOrigin).origin,
      launchGameCDNs: body.launchGameCDNs === undefined ? ctx.launchControl.launchGameCDNs : body.launchGameCDNs,
    };
    return { ok: true, ...ctx.launchControl };
  });

  app.get('/__control/faults', async () => ({ faults: [...ctx.faults.values()] }));

  app.post('/__control/faults', async (request) => {
    const body = parse(faultSchema, request.body);
    const fault = {
      path: body.path,
      mode: body.mode,
      status: body.status ?? (body.mode === 'status' ? 500 : 200),
      latencyMs: body.latencyMs ?? (body.mode === 'latency' ? 2000 : 0),
      remaining: body.count,
    };
    ctx.faults.set(body.path, fault);
    return { ok: true, fault };
  });

  app.delete('/__control/faults', async () => {
    const cleared = ctx.faults.size;
    ctx.faults.clear();
    return { ok: true, cleared };
  });

  function featureStates(): Record<string, boolean> {
    const states: Record<string, boolean> = {};
    for (const [name, modId] of Object.entries(FEATURE_SWITCHES)) {
      states[name] = sql(ctx.db, 'SELECT enabled FROM whitelabel WHERE mod_id = ?').pluck().get(modId) === 1;
    }
    return states;
  }
}

/** The feature switches of spec §6 (and the flags of §3), by name, with their white-label modIds. */
export const FEATURE_SWITCHES = {
  ...WHITELABEL_FLAGS,
  captcha: 'CAPTCHA3',
} as const;

const registerSettingSchema = z.strictObject({
  field: z.enum(REGISTRATION_FIELDS),
  enabled: z.optional(z.boolean()),
  required: z.optional(z.boolean()),
  minLength: z.optional(z.number().check(z.int(), z.gte(0), z.lte(255))),
  maxLength: z.optional(z.number().check(z.int(), z.gte(1), z.lte(255))),
  patternId: z.optional(
    z.number().check(
      z.int(),
      z.refine((id) => REGISTRATION_PATTERNS[id] !== undefined, 'unknown patternId'),
    ),
  ),
});

const loginVerificationSchema = z.strictObject({
  username: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  mode: z.optional(z.enum([...LOGIN_VERIFICATION_MODES, 'inherit'])),
  methods: z.optional(z.array(z.enum(LOGIN_VERIFICATION_METHODS)).check(z.minLength(1))),
  captcha: z.optional(z.enum(['after-failures', 'always'])),
  forgetIps: z.optional(z.boolean()),
});

const httpUrl = z.string().check(
  z.maxLength(255),
  z.url(),
  z.refine((u) => /^https?:\/\//.test(u), 'must be an http(s) address'),
);
const launchSchema = z.strictObject({
  failure: z.optional(z.nullable(z.enum(['maintenance', 'unfinished']))),
  gameUrlOrigin: z.optional(z.nullable(httpUrl)),
  launchGameCDNs: z.optional(z.nullable(z.array(httpUrl).check(z.minLength(1), z.maxLength(10)))),
});

const phoneProviderSchema = z.strictObject({
  failure: z.nullable(z.enum(['quota', 'captcha'])),
  /** How many sends fail; absent = every send until cleared. */
  count: z.optional(z.number().check(z.int(), z.gte(1), z.lte(1000))),
});

const withdrawalsSchema = z.strictObject({
  payAfterMinutes: z.optional(z.number().check(z.int(), z.gte(0), z.lte(10_080))),
  autoReceivedMinutes: z.optional(z.number().check(z.int(), z.gte(0), z.lte(43_200))),
  withdrawId: z.optional(z.number().check(z.int())),
  action: z.optional(z.enum(['pay', 'reject'])),
});

const featuresSchema = z
  .record(z.string().check(z.minLength(1), z.maxLength(64)), z.boolean())
  .check(z.refine((value) => Object.keys(value).length > 0, 'name at least one switch'));

const faultSchema = z.strictObject({
  path: z
    .string()
    .check(
      z.regex(/^\/(wps|lgw|demo-games|assets-api)\//, 'path must start with /wps/, /lgw/, /demo-games/ or /assets-api/'),
      z.maxLength(255),
    ),
  mode: z.enum(['status', 'envelope', 'malformed', 'latency']),
  status: z.optional(z.number().check(z.int(), z.gte(400), z.lte(599))),
  latencyMs: z.optional(z.number().check(z.int(), z.gte(0), z.lte(60_000))),
  count: z._default(z.number().check(z.int(), z.gte(1), z.lte(1000)), 1),
});
