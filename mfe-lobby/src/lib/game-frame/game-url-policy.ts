/** Why a launch address is refused. */
export type GameUrlRefusal = 'missing' | 'invalid' | 'scheme' | 'origin';

/**
 * Where an allowed game is served from: `demo` is the reference API's demo games (this site's own
 * origin, under {@link DEMO_GAMES_PATH}); `cdn` is one of the brand's launch CDNs.
 */
export type GameSource = 'demo' | 'cdn';

/** The verdict on a launch address: the absolute URL to embed and its source, or why not. */
export type GameUrlVerdict = { allowed: true; url: string; source: GameSource } | { allowed: false; reason: GameUrlRefusal };

/** Path prefix of the reference API's demo games on this site's origin. */
export const DEMO_GAMES_PATH = '/demo-games/';

/**
 * The origin of a configured launch CDN. The server may list a full URL (`https://cdn.x/games`)
 * or a bare host (`cdn.x`); a bare host is taken as https.
 */
export function cdnOrigin(entry: string): string | null {
  const trimmed = entry.trim();
  if (!trimmed) return null;
  for (const candidate of [trimmed, `https://${trimmed}`]) {
    try {
      const url = new URL(candidate);
      if ((url.protocol === 'https:' || url.protocol === 'http:') && url.host) return url.origin;
    } catch {
      // try the next reading
    }
  }
  return null;
}

/** The distinct, readable origins of a server CDN list. */
export function cdnOrigins(entries: readonly string[]): string[] {
  return [...new Set(entries.map(cdnOrigin).filter((origin): origin is string => origin !== null))];
}

/**
 * One launch CDN picked at random from the server's list (spec §9 "Image CDN and launch CDN:
 * picked at random from the server lists"), or null when the list has none readable.
 */
export function pickLaunchCdn(entries: readonly string[], random: () => number = Math.random): string | null {
  const origins = cdnOrigins(entries);
  if (origins.length === 0) return null;
  return origins[Math.min(origins.length - 1, Math.floor(random() * origins.length))] ?? null;
}

/**
 * A number in [0, 1) that follows from `seed` alone (FNV-1a over its text): the same seed gives the
 * same number, nearby seeds give unrelated ones.
 */
export function seededFraction(seed: number): number {
  let hash = 0x811c9dc5;
  for (const char of String(seed)) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return (hash >>> 0) / 2 ** 32;
}

/**
 * The launch CDN of a visit: picked at random from the server list (spec §9), and the same for
 * every game of the visit while the list stays the same. A pure function of the list and the
 * visit's seed (the browser's `performance.timeOrigin`, fixed for a page load), so nothing is kept
 * between calls and every host and test gets its own pick.
 */
export function launchCdnForVisit(entries: readonly string[], visitSeed: number): string | null {
  return pickLaunchCdn(entries, () => seededFraction(visitSeed));
}

/** Options of {@link checkGameUrl}. */
export interface GameUrlPolicy {
  /** The page's own origin (where the reference API's demo games are served). */
  pageOrigin: string;
  /** The brand's launch CDNs (`permission.info.launchGameCDNs`). */
  launchCdns?: readonly string[] | undefined;
  /** The CDN picked for this visit; a relative launch address is served from it. */
  pickedCdn?: string | null | undefined;
}

/**
 * Whether `raw` may be embedded in the game frame. It must be http(s) and either
 * - served from one of the brand's launch CDNs (a relative address is served from the CDN picked
 *   at random for this visit, or from the page when the brand lists none), or
 * - one of the reference API's demo games: this site's own origin under `/demo-games/`.
 * Any other page of this site is refused even when the CDN list names this origin: a same-origin
 * page in a frame that runs scripts with same-origin rights could lift its own sandbox.
 */
export function checkGameUrl(raw: string | null | undefined, policy: GameUrlPolicy): GameUrlVerdict {
  if (!raw || !raw.trim()) return { allowed: false, reason: 'missing' };
  const base = policy.pickedCdn ?? policy.pageOrigin;
  let url: URL;
  try {
    url = new URL(raw.trim(), `${base}/`);
  } catch {
    return { allowed: false, reason: 'invalid' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { allowed: false, reason: 'scheme' };
  if (url.origin === policy.pageOrigin) {
    return url.pathname.startsWith(DEMO_GAMES_PATH)
      ? { allowed: true, url: url.href, source: 'demo' }
      : { allowed: false, reason: 'origin' };
  }
  if (cdnOrigins(policy.launchCdns ?? []).includes(url.origin)) return { allowed: true, url: url.href, source: 'cdn' };
  return { allowed: false, reason: 'origin' };
}

/**
 * What the embedded game may do, as little as each source allows:
 * - demo games need scripts and same-origin (they call `/demo-games/api/spin` on their own origin
 *   and post the balance to this page); no forms, popups or navigation of this page;
 * - CDN games (another origin, so same-origin gives them only their own origin): scripts, forms
 *   and popups (cashier or rules windows); never top navigation, so a game cannot take over the site.
 */
export const GAME_FRAME_SANDBOX: Readonly<Record<GameSource, string>> = {
  demo: 'allow-scripts allow-same-origin',
  cdn: 'allow-scripts allow-same-origin allow-forms allow-popups',
};
