import type { ReactNode } from 'react';
import type { Game } from 'shared-contracts';
import { GameCard } from '../../../components/game-card';
import styles from './home-games.module.css';

/** A short list of games (hot, recent, favourites): a wrapping grid of cards, not virtualised. */
export function GameStrip({
  games,
  label,
  onLaunch,
  cardExtra,
}: {
  games: readonly Game[];
  label: string;
  onLaunch: (game: Game) => void;
  cardExtra?: (game: Game) => ReactNode;
}) {
  return (
    <ul className={styles.strip} aria-label={label}>
      {games.map((game) => (
        <li key={`${game.vassalage}:${game.nodeId}`} className={styles.cell}>
          <GameCard game={game} vendorName={game.vassalage} isLaunching={false} onLaunch={onLaunch} />
          {cardExtra?.(game)}
        </li>
      ))}
    </ul>
  );
}
