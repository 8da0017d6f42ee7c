import type { MouseEvent, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTES } from 'shared-contracts';
import styles from './register-notice.module.css';

/** Props of {@link RegisterNotice}. */
export interface RegisterNoticeProps {
  /** Go to the registration page (the owner closes the modal and navigates). */
  onOpenRegisterPage: () => void;
  /** Switch back to the login view. */
  onBackToLogin: () => void;
  /** Receives the page link (the modal focuses it when this view opens first). */
  linkRef?: RefObject<HTMLAnchorElement | null>;
}

/**
 * The register view of the account modal. Registration itself (server-driven form, SMS,
 * captcha) is a later issue and lives on the /register page; until then this view sends the
 * visitor there rather than showing a form that cannot submit.
 */
export function RegisterNotice({ onOpenRegisterPage, onBackToLogin, linkRef }: RegisterNoticeProps) {
  const { t } = useTranslation();

  const handleLinkClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click opens a new tab as usual; a plain one stays in the single-page app.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpenRegisterPage();
  };

  return (
    <div className={styles.root}>
      <p className={styles.text}>{t('register.intro')}</p>
      <a ref={linkRef} className={styles.primary} href={ROUTES.register} onClick={handleLinkClick}>
        {t('register.openPage')}
      </a>
      <p className={styles.switch}>
        {t('register.haveAccount')}{' '}
        <button type="button" className={styles.linkButton} onClick={onBackToLogin}>
          {t('register.backToLogin')}
        </button>
      </p>
    </div>
  );
}
