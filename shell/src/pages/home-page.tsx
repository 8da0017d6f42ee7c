import { useTranslation } from 'react-i18next';
import { RemoteSlot } from '../components/remote-slot/remote-slot';
import { useDocumentTitle } from '../hooks/use-document-title';
import styles from './pages.module.css';

/** `/` (and its aliases): the slots lobby from mfe-lobby under the home banners (set by the layout). */
export function HomePage() {
  const { t } = useTranslation('shell');
  useDocumentTitle(t('titles.home'));
  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">{t('titles.home')}</h1>
      <RemoteSlot remote="mfe-lobby" exposed="CategoryLobby" props={{ category: 'RNG' }} />
    </div>
  );
}
