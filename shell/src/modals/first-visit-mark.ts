// Whether the first-visit notice was seen: kept apart from the notice itself, so the shell can
// decide to open it without loading the dialog and the sanitizer.

/** sessionStorage key marking the first-visit notice as seen (spec §3 caches: `index_notice`). */
export const FIRST_VISIT_KEY = 'index_notice';

/**
 * Set once the notice opened in this page load, or was found already seen in it (a logout clears
 * sessionStorage, not this: a player who saw the notice earlier in the browser session does not get
 * it again on signing out).
 */
let openedThisLoad = readSeen();

function readSeen(storage?: Storage): boolean {
  try {
    return (storage ?? sessionStorage).getItem(FIRST_VISIT_KEY) === '1';
  } catch {
    return false;
  }
}

/** Forgets the page-load mark (tests start each case as a new page load). */
export function resetFirstVisitNoticeMark(): void {
  openedThisLoad = readSeen();
}

/** Records that the notice opened in this page load. */
export function noteFirstVisitNoticeOpened(): void {
  openedThisLoad = true;
}

/** Whether the first-visit notice was already seen (this page load or this browser session). */
export function hasSeenFirstVisitNotice(storage: Storage = sessionStorage): boolean {
  if (!openedThisLoad) openedThisLoad = readSeen(storage);
  return openedThisLoad;
}

/** Marks the first-visit notice as seen. */
export function markFirstVisitNoticeSeen(storage: Storage = sessionStorage): void {
  try {
    storage.setItem(FIRST_VISIT_KEY, '1');
  } catch {
    // Storage may be unavailable (private mode): the notice then shows again next time.
  }
}
