import { useEffect } from 'react';
import { markLoad } from './load-marks';

/**
 * Rendered beside a remote's component inside its slot's Suspense: it commits with the component's
 * first render, and records it (the load report's "first expose rendered").
 */
export function LoadMark({ remote }: { remote: string }) {
  useEffect(() => markLoad({ kind: 'rendered', remote }), [remote]);
  return null;
}
