import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useHost, useHostLanguage } from 'shared-contracts/react';
import { Dialog, SafeHtml } from 'platform-ui';
import { noticesQueryOptions } from '../queries/shell-queries';
import { markFirstVisitNoticeSeen } from './first-visit-mark';
import styles from './modals.module.css';

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
