/** Why a launch address is refused. */
export type GameUrlRefusal = 'missing' | 'invalid' | 'scheme' | 'origin';

/** The verdict on a launch address: the absolute URL to embed, or why not. */
export type GameUrlVerdict = { allowed: true; url: string } | { allowed: false; reason: GameUrlRefusal };

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

/**
 * Whether `raw` may be embedded in the game frame: it must be http(s) and served from the page's
 * own origin or one of the server's launch CDNs. A relative address resolves against the page.
 */
export function checkGameUrl(raw: string | null | undefined, pageOrigin: string, launchCdns: readonly string[] = []): GameUrlVerdict {
  if (!raw || !raw.trim()) return { allowed: false, reason: 'missing' };
  let url: URL;
  try {
    url = new URL(raw.trim(), `${pageOrigin}/`);
  } catch {
    return { allowed: false, reason: 'invalid' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { allowed: false, reason: 'scheme' };
  const allowedOrigins = new Set([pageOrigin, ...launchCdns.map(cdnOrigin).filter((origin): origin is string => origin !== null)]);
  if (!allowedOrigins.has(url.origin)) return { allowed: false, reason: 'origin' };
  return { allowed: true, url: url.href };
}
