// The first screen's data with the page (issue 41 item 3). The shell asks the platform for its
// status, the notices (banners) and a route's own lists only once its code has loaded and run, and
// the first screen's largest paint waited for those answers. The edge knows the route when the page
// is asked for: it starts the same guest calls at once, against the platform API, waits for them at
// most a short cap, and writes the answers into the page as a JSON data block (like the brand files:
// a data block is never run, so the strict script policy does not apply to it). The shell's API
// client answers a call from the block once, when the call is the same (path, query, language, no
// session): shell/src/host/first-screen-data.ts. Every answer is still checked by the contracts'
// schemas there; a missing, late or malformed one leaves the call to go out as before.
//
// Only guest calls, never with the visitor's cookie or a token: nothing in the page is personal.
import http, { type OutgoingHttpHeaders } from 'node:http';
import https from 'node:https';
import {
  CATEGORY_ROUTES,
  FIRST_SCREEN_DATA_ELEMENT_ID,
  SPEC_CONSTANTS,
  endpoints,
  offeredLanguages as contractsOfferedLanguages,
  type GameCategoryCode,
  type LanguageCode,
} from 'shared-contracts';
import type { BrandValue } from './brand-files';
import type { GuestCallCache } from './guest-call-cache';

/** A call's query, as the shell's API client sends it. */
export type CallQuery = Record<string, string | number | boolean | null | undefined>;
/** A guest call: its path and query. */
export type Call = [path: string, query: CallQuery];
/** A successful answer in the platform's envelope. */
export interface Envelope {
  success: true;
  value: unknown;
  [field: string]: unknown;
}
/** The answers a page carries, by call key, in the language they were asked in. */
export interface FirstScreenData {
  language: string;
  answers: Record<string, Envelope>;
}

/** What the first screen's answers are asked for. */
export interface FirstScreenDataRequest {
  upstream: string;
  pathname: string;
  brand: BrandValue | undefined;
  pageHost: string;
  clientAddress?: string;
  forwardedProto?: string;
  timeoutMs: number;
  chosenLanguage?: string | undefined;
  cache?: GuestCallCache;
}

/** How long the page waits for the first screen's answers (EDGE_FIRST_SCREEN_DATA_TIMEOUT_MS; 0 turns it off). */
export const FIRST_SCREEN_DATA_TIMEOUT_MS = 300;

/** The longest a shared (cached) guest call may take. */
const SHARED_CALL_TIMEOUT_MS = 10_000;

/** The largest answer written into a page (bytes of JSON); a larger one is left to the browser. */
export const FIRST_SCREEN_ANSWER_MAX_BYTES = 256 * 1024;

const { vendorPlatform, winnerBoardLimit, gamesFirstPage, gamesPageSize, listClientType, gamesPlatform } = SPEC_CONSTANTS;

/**
 * The first page of the slots (RNG) games as the lobby asks for it (mfe-lobby gameListQueryOptions:
 * the first page, a page's size, the client type and the games' platforms of SPEC_CONSTANTS): the
 * home page's slots lane and the /rng grid before a vendor tab is chosen.
 */
/** A category's games, first page, as its lobby grid asks without a vendor tab, a search or a filter. */
const gamesFirstPageOf = (gameType: string, language: string): Call => [
  endpoints.gameList.path,
  { gameType, pageNo: gamesFirstPage, pageSize: gamesPageSize, clientType: listClientType, platform: gamesPlatform, language },
];
const slotsFirstPage = (language: string): Call => gamesFirstPageOf('RNG', language);

/**
 * A category lobby's first screen: its vendor lanes (the tabs, the filters and the grid's plan),
 * the category's games' first page and, on `/pvp`, the rooms above the grid. Without them the
 * lobby drew its loading boxes first and the lanes' filters then moved the page (CLS 0.03 on every
 * category route at 390 px, issue 47.4).
 */
const categoryLobbyCalls =
  (category: GameCategoryCode) =>
  (language: string): Call[] => [
    [endpoints.gameVendors.path, { platform: vendorPlatform }],
    gamesFirstPageOf(category, language),
    ...(category === 'PVP' ? [[endpoints.pvpRooms.path, { language }] satisfies Call] : []),
  ];

