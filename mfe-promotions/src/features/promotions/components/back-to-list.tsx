import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styles from './back-to-list.module.css';

/**
 * The link back to the list (drops `?id`): on a promotion's detail, and in its place when the
 * detail's code could not load (so it lives outside the detail's chunk).
 */
export function BackToList() {
  const { t } = useTranslation();
  return (
    <Link className={styles.back} to={{ search: '' }}>
      <span aria-hidden="true">← </span>
      {t('detail.back')}
    </Link>
  );
}
