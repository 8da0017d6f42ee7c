import { hydrate, type QueryClient } from '@tanstack/react-query';

import { FRAME_ATTRIBUTE, FRAME_STATE_ELEMENT_ID } from 'shared-contracts';

export { FRAME_ATTRIBUTE, FRAME_STATE_ELEMENT_ID };

/** The language of the frame in `container`, or null when it holds none. */
export function frameLanguageOf(container: Element | null): string | null {
  const language = container?.getAttribute(FRAME_ATTRIBUTE);
  return language && /^[A-Z]{2}$/.test(language) ? language : null;
}

/**
 * Fills `queryClient` with the cache the frame was rendered from, so the first render in the
 * browser reads what the edge's render read (the banners, the vendor lanes) and matches its HTML.
 * Returns false when the page carries none or it cannot be read. They are the platform's guest
 * answers, checked by the contracts' schemas when the edge's render read them.
 */
export function hydrateFrameState(queryClient: QueryClient, doc: Document = document): boolean {
  const text = doc.getElementById(FRAME_STATE_ELEMENT_ID)?.textContent;
  if (!text) return false;
  try {
    const state: unknown = JSON.parse(text);
    if (!state || typeof state !== 'object' || !Array.isArray((state as { queries?: unknown }).queries)) return false;
    hydrate(queryClient, state);
    return true;
  } catch {
    return false;
  }
}
