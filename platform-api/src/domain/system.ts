import type { FastifyRequest } from 'fastify';
import { ERROR_CODES, type WhitelabelNode } from 'shared-contracts';
import { sql } from '../lib/statements';
import type { AppContext } from '../http/context';
import { ApiFailure } from '../http/failure';
import { clientAddress } from '../http/request-origin';
import { t, type Localized } from '../i18n/localized';
import { MESSAGES } from '../db/content/messages';

// The site's switches: the white-label flags and the system settings (status, restriction).

interface FlagRow {
  modId: string;
  parent: string | null;
  enabled: number;
}

/** The white-label tree from the `whitelabel` table. */
export function whitelabelTree(ctx: AppContext): WhitelabelNode[] {
  const rows = sql(ctx.db, 'SELECT mod_id AS modId, parent_mod_id AS parent, enabled FROM whitelabel ORDER BY sort').all() as FlagRow[];
  const nodes = new Map<string, WhitelabelNode>();
  for (const row of rows) nodes.set(row.modId, { modId: row.modId, enabled: row.enabled ? '1' : '0' });
  const roots: WhitelabelNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.modId)!;
    const parent = row.parent ? nodes.get(row.parent) : undefined;
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

/** Whether a white-label flag is on. */
export function isFlagEnabled(ctx: AppContext, modId: string): boolean {
  return sql(ctx.db, 'SELECT enabled FROM whitelabel WHERE mod_id = ?').pluck().get(modId) === 1;
}

/** Refuses (`function.not.available`, naming `feature`) unless a white-label flag is on. */
export function requireFlag(ctx: AppContext, modId: string, feature: Localized): void {
  if (!isFlagEnabled(ctx, modId)) throw new ApiFailure(200, ERROR_CODES.functionNotAvailable, t(MESSAGES.featureUnavailable, { feature }));
}

export interface SettingsRow {
  status: number;
  restrictionIp: string | null;
  restrictionCountry: string | null;
  defaultCountry: string;
}

/** The `system_settings` row. */
export function systemSettings(ctx: AppContext): SettingsRow {
  return sql(
    ctx.db,
    `SELECT status, restriction_ip AS restrictionIp, restriction_country AS restrictionCountry, default_country AS defaultCountry
       FROM system_settings WHERE id = 1`,
  ).get() as SettingsRow;
}

/**
 * Where a request comes from, as the status endpoint answers it: the caller's IP and the merchant's
 * default country, or the IP and country a tester set for the restriction status.
 */
export function requestLocation(ctx: AppContext, request: FastifyRequest): { ip: string; country: string } {
  const settings = systemSettings(ctx);
  const restricted = settings.status === 2;
  return {
    ip: (restricted && settings.restrictionIp) || clientAddress(request),
    country: (restricted && settings.restrictionCountry) || settings.defaultCountry,
  };
}
