import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHost, useSession } from 'shared-contracts/react';
import { PageFrame, SafeHtml, useFormat } from 'platform-ui';
import { queryState } from '../../../components/query-state';
import styles from '../../../components/ui.module.css';
import { announcementsQueryOptions } from '../api/announcements-query';

/** agentAnnouncement: the agent's notices; each opens to its (sanitized) HTML detail. */
export function Announcements() {
  const { t } = useTranslation();
  const host = useHost();
  const { member } = useSession();
  const format = useFormat();
  const query = useQuery(announcementsQueryOptions(host.api, member?.account ?? ''));
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <div className={styles.page}>
      <PageFrame {...queryState(query)} empty={query.data?.list.length === 0 && t('announcement.empty')}>
        {query.data ? (
          <ul className={`${styles.section} ${styles.plainList}`}>
            {query.data.list.map((notice) => {
              const isOpen = openId === notice.id;
              return (
                <li key={notice.id} className={styles.card}>
                  <h4 className={styles.cardHeading}>
                    <button
                      type="button"
                      className={styles.button}
                      aria-expanded={isOpen}
                      aria-controls={`agent-notice-${notice.id}`}
                      onClick={() => setOpenId(isOpen ? null : notice.id)}
                    >
                      {notice.title}
                    </button>
                  </h4>
                  {notice.createTime ? <p className={styles.muted}>{format.dateTime(notice.createTime)}</p> : null}
                  <div id={`agent-notice-${notice.id}`} hidden={!isOpen}>
                    {isOpen ? <SafeHtml html={notice.content} /> : null}
                  </div>
                </li>
              );
            })}
          </ul>
        ) : null}
      </PageFrame>
    </div>
  );
}
