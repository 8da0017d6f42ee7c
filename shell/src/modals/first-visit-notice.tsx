import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useHost, useHostLanguage } from 'shared-contracts/react';
import { Dialog, SafeHtml } from 'platform-ui';
import { noticesQueryOptions } from '../queries/shell-queries';
import styles from './modals.module.css';

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

/**
 * The first-visit notice: the popup notices (`home.notices` `popup`, type PU), each title with its
 * sanitized HTML. Closing it marks it seen for the browser session.
 */
export function FirstVisitNotice({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('shell');
  const host = useHost();
  const language = useHostLanguage();
  const notices = useQuery(noticesQueryOptions(host.api, language));
  const popups = notices.data?.popup ?? [];
  const close = () => {
    markFirstVisitNoticeSeen();
    onClose();
  };
  if (popups.length === 0) return null;
  return (
    <Dialog
      title={t('firstVisit.title')}
      onClose={close}
      testId="first-visit-notice"
      footer={
        <button type="button" className={styles.primary} onClick={close}>
          {t('firstVisit.ok')}
        </button>
      }
    >
      {popups.map((notice) => (
        <section key={notice.id} className={styles.notice} aria-label={notice.title}>
          <h3>{notice.title}</h3>
          <SafeHtml className={styles.html} html={notice.content} />
        </section>
      ))}
    </Dialog>
  );
}
