import { useTranslation } from 'react-i18next';
import { useSession } from 'shared-contracts/react';
import { useMemberLoad } from '../session/use-member-load';
import styles from './layout.module.css';

/**
 * Shown while a logged-in player's member data could not be loaded (spec §4: the session is kept;
 * only a 401 or the not-logged-in code ends it). The session retries by itself; Retry tries now.
 */
export function MemberLoadNotice() {
  const { t } = useTranslation('shell');
  const session = useSession();
  const { isFailed, isLoading, retry } = useMemberLoad();
  if (!session.token || session.member || !isFailed) return null;
  return (
    <div className={styles.memberNotice} role="alert">
      <p>{t('account.loadFailed')}</p>
      <button type="button" className={styles.memberNoticeButton} onClick={retry} disabled={isLoading}>
        {isLoading ? t('account.retrying') : t('account.retry')}
      </button>
    </div>
  );
}
