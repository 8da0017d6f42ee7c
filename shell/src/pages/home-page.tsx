import { useTranslation } from 'react-i18next';
import { RemoteSlot } from '../components/remote-slot/remote-slot';
import { useDocumentTitle } from '../hooks/use-document-title';
import { BannerStrip } from './banner-strip';
import styles from './pages.module.css';

/** `/` (and its aliases): the home banners, then the slots lobby from mfe-lobby. */
export function HomePage() {
  const { t } = useTranslation('shell');
  useDocumentTitle(t('titles.home'));
  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">{t('titles.home')}</h1>
      <BannerStrip group="home" />
      <RemoteSlot remote="mfe-lobby" exposed="CategoryLobby" props={{ category: 'RNG' }} />
    </div>
  );
}
