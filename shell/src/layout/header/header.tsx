import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { WHITELABEL_FLAGS, type Theme } from 'shared-contracts';
import { useBusEvent, useHost, useSession } from 'shared-contracts/react';
import { LanguagePicker } from '../../components/language-picker/language-picker';
import { AvatarMenu } from './avatar-menu';
import { Balance } from './balance';
import { UnreadBadge } from './unread-badge';
import styles from './header.module.css';

function ThemeToggle() {
  const { t } = useTranslation('shell');
  const host = useHost();
  const [theme, setTheme] = useState<Theme>(() => host.theme.getTheme());
  useBusEvent('theme:changed', ({ theme: next }) => setTheme(next), { replay: true });
  const next: Theme = theme === 'light' ? 'dark' : 'light';
  return (
    <button type="button" className={styles.iconButton} onClick={() => host.theme.setTheme(next)} aria-pressed={theme === 'dark'}>
      {next === 'dark' ? t('header.toDark') : t('header.toLight')}
    </button>
  );
}

/**
 * The site header (spec §2 "Header"): logo, theme and language controls; log in / register for
 * guests; deposit, withdraw, balance and the avatar menu for members.
 */
export function Header() {
  const { t } = useTranslation('shell');
  const host = useHost();
  const session = useSession();
  const canRegister = host.system.isEnabled(WHITELABEL_FLAGS.registerButton);

  return (
    <header className={styles.header}>
      <Link to="/" className={styles.logo} aria-label={t('header.homeLink', { brand: host.brand.name })}>
        <span className={styles.logoMark} aria-hidden="true">
          ★
        </span>
        <span>{host.brand.name}</span>
      </Link>
      <div className={styles.controls}>
        <ThemeToggle />
        <LanguagePicker className={styles.language} labelClassName={styles.languageLabel} />
        {session.status === 'authenticated' ? (
          <>
            <button
              type="button"
              className={styles.primaryButton}
              onClick={() => host.bus.emit('centre:open', { centre: 'member', page: 'depositv2' })}
            >
              {t('header.deposit')}
            </button>
            <button
              type="button"
              className={styles.secondaryButton}
              onClick={() => host.bus.emit('centre:open', { centre: 'member', page: 'withdraw' })}
            >
              {t('header.withdraw')}
            </button>
            <Balance />
            <UnreadBadge />
            <AvatarMenu />
          </>
        ) : session.status === 'loading' ? (
          <span className={styles.balanceValue} role="status">
            {t('common:actions.loading')}
          </span>
        ) : (
          <>
            <button type="button" className={styles.primaryButton} onClick={() => host.bus.emit('auth:login-requested', { modal: 'login' })}>
              {t('header.login')}
            </button>
            {canRegister ? (
              <button
                type="button"
                className={styles.secondaryButton}
                onClick={() => host.bus.emit('auth:login-requested', { modal: 'register' })}
              >
                {t('header.register')}
              </button>
            ) : null}
          </>
        )}
      </div>
    </header>
  );
}
