import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { ROUTES } from 'shared-contracts';
import { useHost, useSession } from 'shared-contracts/react';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useUiStore } from '../stores/ui-store';
import styles from './pages.module.css';

/**
 * `/login` (spec §2): where logged-in-only mode sends guests. It opens the login modal at once and
 * offers a button to open it again; once signed in the member goes home.
 */
export function LoginPage() {
  const { t } = useTranslation('shell');
  const host = useHost();
  const session = useSession();
  const openAccount = useUiStore((state) => state.openAccount);
  useDocumentTitle(t('login.title'));
  const hasToken = !!session.token;

  // Straight to the store: the overlays' bus listener may not be subscribed yet on the first render.
  useEffect(() => {
    if (!hasToken) openAccount({ modal: 'login' });
  }, [hasToken, openAccount]);

  if (session.status === 'authenticated') return <Navigate to={ROUTES.home} replace />;
  return (
    <section className={styles.notFound} aria-labelledby="login-page-title">
      <h1 id="login-page-title">{t('login.title')}</h1>
      <p>{t('login.body')}</p>
      <button type="button" className={styles.homeLink} onClick={() => host.bus.emit('auth:login-requested', { modal: 'login' })}>
        {t('login.open')}
      </button>
    </section>
  );
}
