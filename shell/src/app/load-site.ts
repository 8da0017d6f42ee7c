import {
  BRAND_FILES_ELEMENT_ID,
  brandConfigSchema,
  brandIndexSchema,
  endpoints,
  isApiError,
  resolveBrandId,
  type ApiClient,
  type BrandConfig,
  type SystemSnapshot,
} from 'shared-contracts';

/**
 * Whether a start-up failure is the visitor's connection (`network`: the request never got an
 * answer) or the site's (`unavailable`: a brand file that is missing, broken or invalid, an API that
 * answers with an error). Only the first may tell visitors to check their connection.
 */
export type SiteLoadReason = 'network' | 'unavailable';

/** Why the site could not start. */
export class SiteLoadError extends Error {
  readonly reason: SiteLoadReason;
  /** The brand's name when it is known (read from a brand file that failed its schema). */
  readonly brandName: string | undefined;

  constructor(
    message: string,
    readonly step: 'brand-index' | 'brand' | 'system',
    options?: { cause?: unknown; reason?: SiteLoadReason; brandName?: string | undefined },
  ) {
    super(message, options);
    this.name = 'SiteLoadError';
    this.reason = options?.reason ?? 'unavailable';
    this.brandName = options?.brandName;
  }
}

async function fetchJson(fetchFn: typeof fetch, url: string, step: SiteLoadError['step']): Promise<unknown> {
  let response: Response;
  try {
    // Brand files change when an operator re-pins: never from a cache (ARCHITECTURE §4).
    response = await fetchFn(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
  } catch (cause) {
    throw new SiteLoadError(`${url}: network error`, step, { cause, reason: 'network' });
  }
  if (!response.ok) throw new SiteLoadError(`${url}: HTTP ${response.status}`, step);
  try {
    return await response.json();
  } catch (cause) {
    throw new SiteLoadError(`${url}: not JSON`, step, { cause });
  }
}

/** The `name` of a brand file that failed its schema, when it has a usable one. */
function salvageBrandName(raw: unknown): string | undefined {
  const name = raw && typeof raw === 'object' ? (raw as { name?: unknown }).name : undefined;
  return typeof name === 'string' && name.trim() && name.length <= 80 ? name.trim() : undefined;
}

/**
 * The brand files the edge wrote into the page (edge/src/pages/brand-files.ts `withBrandFiles`: a JSON data
 * block with the index and the brand of the page's host). Either may be missing (a file the edge
 * could not read, a server that does not write them, such as the static nginx config): the shell then
 * fetches it. Nothing here is trusted: loadBrand validates these as it does fetched files.
 */
export interface InlinedBrandFiles {
  index?: unknown;
  brand?: unknown;
}

export { BRAND_FILES_ELEMENT_ID };

/** Reads the brand files the edge wrote into the page; none when the element is missing or unreadable. */
export function readInlinedBrandFiles(doc: Document = document): InlinedBrandFiles {
  const text = doc.getElementById(BRAND_FILES_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    const data: unknown = JSON.parse(text);
    if (!data || typeof data !== 'object') return {};
    const { index, brand } = data as InlinedBrandFiles;
    return { index, brand };
  } catch {
    return {};
  }
}

/**
 * Loads the brand serving `hostname`: `/brands/index.json`, then `/brands/<id>.json`, validated.
 * `inlined`: the files the page already carries (the first start's; Retry fetches); the brand is
 * taken from them only when it is the one the index names for this host.
 */
export async function loadBrand(
  hostname: string,
  fetchFn: typeof fetch = (...args) => fetch(...args),
  inlined: InlinedBrandFiles = {},
): Promise<BrandConfig> {
  const rawIndex = inlined.index !== undefined ? inlined.index : await fetchJson(fetchFn, '/brands/index.json', 'brand-index');
  const index = brandIndexSchema.safeParse(rawIndex);
  if (!index.success) throw new SiteLoadError('brands/index.json is invalid', 'brand-index', { cause: index.error });
  const id = resolveBrandId(index.data, hostname);
  if (!/^[a-z0-9-]+$/.test(id)) throw new SiteLoadError(`invalid brand id ${id}`, 'brand-index');
  const carried = (inlined.brand as { id?: unknown } | undefined)?.id === id ? inlined.brand : undefined;
  const raw = carried !== undefined ? carried : await fetchJson(fetchFn, `/brands/${id}.json`, 'brand');
  const brand = brandConfigSchema.safeParse(raw);
  if (!brand.success)
    throw new SiteLoadError(`brands/${id}.json is invalid`, 'brand', { cause: brand.error, brandName: salvageBrandName(raw) });
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
    throw new SiteLoadError('system status unavailable', 'system', {
      cause,
      reason: isApiError(cause) && cause.kind === 'network' ? 'network' : 'unavailable',
    });
  }
}