/**
 * The language of a first visit's page for `brand`: the shell's rule without a stored choice
 * (shell/src/host/create-host.ts: the brand's default when offered, else the first offered; the
 * offered ones are shared-contracts `offeredLanguages`). A visitor who chose another language sends
 * another `Language` header, and the shell then does not use the page's answers.
 */
export function firstVisitLanguage(brand: Pick<BrandValue, 'languages' | 'defaultLanguage'> | null | undefined): string {
  const offered = offeredLanguages(brand);
  const wanted = typeof brand?.defaultLanguage === 'string' ? brand.defaultLanguage : 'TY';
  return offered.includes(wanted) ? wanted : (offered[0] ?? wanted);
}

/**
 * The languages `brand` offers: shared-contracts `offeredLanguages` over its file's fields (the file
 * is not validated here, so what is not a code is left out).
 */
function offeredLanguages(brand: Pick<BrandValue, 'languages' | 'defaultLanguage'> | null | undefined): string[] {
  const listed = Array.isArray(brand?.languages) ? brand.languages.filter((code): code is LanguageCode => typeof code === 'string') : [];
  const fallback = typeof brand?.defaultLanguage === 'string' ? brand.defaultLanguage : undefined;
  return contractsOfferedLanguages(listed, fallback);
}

/**
 * The language of the page's first screen: the visitor's choice (the shell's `hisLang` cookie) when
 * `brand` offers it, else a first visit's (issue 47: the frame is rendered in it).
 */
export function pageLanguage(
  brand: Pick<BrandValue, 'languages' | 'defaultLanguage'> | null | undefined,
  chosen: string | undefined,
): string {
  return chosen && offeredLanguages(brand).includes(chosen) ? chosen : firstVisitLanguage(brand);
}

/**
 * The guest calls the first screen of `pathname` makes at once, as `[path, query]` with the query
 * the shell's API client sends (the endpoints of shared-contracts' catalogue; the order of the
 * parameters does not matter, the shell compares them sorted):
 * - every listed route: the status gate (status and white-label tree, for the page's host), the
 *   notices (its banner, the home page's largest paint) and the side menu's vendor lanes;
 * - `/`: the lobby's hot games, winner board and slots lane (the home lanes: the slots games' first page);
 * - every category lobby (`/rng`, `/pvp`, `/live`, ...): the lobby's vendor lanes (its tabs, filters
 *   and the grid's plan), the category's games' first page (the grid without a vendor tab) and on
 *   `/pvp` the PVP rooms;
 * - `/promotions`: the promotions list.
 * Every other page: the common calls alone, which its frame needs (issue 47: the edge renders the
 * header, menu, banners and footer from them).
 */
export function firstScreenCalls(
  pathname: string,
  { pageHost, language, merchantCode }: { pageHost: string; language: string; merchantCode: string },
): Call[] {
  const route = ROUTE_CALLS[pathname];
  const common: Call[] = [
    [endpoints.systemStatus.path, { url: pageHost }],
    [endpoints.whitelabel.path, { url: pageHost }],
    [endpoints.notices.path, { types: 'B,PL,PU,PR', platform: 'W', execution: 'B' }],
    [endpoints.gameVendors.path, { platform: vendorPlatform, merchantCode }],
  ];
  return route ? [...common, ...route(language)] : common;
}

const ROUTE_CALLS: Partial<Record<string, (language: string) => Call[]>> = {
  '/': (language) => [
    [endpoints.hotGames.path, { isPlatform: 2, platform: vendorPlatform, language }],
    [endpoints.winnerBoard.path, { gameCategory: 'ALL', language, limitNum: winnerBoardLimit }],
    slotsFirstPage(language),
  ],
  // Every category lobby (`/lottery` is the lottery page, not a lobby).
  ...Object.fromEntries(
    (Object.entries(CATEGORY_ROUTES) as [GameCategoryCode, string][])
      .filter(([category]) => category !== 'LOTT')
      .map(([category, route]) => [route, categoryLobbyCalls(category)]),
  ),
  '/promotions': (language) => [[endpoints.promotionList.path, { language }]],
};

/**
 * The key of a call: its path and its query's parameters sorted (empty values left out, as the
 * client leaves them out). The shell's `callKey` makes the same key from a request's URL.
 */
export function callKey(path: string, query: CallQuery = {}): string {
  const params = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([name, value]): [string, string] => [name, String(value)])
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0));
  const search = new URLSearchParams(params).toString();
  return search ? `${path}?${search}` : path;
}

