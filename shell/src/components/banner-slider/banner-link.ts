import { httpAddress, sitePath } from '../../pages/safe-href';

/** Where a banner click goes: another site (new tab), an in-app route, or nowhere. */
export type BannerTarget = { kind: 'external'; url: string } | { kind: 'route'; path: string } | null;

/**
 * The banner link rule (spec §2 "Banners"): a click opens the banner's link only when it is an
 * http(s) address or an in-app route (a path starting with a single `/`); anything else
 * (javascript:, data:, protocol-relative, a path a browser resolves to another site, relative
 * paths, garbage) is ignored.
 */
export function bannerTarget(link: string | null | undefined): BannerTarget {
  const value = link?.trim();
  if (!value) return null;
  if (value.startsWith('/')) {
    const path = sitePath(value);
    return path ? { kind: 'route', path } : null;
  }
  const url = httpAddress(value);
  return url ? { kind: 'external', url } : null;
}
