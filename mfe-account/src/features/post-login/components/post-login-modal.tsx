import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessageKey } from 'shared-contracts';
import { useHost } from 'shared-contracts/react';
import { AccountDialog } from '../../../components/account-dialog';
import { formatDateTime } from 'platform-ui';
import { formatCountry } from '../utils/format';
import { loginInfoQueryOptions } from '../api/login-info-query';
import styles from './post-login-modal.module.css';

/** The member-centre page of the inbox (spec §2 "messageV2 (platform information)"). */
export const INBOX_PAGE = 'messageV2';

/** Props of {@link PostLoginModal}. */
export interface PostLoginModalProps {
  /** The session's token: the login info is fetched once per session. */
  token: string;
  /** What the login answered; the login info's own flag wins once it has loaded. */
  firstTimeLogin: boolean;
  onClose: () => void;
}

/**
 * The post-login modal (spec §4 "Otherwise fetch login info and show the post-login modal"): a
 * welcome (its first-login variant), the previous login's time, IP and country, a warning when
 * this login comes from a new location, the unread messages with a way to the inbox, and OK.
 * While the login info loads it says so; when it cannot be loaded it says that with Retry (the
 * login itself is done either way).
 */
export function PostLoginModal({ token, firstTimeLogin, onClose }: PostLoginModalProps) {
  const { t, i18n } = useTranslation();
  const host = useHost();
  const okRef = useRef<HTMLButtonElement>(null);
  const info = useQuery(loginInfoQueryOptions(host, token));
  const isFirst = info.data?.firstTimeLogin ?? firstTimeLogin;
  const language = i18n.language;

  const openInbox = () => {
    onClose();
    host.bus.emit('centre:open', { centre: 'member', page: INBOX_PAGE });
  };

  return (
    <AccountDialog
      title={t(isFirst ? 'postLogin.titleFirst' : 'postLogin.title')}
      onClose={onClose}
      initialFocusRef={okRef}
      testId="post-login"
    >
      <div className={styles.body} aria-busy={info.isPending}>
        {info.isPending && (
          <>
            <p role="status" className={styles.muted}>
              {t('postLogin.loading')}
            </p>
            {/* The loaded modal's boxes, empty: the previous login and the messages arriving do not
                push OK down while the player reaches for it (CLS, issue 47.4). Hidden from
                assistive technology: the status says it is loading. A first login has no previous one. */}
            {!firstTimeLogin && (
              <section className={styles.section} aria-hidden="true" data-testid="post-login-placeholder">
                <h3 className={styles.subtitle}>{t('postLogin.previous')}</h3>
                <dl className={styles.details}>
                  <dt>{t('postLogin.time')}</dt>
                  <dd>&nbsp;</dd>
                  <dt>{t('postLogin.ip')}</dt>
                  <dd>&nbsp;</dd>
                  <dt>{t('postLogin.country')}</dt>
                  <dd>&nbsp;</dd>
                </dl>
              </section>
            )}
            <div className={styles.messages} aria-hidden="true">
              <p className={styles.text}>&nbsp;</p>
            </div>
          </>
        )}
        {info.isError && (
          <div role="alert" className={styles.failure}>
            <p className={styles.text}>{t('postLogin.failed')}</p>
            <p className={styles.muted}>{t(apiErrorMessageKey(info.error), { ns: 'common' })}</p>
            <button type="button" className={styles.secondary} onClick={() => void info.refetch()} disabled={info.isFetching}>
              {t('actions.retry', { ns: 'common' })}
            </button>
          </div>
        )}
        {info.data && (
          <>
            <p className={styles.text}>{t(isFirst ? 'postLogin.greetingFirst' : 'postLogin.greeting', { username: info.data.username })}</p>
            {info.data.newLocation && (
              <p className={styles.warning} data-testid="post-login-new-location">
                <strong>{t('postLogin.newLocationTitle')}</strong> {t('postLogin.newLocation')}
              </p>
            )}
            {info.data.previousLogin ? (
              <section aria-labelledby="post-login-previous" className={styles.section}>
                <h3 id="post-login-previous" className={styles.subtitle}>
                  {t('postLogin.previous')}
                </h3>
                <dl className={styles.details}>
                  <dt>{t('postLogin.time')}</dt>
                  <dd>{formatDateTime(info.data.previousLogin.time, language)}</dd>
                  <dt>{t('postLogin.ip')}</dt>
                  <dd>{info.data.previousLogin.ip}</dd>
                  <dt>{t('postLogin.country')}</dt>
                  <dd>{formatCountry(info.data.previousLogin.country, language) ?? t('postLogin.countryUnknown')}</dd>
                </dl>
              </section>
            ) : (
              <p className={styles.muted}>{t('postLogin.noPrevious')}</p>
            )}
            <div className={styles.messages}>
              <p className={styles.text}>{t('postLogin.unread', { count: info.data.unreadMessages })}</p>
              {info.data.unreadMessages > 0 && (
                <button type="button" className={styles.secondary} onClick={openInbox}>
                  {t('postLogin.openInbox')}
                </button>
              )}
            </div>
          </>
        )}
      </div>
      <div className={styles.actions}>
        <button ref={okRef} type="button" className={styles.primary} onClick={onClose}>
          {t('postLogin.ok')}
        </button>
      </div>
    </AccountDialog>
  );
}