/**
 * One guest GET against the platform: the JSON answer of a 200 with the platform's successful
 * envelope, else undefined. Sent with the page request's host and the client's address (as the
 * edge's proxy sends them: the status gate answers for the visitor's region), the brand's merchant
 * and the page's language, and nothing else of the visitor's request (no cookie, no token).
 */
function guestCall(
  upstream: string,
  pathWithQuery: string,
  headers: OutgoingHttpHeaders,
  signal: AbortSignal,
): Promise<Envelope | undefined> {
  return new Promise((resolve) => {
    let url: URL;
    try {
      url = new URL(pathWithQuery, upstream);
    } catch {
      resolve(undefined);
      return;
    }
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(url, { method: 'GET', headers, signal }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        resolve(undefined);
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > FIRST_SCREEN_ANSWER_MAX_BYTES) {
          request.destroy();
          resolve(undefined);
        } else chunks.push(chunk);
      });
      response.on('end', () => {
        try {
          const json = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { success?: unknown } | null;
          resolve(json && typeof json === 'object' && json.success === true ? (json as Envelope) : undefined);
        } catch {
          resolve(undefined);
        }
      });
      response.on('error', () => resolve(undefined));
      response.on('aborted', () => resolve(undefined));
    });
    request.on('error', () => resolve(undefined));
    request.end();
  });
}

/**
 * The first screen's answers for a page: `{ language, answers: { [callKey]: envelope } }` with the
 * calls that answered within `timeoutMs` (the others are cut off and left to the browser), or null
 * when the route's first screen makes none, the cap is 0 or nothing answered in time.
 */
export async function firstScreenData({
  upstream,
  pathname,
  brand,
  pageHost,
  clientAddress,
  forwardedProto = 'http',
  timeoutMs,
  chosenLanguage,
  cache,
}: FirstScreenDataRequest): Promise<FirstScreenData | null> {
  if (!(timeoutMs > 0) || !brand || typeof brand.merchantCode !== 'string') return null;
  const language = pageLanguage(brand, chosenLanguage);
  const calls = firstScreenCalls(pathname, { pageHost, language, merchantCode: brand.merchantCode });
  if (calls.length === 0) return null;
  const headers: OutgoingHttpHeaders = {
    host: pageHost,
    accept: 'application/json, text/plain',
    merchant: brand.merchantCode,
    language,
    'x-forwarded-host': pageHost,
    'x-forwarded-proto': forwardedProto,
    'x-forwarded-for': clientAddress ?? '',
  };
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const cap = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve();
    }, timeoutMs);
  });
  const answers: Record<string, Envelope> = {};
  // A shared answer (guest-call-cache.mjs) is fetched under its own time limit, not this page's
  // cap: a slow platform's answer still arrives, for the pages after this one.
  const merchantCode = brand.merchantCode;
  const sharedKey = (key: string) => [upstream, pageHost, merchantCode, language, key].join(' ');
  const ask = (key: string, path: string) =>
    cache
      ? (cache.get(sharedKey(key), path, () => guestCall(upstream, key, headers, AbortSignal.timeout(SHARED_CALL_TIMEOUT_MS))) as Promise<
          Envelope | undefined
        >)
      : guestCall(upstream, key, headers, controller.signal);
  const all = Promise.all(
    calls.map(async ([path, query]) => {
      const key = callKey(path, query);
      const answer = await ask(key, path);
      // Only what arrived before the cap (an answer completing as the cap fires is not written twice).
      if (answer !== undefined && !controller.signal.aborted) answers[key] = answer;
    }),
  );
  await Promise.race([all, cap]);
  clearTimeout(timer);
  controller.abort();
  return Object.keys(answers).length > 0 ? { language, answers } : null;
}

/**
 * The page with the first screen's answers as a JSON data block at the end of its head (`<` escaped,
 * so no answer can close the element). Unchanged without data.
 */
export function withFirstScreenData(html: string, data: { language: string; answers: Record<string, unknown> } | null | undefined): string {
  if (!data || !/<\/head>/i.test(html)) return html;
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return html.replace(/<\/head>/i, `<script type="application/json" id="${FIRST_SCREEN_DATA_ELEMENT_ID}">${json}</script></head>`);
}
