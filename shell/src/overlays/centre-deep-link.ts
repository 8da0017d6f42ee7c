import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { CentreKind } from 'shared-contracts';
import { useHost, useSession } from 'shared-contracts/react';
import { useUiStore } from '../stores/ui-store';

/** The query parameters of a centre deep link (the centre remotes keep them while open). */
export const CENTRE_PARAM = 'centre';
export const CENTRE_PAGE_PARAM = 'centrePage';

const CENTRES: readonly CentreKind[] = ['member', 'agent'];
/** Page ids are short identifiers (`depositv2`, `transactionHistory`); anything else is ignored. */
const PAGE_ID = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

/** A centre deep link read from the address. */
export interface CentreDeepLink {
  centre: CentreKind;
  page?: string;
}

/**
 * Reads `?centre=member|agent&centrePage=<id>`. An unknown centre is no link; a malformed page id
 * is dropped (the centre opens on its default page).
 */
export function parseCentreDeepLink(search: string): CentreDeepLink | null {
  const params = new URLSearchParams(search);
  const centre = params.get(CENTRE_PARAM);
  if (!centre || !(CENTRES as readonly string[]).includes(centre)) return null;
  const page = params.get(CENTRE_PAGE_PARAM);
  return page && PAGE_ID.test(page) ? { centre: centre as CentreKind, page } : { centre: centre as CentreKind };
}

/**
 * Opens a centre from a deep link when a page loads or the location changes: emits `centre:open`,
 * so the link goes through the same access gate as every other open (guest → login modal, trial →
 * warning). Waits while the session is restoring, asks again once the player logs in (the link is
 * still in the address), and leaves an open centre alone: while it is open the centre remote writes
 * the parameters itself, so they follow its page; read back (the router renders location changes in
 * a transition, so possibly after the player has moved on) they would send it back to an earlier
 * page (a click on another page was undone that way).
 */
export function useCentreDeepLink(): void {
  const location = useLocation();
  const host = useHost();
  const session = useSession();
  const handled = useRef<string | null>(null);
  const hasMember = !!session.member;

  useEffect(() => {
    const link = parseCentreDeepLink(location.search);
    if (!link) {
      handled.current = null;
      return;
    }
    if (session.status === 'loading') return;
    const key = `${location.key}|${link.centre}|${link.page ?? ''}|${session.token ?? ''}|${hasMember}`;
    if (handled.current === key) return;
    handled.current = key;
    const open = useUiStore.getState().centre;
    if (open && open.centre === link.centre) return;
    host.bus.emit('centre:open', link.page ? { centre: link.centre, page: link.page } : { centre: link.centre });
  }, [location.key, location.search, session.status, session.token, hasMember, host.bus]);
}

/** Mounts {@link useCentreDeepLink} (inside the router). */
export function CentreDeepLinks(): null {
  useCentreDeepLink();
  return null;
}
