import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from 'shared-contracts';
import { bannersOfGroup } from '../pages/banner-strip';
import { safeHref } from '../pages/safe-href';
import { noticesQueryOptions } from '../queries/shell-queries';

const preloaded = new Set<string>();

/**
 * Asks for the notices (banners, first-visit notice) beside the status call instead of after the
 * first render, into the query cache the page then reads, and starts loading the first banner of
 * the page's group (`group`, its layout's) as soon as they answer: that banner is the largest paint
 * of the home page, which waited for the status answer, the render and then the notices (issue 19:
 * LCP). A failure is left to the page's own query, which asks again as it mounts.
 * Resolves to the first banner's address, or null when the page shows none (or the call failed).
 */
export async function fetchNoticesEarly(
  queryClient: QueryClient,
  api: ApiClient,
  language: string,
  group: string | null,
  doc: Document = document,
): Promise<string | null> {
  let notices;
  try {
    notices = await queryClient.fetchQuery(noticesQueryOptions(api, language));
  } catch {
    return null;
  }
  const first = group ? bannersOfGroup(notices.banners, group)[0] : undefined;
  const href = first ? safeHref(first.url) : undefined;
  if (!href) return null;
  if (preloaded.has(href)) return href;
  preloaded.add(href);
  const link = doc.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('href', href);
  link.setAttribute('fetchpriority', 'high');
  doc.head.append(link);
  return href;
}
