import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTES } from 'shared-contracts';
import { useDocumentTitle } from '../hooks/use-document-title';
import styles from './pages.module.css';

/** Any unknown route: a translated not-found page with a way home. */
export function NotFoundPage() {
  const { t } = useTranslation('shell');
  useDocumentTitle(t('titles.notFound'));
  return (
    <section className={styles.notFound} aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link to={ROUTES.home} className={styles.homeLink}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
