import { useHost } from 'shared-contracts/react';
import { checkGameUrl, pickLaunchCdn, type GameUrlVerdict } from '../utils/game-url-policy';

let pickedForVisit: { key: string; origin: string | null } | null = null;

/**
 * The launch CDN of this visit: picked at random from the server list once, and kept while the
 * list stays the same (so every game of the visit is served from the same CDN).
 */
export function launchCdnForVisit(entries: readonly string[], random?: () => number): string | null {
  const key = entries.join('\n');
  if (pickedForVisit?.key !== key) pickedForVisit = { key, origin: pickLaunchCdn(entries, random) };
  return pickedForVisit.origin;
}

/** The verdict of the `/game` policy on a launch address, against the brand's launch CDNs. */
export function useGameUrlVerdict(raw: string | null | undefined): GameUrlVerdict {
  const host = useHost();
  const launchCdns = host.system.getSnapshot()?.permission.info.launchGameCDNs ?? [];
  return checkGameUrl(raw, { pageOrigin: window.location.origin, launchCdns, pickedCdn: launchCdnForVisit(launchCdns) });
}
