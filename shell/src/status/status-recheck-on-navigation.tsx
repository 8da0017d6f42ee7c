import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { StatusRechecker } from './status-rechecker';

/**
 * Asks `rechecker` for the system status again on each change of path (not on the first render,
 * just after the start-up check; not on a change of query alone). Rendered inside the router;
 * renders nothing.
 */
export function StatusRecheckOnNavigation({ rechecker }: { rechecker: StatusRechecker }) {
  const { pathname } = useLocation();
  const lastPath = useRef(pathname);
  useEffect(() => {
    if (pathname === lastPath.current) return;
    lastPath.current = pathname;
    rechecker.maybeRecheck();
  }, [pathname, rechecker]);
  return null;
}
