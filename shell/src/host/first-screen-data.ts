import { FIRST_SCREEN_DATA_ELEMENT_ID, isApiError, type ApiClient } from 'shared-contracts';

/** The id of the page's first-screen data block (edge/src/pages/first-screen-data.ts writes it). */
export { FIRST_SCREEN_DATA_ELEMENT_ID };

/** How long after the page started its answers may stand in for a call (later ones go out). */
export const FIRST_SCREEN_DATA_MAX_AGE_MS = 30_000;

/** The answers the page carries: the language they were asked in, and each call's answer by its key. */
export interface FirstScreenData {
  language: string;
  answers: Map<string, unknown>;
}

/**
 * The key of a call from its URL: its path and its query's parameters sorted (the edge's `callKey`).
 * Null for another origin's address.
 */
export function callKey(url: string, base = 'http://page.invalid'): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, base);
  } catch {
    return null;
  }
  if (parsed.origin !== new URL(base).origin) return null;
  const params = [...parsed.searchParams.entries()].sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0));
  const search = new URLSearchParams(params).toString();
  return search ? `${parsed.pathname}?${search}` : parsed.pathname;
}

/** The data block of the page, or null when it is missing or not what the edge writes. */
export function readFirstScreenData(doc: Document = document): FirstScreenData | null {
  const text = doc.getElementById(FIRST_SCREEN_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const data: unknown = JSON.parse(text);
    if (!data || typeof data !== 'object') return null;
    const { language, answers } = data as { language?: unknown; answers?: unknown };
    if (typeof language !== 'string' || !answers || typeof answers !== 'object' || Array.isArray(answers)) return null;
    return { language, answers: new Map(Object.entries(answers)) };
  } catch {
    return null;
  }
}

function headerOf(headers: HeadersInit | undefined, name: string): string | undefined {
  if (!headers) return undefined;
  if (typeof Headers !== 'undefined' && headers instanceof Headers) return headers.get(name) ?? undefined;
  const entries = Array.isArray(headers) ? headers : Object.entries(headers);
  const lower = name.toLowerCase();
  return entries.find(([key]) => key.toLowerCase() === lower)?.[1];
}

/** The page's answers as a fetch for the API client, and which paths it answered. */
export interface SeededFetch {
  fetch: typeof fetch;
  /** Whether the last call to `path` was answered from the page (and forgets it). */
  takeServed(path: string): boolean;
  /**
   * The page's answer to a call without a session, as `fetch` would give it, without using it up
   * (the API client's `peekAnswer`: a query's initial data); undefined when `fetch` would send it.
   */
  peek(request: { url: string; language: string }): unknown;
}

/**
 * A fetch that answers a call from the page's data once: a GET without a session (no Authorization
 * header) in the data's language, whose key is in the data, within
 * {@link FIRST_SCREEN_DATA_MAX_AGE_MS} of `startedAt`. Every other call goes to `base`. The answer
 * is handed to the API client as the platform's, so the contracts' schemas check it as any other.
 */
export function seededFetch(
  data: FirstScreenData | null,
  base: typeof fetch,
  options: { now?: () => number; startedAt?: number; origin?: string | undefined } = {},
): SeededFetch {
  const now = options.now ?? (() => Date.now());
  const startedAt = options.startedAt ?? now();
  const origin = 'origin' in options ? options.origin : typeof location === 'undefined' ? undefined : location.origin;
  const served = new Set<string>();
  const answers = data?.answers ?? new Map<string, unknown>();
  /** The key of a call the page answers (fresh, a GET in the page's language), else null. */
  const answeredKey = (url: string, method: string, language: string | undefined): string | null => {
    const key = callKey(url, origin);
    const fresh = now() - startedAt <= FIRST_SCREEN_DATA_MAX_AGE_MS;
    return data && fresh && key !== null && method === 'GET' && answers.has(key) && language === data.language ? key : null;
  };
  const seeded: typeof fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const key = answeredKey(url, (init?.method ?? 'GET').toUpperCase(), headerOf(init?.headers, 'Language'));
    if (key !== null && !headerOf(init?.headers, 'Authorization') && !init?.signal?.aborted) {
      const answer = answers.get(key);
      answers.delete(key);
      served.add(key.split('?')[0]!);
      const text = JSON.stringify(answer);
      const response = {
        status: 200,
        ok: true,
        text: () => Promise.resolve(text),
        json: () => Promise.resolve(JSON.parse(text) as unknown),
      };
      return Promise.resolve(response as unknown as Response);
    }
    return base(input, init);
  };
  return {
    fetch: seeded,
    takeServed(path) {
      return served.delete(path);
    },
    peek({ url, language }) {
      const key = answeredKey(url, 'GET', language);
      return key === null ? undefined : answers.get(key);
    },
  };
}

/**
 * The API client over a {@link seededFetch}: a call the page answered with something the contracts
 * refuse (not the platform's envelope, a failed envelope, a value outside the schema) is asked of
 * the platform again at once, as if the page had carried nothing.
 */
export function withSeedFallback(api: ApiClient, seeded: Pick<SeededFetch, 'takeServed'>): ApiClient {
  return {
    ...(api.peek ? { peek: api.peek } : {}),
    async call(endpoint, input, callOptions) {
      try {
        const value = await api.call(endpoint, input, callOptions);
        seeded.takeServed(endpoint.path);
        return value;
      } catch (error) {
        const fromPage = seeded.takeServed(endpoint.path);
        if (fromPage && isApiError(error) && ['malformed', 'schema', 'platform', 'http'].includes(error.kind)) {
          return api.call(endpoint, input, callOptions);
        }
        throw error;
      }
    },
  };
}
