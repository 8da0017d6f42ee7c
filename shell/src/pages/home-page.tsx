import { useTranslation } from 'react-i18next';
import { RemoteSlot } from '../components/remote-slot/remote-slot';
import { useDocumentTitle } from '../hooks/use-document-title';
import styles from './pages.module.css';

/**
 * `/` (and its aliases), under the home banners (set by the layout): the lobby's home content (hot
 * games, winner board, recent games and favourites for members), then the slots lobby. Each is its
 * own slot, so one failing never hides the other.
 */
export function HomePage() {
  const { t } = useTranslation('shell');
  useDocumentTitle(t('titles.home'));
  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">{t('titles.home')}</h1>
      <RemoteSlot remote="mfe-lobby" exposed="HomeGames" />
      <RemoteSlot remote="mfe-lobby" exposed="CategoryLobby" props={{ category: 'RNG' }} />
    </div>
  );
}
