import type { Page, Route } from '@playwright/test';

/** How one API call fails in the fault matrix (faults/api-faults.spec.ts). */
export type ApiFaultKind = '500' | 'time-out' | 'malformed JSON' | 'envelope error' | '401';

export const API_FAULT_KINDS: readonly ApiFaultKind[] = ['500', 'time-out', 'malformed JSON', 'envelope error', '401'];

/** Server text that must never reach the screen (HTTP and transport failures are shown translated). */
export const RAW_SERVER_TEXT = 'RAW-UPSTREAM-TEXT upstream exploded';

/**
 * The platform's error envelope (platform-api-facts §3): HTTP 200, `success: false`, the platform's
 * own message and code. `function.not.available` ("#543 The feature is under maintenance") is a
 * code the catalogue knows (common errors.codes.functionNotAvailable, "This feature is not
 * available right now").
 */
export const ENVELOPE_ERROR = {
  success: false,
  value: null,
  message: '#543 The feature is under maintenance',
  errorCode: 'function.not.available',
};

/** The platform's answer to a call without a valid session (HTTP 401, `login.not.session`). */
const SESSION_ENDED_ENVELOPE = {
  success: false,
  value: null,
  message: 'customer not login or login timeout',
  errorCode: 'login.not.session',
};

/** The time-out of the platform API client (shared-contracts createApiClient `timeoutMs`). */
export const API_TIMEOUT_MS = 30_000;

/** A fault armed on one API path; `disarm` lets later calls through (and frees held ones). */
export interface ArmedApiFault {
  /** How many calls met the fault so far. */
  readonly hits: number;
  disarm(): Promise<void>;
}

/**
 * Fails every browser call to `path` (by URL path, any query) with `kind`, through `page.route`:
 * - 500: HTTP 500 with a plain-text body ({@link RAW_SERVER_TEXT});
 * - time-out: the call is held and never answered (the test moves the page's clock past {@link API_TIMEOUT_MS});
 * - malformed JSON: HTTP 200 with a truncated JSON body;
 * - envelope error: HTTP 200 with {@link ENVELOPE_ERROR};
 * - 401: HTTP 401 with the platform's not-logged-in envelope.
 */
export async function armApiFault(page: Page, path: string, kind: ApiFaultKind): Promise<ArmedApiFault> {
  const held: Route[] = [];
  let armed = true;
  let hits = 0;
  const matcher = (url: URL) => url.pathname === path;
  const handler = async (route: Route) => {
    if (!armed) return route.fallback();
    hits += 1;
    switch (kind) {
      case '500':
        return route.fulfill({ status: 500, contentType: 'text/plain', body: RAW_SERVER_TEXT });
      case 'time-out':
        held.push(route);
        return undefined;
      case 'malformed JSON':
        return route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":true,"value":{"' });
      case 'envelope error':
        return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(ENVELOPE_ERROR) });
      case '401':
        return route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify(SESSION_ENDED_ENVELOPE) });
    }
  };
  await page.route(matcher, handler);
  return {
    get hits() {
      return hits;
    },
    async disarm() {
      armed = false;
      await Promise.all(held.splice(0).map((route) => route.abort().catch(() => undefined)));
    },
  };
}
