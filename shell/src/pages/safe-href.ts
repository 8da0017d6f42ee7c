import { safeUrl } from 'shared-contracts';

/** A base that no real link can point at: a path is resolved against it to see where it leads. */
const PROBE_ORIGIN = 'https://same-site.invalid';

/**
 * A same-site path written as one (`/promotions?id=2`), normalised as a browser resolves it, or
 * undefined when a browser would leave the site for it: `//evil`, `/\evil`, or a tab or newline
 * that the URL parser drops (`/<TAB>/evil` is `//evil`).
 */
export function sitePath(link: string): string | undefined {
  if (!link.startsWith('/')) return undefined;
  let url: URL;
  try {
    url = new URL(link, `${PROBE_ORIGIN}/`);
  } catch {
    return undefined;
  }
  return url.origin === PROBE_ORIGIN ? `${url.pathname}${url.search}${url.hash}` : undefined;
}

/** An absolute http(s) address, normalised, or undefined for any other scheme or no address (the contract's `safeUrl`). */
export function httpAddress(link: string): string | undefined {
  return safeUrl(link, { allowSitePath: false });
}

/** Only same-site paths and http(s) addresses are followed from server data. */
export function safeHref(link: string | undefined | null): string | undefined {
  if (!link) return undefined;
  return link.startsWith('/') ? sitePath(link) : httpAddress(link);
}
