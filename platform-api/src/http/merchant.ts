import { ERROR_CODES } from 'shared-contracts';
import type { FastifyRequest } from 'fastify';
import { sql } from '../lib/statements';
import type { AppContext, Merchant } from './context';
import { ApiFailure } from './failure';
import { MESSAGES } from '../db/content/messages';
import { t } from '../i18n/localized';

/** Every `Merchant` header value the client sent (raw headers: duplicates are not merged). */
function merchantHeaderValues(request: FastifyRequest): string[] {
  const raw = request.raw.rawHeaders;
  const values: string[] = [];
  for (let i = 0; i + 1 < raw.length; i += 2) {
    if (raw[i]!.toLowerCase() === 'merchant') values.push(raw[i + 1]!);
  }
  return values;
}

/**
 * The merchant of a request: exactly one `Merchant` header naming a known merchant (facts §1).
 * Node joins duplicate headers with ", ", so a comma in the value is a duplicate too.
 * @param optional when true a missing header gives null (the RSA key endpoint)
 */
export function resolveMerchant(ctx: AppContext, request: FastifyRequest, optional = false): Merchant | null {
  const values = merchantHeaderValues(request);
  if (values.length === 0) {
    if (optional) return null;
    throw new ApiFailure(400, ERROR_CODES.merchant, t(MESSAGES.merchantRequired));
  }
  if (values.length > 1 || values[0]!.includes(',')) {
    throw new ApiFailure(400, ERROR_CODES.merchant, t(MESSAGES.merchantOnce));
  }
  const code = values[0]!.trim();
  const merchant = sql(ctx.db, 'SELECT code, name, currency, currency_symbol AS currencySymbol FROM merchants WHERE code = ?').get(code) as
    Merchant | undefined;
  if (!merchant) throw new ApiFailure(400, ERROR_CODES.merchant, t(MESSAGES.merchantUnknown));
  return merchant;
}
