import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useBusEvent, useHost, useSession } from 'shared-contracts/react';
import { shellKeys, unreadCountQueryOptions } from '../../queries/shell-queries';
import styles from './header.module.css';

/**
 * The member's unread inbox count in the header (`home.unreadCount`), kept current by the member
 * centre's `inbox:unread-changed` without another call. The button stays when nothing is unread
 * (issue 49: it was the way to the messages): "Messages", without a count. Opens the member centre
 * on its messages page; a guest has none.
 */
export function UnreadBadge() {
  const { t } = useTranslation('shell');
  const host = useHost();
  const { token } = useSession();
  const queryClient = useQueryClient();
  const { data: unread = 0 } = useQuery(unreadCountQueryOptions(host.api, token));

  useBusEvent('inbox:unread-changed', ({ unread: next }) => queryClient.setQueryData(shellKeys.unread(token), next));

  if (!token) return null;
  const hasUnread = unread > 0;
  return (
    <button
      type="button"
      className={styles.unread}
      aria-label={hasUnread ? t('header.unread', { count: unread }) : t('header.messages')}
      onClick={() => host.bus.emit('centre:open', { centre: 'member', page: 'messageV2' })}
    >
      <span aria-hidden="true" className={styles.unreadIcon}>
        ✉
      </span>
      {hasUnread && (
        <span aria-hidden="true" className={styles.unreadCount} data-testid="header-unread">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </button>
  );
}
