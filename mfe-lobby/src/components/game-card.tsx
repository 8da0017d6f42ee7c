import { memo, useState } from 'react';
import { safeUrl, type Game } from 'shared-contracts';
import fallbackIcon from '../assets/game-fallback.svg';
import styles from './game-card.module.css';

/** Props of {@link GameCard}. */
export interface GameCardProps {
  game: Game;
  vendorName: string;
  isLaunching: boolean;
  onLaunch: (game: Game) => void;
}

/**
 * One game: a button with its icon (lazy, with the default image when missing, broken or not an
 * http(s) or site address), name and
 * vendor. Memoised: a card whose game, vendor name, busy state and (stable) launch callback are
 * unchanged is not drawn again when its row is.
 */
export const GameCard = memo(function GameCard({ game, vendorName, isLaunching, onLaunch }: GameCardProps) {
  const [hasIconFailed, setHasIconFailed] = useState(false);
  // The platform's address is checked by scheme before it reaches the img (issue 36 item 6).
  const showIcon = safeUrl(game.showIcon);
  const icon = !showIcon || hasIconFailed ? fallbackIcon : showIcon;
  return (
    <button type="button" className={styles.card} aria-busy={isLaunching} disabled={isLaunching} onClick={() => onLaunch(game)}>
      <img
        className={styles.icon}
        src={icon}
        alt=""
        loading="lazy"
        decoding="async"
        width={132}
        height={132}
        onError={() => setHasIconFailed(true)}
      />
      <span className={styles.body}>
        <span className={styles.name}>{game.gameName}</span>
        <span className={styles.vendor}>{vendorName}</span>
      </span>
    </button>
  );
});
