import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ERROR_CODES } from 'shared-contracts';
import { sql } from '../lib/statements';
import type { AppContext } from '../http/context';
import { ApiFailure } from '../http/failure';
import { describeIssues } from '../http/parse';
import { seedDatabase } from '../db/seed';
import { systemSettings, whitelabelTree } from '../handlers/system';

const statusSchema = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  ip: z.string().trim().min(1).max(64).optional(),
  country: z.string().trim().min(1).max(64).optional(),
});

const whitelabelSchema = z.object({
  modId: z.string().min(1).max(64),
  enabled: z.union([z.boolean(), z.literal('1'), z.literal('0'), z.literal(1), z.literal(0)]),
});

function parse<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const result = schema.safeParse(body);
  if (!result.success) throw new ApiFailure(400, ERROR_CODES.validation, describeIssues('body', result.error));
  return result.data;
}

/** The testers' control surface (registered only when enabled). Plain JSON answers. */
export function registerControlRoutes(app: FastifyInstance, ctx: AppContext, startedAt: number): void {
  app.get('/__control/health', async () => ({
    ok: true,
    uptimeMs: Date.now() - startedAt,
    games: sql(ctx.db, 'SELECT count(*) FROM games').pluck().get() as number,
    accounts: sql(ctx.db, 'SELECT count(*) FROM accounts').pluck().get() as number,
    status: systemSettings(ctx).status,
  }));

  app.post('/__control/reset', async () => {
    const { games } = seedDatabase(ctx.db, ctx.now());
    return { ok: true, games };
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
}
