/** id of the live region this remote announces through. */
export const LIVE_REGION_ID = 'mfe-account-live-region';

const CLEAR_AFTER_MS = 10_000;
let clearTimer: ReturnType<typeof setTimeout> | undefined;

function liveRegion(): HTMLElement {
  const existing = document.getElementById(LIVE_REGION_ID);
  if (existing) return existing;
  const region = document.createElement('div');
  region.id = LIVE_REGION_ID;
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-atomic', 'true');
  // Visually hidden, still read by screen readers.
  Object.assign(region.style, {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: '0',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    border: '0',
  });
  document.body.append(region);
  return region;
}

/**
 * Announces `message` politely to assistive technology. The region lives on `document.body`,
 * outside React, because the announcement usually follows the modal closing (and this remote
 * being unmounted by the shell).
 */
export function announcePolitely(message: string): void {
  const region = liveRegion();
  region.textContent = message;
  clearTimeout(clearTimer);
  clearTimer = setTimeout(() => {
    region.textContent = '';
  }, CLEAR_AFTER_MS);
}
