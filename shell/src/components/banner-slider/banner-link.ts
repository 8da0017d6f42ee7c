/** Where a banner click goes: another site (new tab), an in-app route, or nowhere. */
export type BannerTarget = { kind: 'external'; url: string } | { kind: 'route'; path: string } | null;

/**
 * The banner link rule (spec §2 "Banners"): a click opens the banner's link only when it is an
 * http(s) address or an in-app route (a path starting with a single `/`); anything else
 * (javascript:, data:, protocol-relative, relative paths, garbage) is ignored.
 */
export function bannerTarget(link: string | null | undefined): BannerTarget {
  const value = link?.trim();
  if (!value) return null;
  if (value.startsWith('/')) {
    if (value.startsWith('//') || value.startsWith('/\\')) return null;
    return { kind: 'route', path: value };
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? { kind: 'external', url: url.href } : null;
}
