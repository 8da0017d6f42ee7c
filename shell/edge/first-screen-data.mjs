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
import http from 'node:http';
import https from 'node:https';

/** The id of the page's data block (the shell's FIRST_SCREEN_DATA_ELEMENT_ID). */
export const FIRST_SCREEN_DATA_ELEMENT_ID = 'wl-first-screen-data';

/** How long the page waits for the first screen's answers (EDGE_FIRST_SCREEN_DATA_TIMEOUT_MS; 0 turns it off). */
export const FIRST_SCREEN_DATA_TIMEOUT_MS = 300;

/** The largest answer written into a page (bytes of JSON); a larger one is left to the browser. */
export const FIRST_SCREEN_ANSWER_MAX_BYTES = 256 * 1024;

/** The languages with shipped texts (shared-contracts TRANSLATED_LANGUAGES; a test keeps them in step). */
const TRANSLATED_LANGUAGES = ['TY', 'EN', 'CN', 'ID', 'TH', 'VI'];
const FALLBACK_LANGUAGE = 'EN';
/** shared-contracts SPEC_CONSTANTS.vendorPlatform. */
const VENDOR_PLATFORM = 'html5-desktop';
/** The lobby's winner board length (mfe-lobby WINNER_BOARD_LIMIT). */
const WINNER_BOARD_LIMIT = 20;
/**
 * The first page of the slots (RNG) games as the lobby asks for it (mfe-lobby gameListQueryOptions,
 * shared-contracts SPEC_CONSTANTS: first page, 42 a page, client type 3, the games' platforms): the
 * home page's slots lane and the /rng grid before a vendor tab is chosen.
 */
const slotsFirstPage = (language) => [
  '/wps/relay/GCSGAME_gameList',
  { gameType: 'RNG', pageNo: 1, pageSize: 42, clientType: 3, platform: 'flash,html5-desktop', language },
];

/**
 * The language of a first visit's page for `brand`: the shell's rule without a stored choice
 * (shell/src/host/create-host.ts: the brand's default when offered, else the first offered; the
 * offered ones are shared-contracts `offeredLanguages`). A visitor who chose another language sends
 * another `Language` header, and the shell then does not use the page's answers.
 */
export function firstVisitLanguage(brand) {
  const listed = Array.isArray(brand?.languages) ? brand.languages.filter((code) => typeof code === 'string') : [];
  let offered = [...new Set(listed.map((code) => code.toUpperCase()))].filter((code) => TRANSLATED_LANGUAGES.includes(code));
  if (offered.length === 0) {
    const fallback = typeof brand?.defaultLanguage === 'string' ? brand.defaultLanguage.toUpperCase() : undefined;
    offered = [fallback && TRANSLATED_LANGUAGES.includes(fallback) ? fallback : FALLBACK_LANGUAGE];
  }
  const wanted = typeof brand?.defaultLanguage === 'string' ? brand.defaultLanguage : 'TY';
  return offered.includes(wanted) ? wanted : offered[0];
}

/**
 * The guest calls the first screen of `pathname` makes at once, as `[path, query]` with the query
 * the shell's API client sends (the endpoints of shared-contracts' catalogue; the order of the
 * parameters does not matter, the shell compares them sorted):
 * - every listed route: the status gate (status and white-label tree, for the page's host), the
 *   notices (its banner, the home page's largest paint) and the side menu's vendor lanes;
 * - `/`: the lobby's hot games, winner board and slots lane (the home lanes: the slots games' first page);
 * - `/rng`: the lobby's vendor lanes of the category (its tabs and the grid's plan) and the slots
 *   games' first page (the grid without a vendor tab);
 * - `/promotions`: the promotions list.
 * Other routes: none (their first screen is a form, or a member's).
 */
export function firstScreenCalls(pathname, { pageHost, language, merchantCode }) {
  const route = ROUTE_CALLS[pathname];
  if (!route) return [];
  const common = [
    ['/wps/system/status', { url: pageHost }],
    ['/wps/system/whitelabel', { url: pageHost }],
    ['/wps/relay/MCSFE_getListAnnouncements', { types: 'B,PL,PU,PR', platform: 'W', execution: 'B' }],
    ['/wps/relay/GCSGAME_newGameVendor', { platform: VENDOR_PLATFORM, merchantCode }],
  ];
  return [...common, ...route(language)];
}

const ROUTE_CALLS = {
  '/': (language) => [
    ['/wps/relay/GCSGAME_hotGamesV2', { isPlatform: 2, platform: VENDOR_PLATFORM, language }],
    ['/wps/relay/ODSFE2_getWinnerBoard', { gameCategory: 'ALL', language, limitNum: WINNER_BOARD_LIMIT }],
    slotsFirstPage(language),
  ],
  '/rng': (language) => [['/wps/relay/GCSGAME_newGameVendor', { platform: VENDOR_PLATFORM }], slotsFirstPage(language)],
  '/promotions': (language) => [['/wps/relay/PROMOFE_getPromotionList', { language }]],
};

/**
 * The key of a call: its path and its query's parameters sorted (empty values left out, as the
 * client leaves them out). The shell's `callKey` makes the same key from a request's URL.
 */
export function callKey(path, query = {}) {
  const params = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([name, value]) => [name, String(value)])
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
function guestCall(upstream, pathWithQuery, headers, signal) {
  return new Promise((resolve) => {
    let url;
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
      const chunks = [];
      let size = 0;
      response.on('data', (chunk) => {
        size += chunk.length;
        if (size > FIRST_SCREEN_ANSWER_MAX_BYTES) {
          request.destroy();
          resolve(undefined);
        } else chunks.push(chunk);
      });
      response.on('end', () => {
        try {
          const json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          resolve(json && typeof json === 'object' && json.success === true ? json : undefined);
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
export async function firstScreenData({ upstream, pathname, brand, pageHost, clientAddress, forwardedProto = 'http', timeoutMs }) {
  if (!(timeoutMs > 0) || !brand || typeof brand.merchantCode !== 'string') return null;
  const language = firstVisitLanguage(brand);
  const calls = firstScreenCalls(pathname, { pageHost, language, merchantCode: brand.merchantCode });
  if (calls.length === 0) return null;
  const headers = {
    host: pageHost,
    accept: 'application/json, text/plain',
    merchant: brand.merchantCode,
    language,
    'x-forwarded-host': pageHost,
    'x-forwarded-proto': forwardedProto,
    'x-forwarded-for': clientAddress ?? '',
  };
  const controller = new AbortController();
  let timer;
  const cap = new Promise((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve();
    }, timeoutMs);
  });
  const answers = {};
  const all = Promise.all(
    calls.map(async ([path, query]) => {
      const key = callKey(path, query);
      const answer = await guestCall(upstream, key, headers, controller.signal);
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
export function withFirstScreenData(html, data) {
  if (!data || !/<\/head>/i.test(html)) return html;
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return html.replace(/<\/head>/i, `<script type="application/json" id="${FIRST_SCREEN_DATA_ELEMENT_ID}">${json}</script></head>`);
}
