import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, SafeHtml, apiErrorText, useFormat } from 'platform-ui';
import type { Notice } from 'shared-contracts';
import { useHost, useHostLanguage, useSession } from 'shared-contracts/react';
import { loggedInAnnouncementsQueryOptions, noticesQueryOptions } from '../queries/shell-queries';
import { mergeAnnouncements, pageCount, pageOf } from './announcement-list';
import styles from './modals.module.css';

/**
 * The announcement modal (spec §2 "Announcement modal"): the player notices (plus, for a member,
 * the logged-in announcements) as a list paged 9 per page; a title opens its detail, whose HTML is
 * rendered through the kit's SafeHtml.
 */
export function AnnouncementsModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('shell');
  const host = useHost();
  const language = useHostLanguage();
  const session = useSession();
  const format = useFormat();
  const notices = useQuery(noticesQueryOptions(host.api, language));
  const memberNotices = useQuery(loggedInAnnouncementsQueryOptions(host.api, session.token));
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Notice | null>(null);

  const items = useMemo(
    () => mergeAnnouncements(notices.data?.player ?? [], memberNotices.data?.list ?? []),
    [notices.data, memberNotices.data],
  );
  const pages = pageCount(items.length);
  const current = Math.min(page, pages);
  const isPending = notices.isPending || (!!session.token && memberNotices.isPending);

  let body;
  if (selected) {
    body = (
      <article className={styles.detail} aria-labelledby="announcement-detail-title">
        <button type="button" className={styles.linkButton} onClick={() => setSelected(null)}>
          ← {t('announcements.back')}
        </button>
        <h3 id="announcement-detail-title">{selected.title}</h3>
        {selected.createTime ? <p className={styles.muted}>{format.dateTime(selected.createTime)}</p> : null}
        <SafeHtml className={styles.html} html={selected.content} />
      </article>
    );
  } else if (isPending) {
    body = (
      <p role="status" className={styles.muted}>
        {t('common:actions.loading')}
      </p>
    );
  } else if (notices.isError && items.length === 0) {
    body = (
      <div role="alert" className={styles.error}>
        <span>{apiErrorText(notices.error, t)}</span>
        <button type="button" className={styles.secondary} onClick={() => void notices.refetch()}>
          {t('common:actions.retry')}
        </button>
      </div>
    );
  } else if (items.length === 0) {
    body = <p className={styles.muted}>{t('announcements.empty')}</p>;
  } else {
    body = (
      <>
        <ul className={styles.list} aria-label={t('announcements.title')}>
          {pageOf(items, current).map((notice) => (
            <li key={notice.id}>
              <button type="button" className={styles.listItem} onClick={() => setSelected(notice)}>
                {notice.title}
              </button>
            </li>
          ))}
        </ul>
        {pages > 1 ? (
          <nav className={styles.pager} aria-label={t('announcements.pages')}>
            <button type="button" className={styles.secondary} disabled={current <= 1} onClick={() => setPage(current - 1)}>
              {t('announcements.previous')}
            </button>
            <span aria-live="polite">{t('announcements.pageOf', { page: current, count: pages })}</span>
            <button type="button" className={styles.secondary} disabled={current >= pages} onClick={() => setPage(current + 1)}>
              {t('announcements.next')}
            </button>
          </nav>
        ) : null}
      </>
    );
  }

  return (
    <Dialog title={t('announcements.title')} onClose={onClose} testId="announcements-modal">
      {body}
    </Dialog>
  );
}
