import { useTranslation } from 'react-i18next';
import type { CategoryLobbyProps, GameCategoryCode } from 'shared-contracts';
import { RemoteSlot } from '../components/remote-slot/remote-slot';
import { useDocumentTitle } from '../hooks/use-document-title';
import styles from './pages.module.css';

/** A category lobby route (`/rng`, `/live`, ...): mfe-lobby's CategoryLobby; the title says "game hall". */
export function CategoryPage({ category }: { category: GameCategoryCode }) {
  const { t } = useTranslation('shell');
  useDocumentTitle(t('titles.gameHall', { category: t(`sideMenu.categories.${category}`) }));
  const props: CategoryLobbyProps = { category };
  return (
    <div className={styles.page}>
      <RemoteSlot key={category} remote="mfe-lobby" exposed="CategoryLobby" props={{ ...props }} />
    </div>
  );
}
