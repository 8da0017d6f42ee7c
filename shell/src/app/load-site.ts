import {
  brandConfigSchema,
  brandIndexSchema,
  endpoints,
  resolveBrandId,
  type ApiClient,
  type BrandConfig,
  type SystemSnapshot,
} from 'shared-contracts';

/** Why the site could not start. */
export class SiteLoadError extends Error {
  constructor(
    message: string,
    readonly step: 'brand-index' | 'brand' | 'system',
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'SiteLoadError';
  }
}

async function fetchJson(fetchFn: typeof fetch, url: string, step: SiteLoadError['step']): Promise<unknown> {
  let response: Response;
  try {
    // Brand files change when an operator re-pins: never from a cache (ARCHITECTURE §4).
    response = await fetchFn(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
  } catch (cause) {
    throw new SiteLoadError(`${url}: network error`, step, { cause });
  }
  if (!response.ok) throw new SiteLoadError(`${url}: HTTP ${response.status}`, step);
  try {
    return await response.json();
  } catch (cause) {
    throw new SiteLoadError(`${url}: not JSON`, step, { cause });
  }
}

/** Loads the brand serving `hostname`: `/brands/index.json`, then `/brands/<id>.json`, validated. */
export async function loadBrand(hostname: string, fetchFn: typeof fetch = (...args) => fetch(...args)): Promise<BrandConfig> {
  const index = brandIndexSchema.safeParse(await fetchJson(fetchFn, '/brands/index.json', 'brand-index'));
  if (!index.success) throw new SiteLoadError('brands/index.json is invalid', 'brand-index', { cause: index.error });
  const id = resolveBrandId(index.data, hostname);
  if (!/^[a-z0-9-]+$/.test(id)) throw new SiteLoadError(`invalid brand id ${id}`, 'brand-index');
  const brand = brandConfigSchema.safeParse(await fetchJson(fetchFn, `/brands/${id}.json`, 'brand'));
  if (!brand.success) throw new SiteLoadError(`brands/${id}.json is invalid`, 'brand', { cause: brand.error });
  return brand.data;
}

/** Loads the system status (permission) and the white-label tree for this page's host. */
export async function loadSystem(api: ApiClient, pageHost: string): Promise<SystemSnapshot> {
  try {
    const [permission, whitelabel] = await Promise.all([
      api.call(endpoints.systemStatus, { query: { url: pageHost } }),
      api.call(endpoints.whitelabel, { query: { url: pageHost } }),
    ]);
    return { permission, whitelabel };
  } catch (cause) {
    throw new SiteLoadError('system status unavailable', 'system', { cause });
  }
}
