import { useHost } from 'shared-contracts/react';
import { checkGameUrl, launchCdnForVisit, type GameUrlVerdict } from './game-url-policy';

/** The verdict of the `/game` policy on a launch address, against the brand's launch CDNs. */
export function useGameUrlVerdict(raw: string | null | undefined): GameUrlVerdict {
  const host = useHost();
  const launchCdns = host.system.getSnapshot()?.permission.info.launchGameCDNs ?? [];
  // performance.timeOrigin is this page load's: the pick holds for the whole visit.
  const pickedCdn = launchCdnForVisit(launchCdns, performance.timeOrigin);
  return checkGameUrl(raw, { pageOrigin: window.location.origin, launchCdns, pickedCdn });
}
