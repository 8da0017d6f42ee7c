import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { lazyPart, type PartRetry } from 'platform-ui';
import { WHITELABEL_FLAGS, type Theme } from 'shared-contracts';
import { useBusEvent, useHost, useSession } from 'shared-contracts/react';
import { LanguagePicker } from '../../components/language-picker/language-picker';
import { useUiStore } from '../../stores/ui-store';
import { preloadSideMenuDrawer } from '../side-menu/drawer-load';
import { AvatarButton } from './avatar-button';
import { Balance } from './balance';
import { MoonIcon, SunIcon } from './header-icons';
import { UnreadBadge } from './unread-badge';
import styles from './header.module.css';

// The account menu (the kit's Menu on Radix) loads when a member is logged in, not with the first
// paint; its button shows disabled meanwhile, so a click waits for it. If its code cannot load, the
// button stays, and a press asks for the code again (the menu then shows; a second press opens it).
function AvatarMenuUnavailable({ retry }: PartRetry) {
  return (
    <div className={styles.avatar}>
      <AvatarButton onClick={retry} />
    </div>
  );
}
// Late code keeps the header's one row: the button, pressable, asks for the code again.
const AvatarMenu = lazyPart<object>(
  'the account menu',
  () => import('./avatar-menu').then((module) => module.AvatarMenu),
  AvatarMenuUnavailable,
  {
    stillLoading: AvatarMenuUnavailable,
  },
);

/** The light/dark switch (in the header; in the side menu drawer below 1024 px). */
export function ThemeToggle() {
  const { t } = useTranslation('shell');
  const host = useHost();
  const [theme, setTheme] = useState<Theme>(() => host.theme.getTheme());
  useBusEvent('theme:changed', ({ theme: next }) => setTheme(next), {
    replay: true,
  });
  const next: Theme = theme === 'light' ? 'dark' : 'light';
  const label = next === 'dark' ? t('header.toDark') : t('header.toLight');
  return (
    <button
      type="button"
      className={`${styles.iconButton} ${styles.themeButton}`}
      onClick={() => host.theme.setTheme(next)}
      aria-pressed={theme === 'dark'}
      title={label}
    >
      {next === 'dark' ? <MoonIcon /> : <SunIcon />}
      <span className={styles.themeLabel}>{label}</span>
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
  // Below 1024 px the header keeps to one row (logo, balance, menu, login or avatar): the side
  // menu is a drawer opened here, and the theme and language controls move into it.
  const isDrawerOpen = useUiStore((state) => state.drawerOpen);
  const setDrawerOpen = useUiStore((state) => state.setDrawerOpen);

  return (
    <header className={styles.header}>
      <button
        type="button"
        className={styles.menuButton}
        aria-haspopup="dialog"
        aria-expanded={isDrawerOpen}
        onPointerEnter={preloadSideMenuDrawer}
        onPointerDown={preloadSideMenuDrawer}
        onFocus={preloadSideMenuDrawer}
        onClick={() => setDrawerOpen(true)}
      >
        <span aria-hidden="true">☰</span>
        <span className="visually-hidden">{t('header.openMenu')}</span>
      </button>
      <Link to="/" className={styles.logo} aria-label={t('header.homeLink', { brand: host.brand.name })}>
        <span className={styles.logoMark} aria-hidden="true">
          ★
        </span>
        <span>{host.brand.name}</span>
      </Link>
      <div className={styles.controls}>
        <div className={styles.wideControls}>
          <ThemeToggle />
          <LanguagePicker className={styles.language} labelClassName={styles.languageLabel} hideLabel />
        </div>
        {session.status === 'authenticated' ? (
          <>
            <button
              type="button"
              className={`${styles.primaryButton} ${styles.wideOnly}`}
              onClick={() =>
                host.bus.emit('centre:open', {
                  centre: 'member',
                  page: 'depositv2',
                })
              }
            >
              {t('header.deposit')}
            </button>
            <button
              type="button"
              className={`${styles.secondaryButton} ${styles.wideOnly}`}
              onClick={() =>
                host.bus.emit('centre:open', {
                  centre: 'member',
                  page: 'withdraw',
                })
              }
            >
              {t('header.withdraw')}
            </button>
            <Balance />
            <UnreadBadge />
            <Suspense
              fallback={
                <div className={styles.avatar}>
                  <AvatarButton disabled />
                </div>
              }
            >
              <AvatarMenu />
            </Suspense>
          </>
        ) : session.status === 'loading' ? (
          <span className={styles.balanceValue} role="status">
            {t('common:actions.loading')}
          </span>
        ) : (
          <>
            <button
              type="button"
              className={styles.primaryButton}
              onClick={() => host.bus.emit('auth:login-requested', { modal: 'login' })}
            >
              {t('header.login')}
            </button>
            {canRegister ? (
              // On a phone too (spec: DIRECTREG3 shows Register to guests), beside Log in.
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
