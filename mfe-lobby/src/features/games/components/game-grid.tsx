import { useTranslation } from 'react-i18next';
import type { Game } from 'shared-contracts';
import { GameCard } from './game-card';
import styles from './game-grid.module.css';

/** Props of {@link GameGrid}. */
export interface GameGridProps {
  games: readonly Game[];
  /** The display name of a vendor code. */
  vendorName: (vassalage: string) => string;
  onLaunch: (game: Game) => void;
  /** The game being launched, if any (its card shows busy). */
  launchingNodeId?: number | null | undefined;
}

/** The grid of game cards. */
export function GameGrid({ games, vendorName, onLaunch, launchingNodeId }: GameGridProps) {
  const { t } = useTranslation();
  return (
    <ul className={styles.grid} aria-label={t('games.listLabel')}>
      {games.map((game) => (
        <li key={`${game.vassalage}:${game.nodeId}`}>
          <GameCard game={game} vendorName={vendorName(game.vassalage)} isLaunching={launchingNodeId === game.nodeId} onLaunch={onLaunch} />
        </li>
      ))}
    </ul>
  );
}

/** Placeholder cards while a page of games loads. */
export function GameGridSkeleton({ count = 12 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('games.loading')}>
      <div className={styles.grid} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <div key={i} className={styles.skeletonCard} />
        ))}
      </div>
    </div>
  );
}
