import { SPEC_CONSTANTS, type Notice } from 'shared-contracts';

/** Announcements per page (spec §9). */
export const ANNOUNCEMENTS_PER_PAGE: number = SPEC_CONSTANTS.announcementsPerPage;

/** Merges announcement lists, keeping the first of each id, newest first when times are known. */
export function mergeAnnouncements(...lists: readonly (readonly Notice[])[]): Notice[] {
  const seen = new Set<number>();
  const merged: Notice[] = [];
  for (const list of lists) {
    for (const notice of list) {
      if (seen.has(notice.id)) continue;
      seen.add(notice.id);
      merged.push(notice);
    }
  }
  return merged.sort((a, b) => (b.createTime ?? 0) - (a.createTime ?? 0));
}

/** The number of pages of `total` announcements (at least 1). */
export function pageCount(total: number, perPage: number = ANNOUNCEMENTS_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** The announcements of a 1-based page. */
export function pageOf<T>(items: readonly T[], page: number, perPage: number = ANNOUNCEMENTS_PER_PAGE): T[] {
  const start = (page - 1) * perPage;
  return items.slice(start, start + perPage);
}
