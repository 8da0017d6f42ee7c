import type { AppContext } from '../http/context';
import { validationFailure } from '../http/failure';
import { t } from '../i18n/localized';
import { MESSAGES } from '../db/content/messages';

// The date range and the page of a records query (every list of records reads them the same way).

const MINUTE = 60_000;
const DAY = 86_400_000;

/** A date range from a query: default the last 30 days; end before start is refused. */
export function rangeOf(
  ctx: AppContext,
  q: { startTime?: number | undefined; endTime?: number | undefined } | undefined,
): { start: number; end: number } {
  const now = ctx.now();
  const end = q?.endTime ?? now + MINUTE;
  const start = q?.startTime ?? end - 30 * DAY;
  if (end < start) throw validationFailure(t(MESSAGES.rangeEndBeforeStart));
  if (end - start > 400 * DAY) throw validationFailure(t(MESSAGES.rangeTooLong));
  return { start, end };
}

/** The page a query asks for (default the first 20), and its row offset. */
export function pageOf(q: { pageNo?: number; pageSize?: number } | undefined): { pageNo: number; pageSize: number; offset: number } {
  const pageNo = q?.pageNo ?? 1;
  const pageSize = q?.pageSize ?? 20;
  return { pageNo, pageSize, offset: (pageNo - 1) * pageSize };
}
