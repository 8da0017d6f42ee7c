import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHost, useSession } from 'shared-contracts/react';
import { QueryFrame } from '../../../components/query-frame';
import { HtmlText } from '../../../components/safe-html';
import styles from '../../../components/kit.module.css';
import { useFormat } from '../../../lib/format';
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
      <QueryFrame query={query} isEmpty={(data) => data.list.length === 0} emptyText={t('announcement.empty')}>
        {(data) => (
          <ul className={styles.section} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {data.list.map((notice) => {
              const isOpen = openId === notice.id;
              return (
                <li key={notice.id} className={styles.card}>
                  <h4 className={styles.heading} style={{ margin: 0 }}>
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
                    {isOpen ? <HtmlText html={notice.content} /> : null}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </QueryFrame>
    </div>
  );
}
