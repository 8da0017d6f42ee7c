// The host a page's inline data is written for (issue 49: the request's Host header was copied into
// the page's first-screen calls and answers). Only a host the brand lists (`hosts` in its file) is
// taken from the request, with its port (the shell keys its calls by `location.host`); any other
// Host header gets the brand's first configured host, so nothing a request says about its host is
// written into the page.
import type { BrandValue } from './brand-files';

const HOST_HEADER = /^([a-z0-9.-]+|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;

/**
 * The host to write into the page for a request's `Host` header: the configured host it names
 * (and its port), else the brand's first host; '' when the brand lists none.
 */
export function pageHostFor(brand: Pick<BrandValue, 'hosts'> | null | undefined, hostHeader: string | undefined): string {
  const hosts = Array.isArray(brand?.hosts) ? brand.hosts.filter((host): host is string => typeof host === 'string' && host !== '') : [];
  const match = HOST_HEADER.exec(String(hostHeader ?? '').trim());
  const named = match?.[1]?.toLowerCase();
  const configured = named ? hosts.find((host) => host.toLowerCase() === named) : undefined;
  if (configured) return match?.[2] ? `${configured}:${match[2]}` : configured;
  return hosts[0] ?? '';
}
