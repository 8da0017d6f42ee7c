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
export function FavouriteStar({ gameName, isFavourite, isBusy, onToggle }: FavouriteStarProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={styles.star}
      aria-pressed={isFavourite}
      aria-label={t('favourites.toggle', { name: gameName })}
      title={isFavourite ? t('favourites.remove') : t('favourites.add')}
      disabled={isBusy}
      onClick={onToggle}
    >
      <span aria-hidden="true">{isFavourite ? '★' : '☆'}</span>
    </button>
  );
}
