import { useTranslation } from 'react-i18next';
import styles from './favourite-star.module.css';

/** Props of {@link FavouriteStar}. */
export interface FavouriteStarProps {
  gameName: string;
  isFavourite: boolean;
  isBusy: boolean;
  onToggle: () => void;
}

/** The star on a game card: a toggle button (aria-pressed) that adds or removes the favourite. */
export function FavouriteStar({ gameName, ...rest }: FavouriteStarProps) {
  const { t } = useTranslation();
  return (
    <FavouriteStarButton
      label={t('favourites.toggle', { name: gameName })}
      titles={[t('favourites.add'), t('favourites.remove')]}
      {...rest}
    />
  );
}

/** Props of {@link FavouriteStarButton}. */
export interface FavouriteStarButtonProps extends Omit<FavouriteStarProps, 'gameName'> {
  /** The button's accessible name (translated `favourites.toggle` with the game's name). */
  label: string;
  /** Its tooltip when not a favourite, and when one (translated `favourites.add`, `favourites.remove`). */
  titles: readonly [add: string, remove: string];
}

/**
 * The star with its texts given: no hook, so a grid of hundreds of cards translates the shared
 * texts once per render instead of subscribing every star to the i18n instance (issue 19.8).
 */
export function FavouriteStarButton({ label, titles, isFavourite, isBusy, onToggle }: FavouriteStarButtonProps) {
  return (
    <button
      type="button"
      className={styles.star}
      aria-pressed={isFavourite}
      aria-label={label}
      title={isFavourite ? titles[1] : titles[0]}
      disabled={isBusy}
      onClick={onToggle}
    >
      <span aria-hidden="true">{isFavourite ? '★' : '☆'}</span>
    </button>
  );
}
