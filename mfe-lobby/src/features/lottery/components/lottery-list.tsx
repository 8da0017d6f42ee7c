import { useTranslation } from 'react-i18next';
import { FavouriteStar } from '../../../components/favourite-star';
import styles from './lottery-page.module.css';

/** A lottery as the lists show it. */
export interface LotteryListItem {
  gameCode: string;
  gameName: string;
  defaultPlayType?: string | undefined;
  labelName?: string | undefined;
  /** `TCG_LOTTO_VN` for a Vietnamese lottery (it opens on /vnlottery). */
  accountTypeName?: string | undefined;
}

/** Props of {@link LotteryList}. */
export interface LotteryListProps {
  title: string;
  items: readonly LotteryListItem[];
  /** The game code shown in the betting view now. */
  selected: string | null;
  onSelect: (item: LotteryListItem) => void;
  isFavourite: (gameCode: string) => boolean;
  onToggleFavourite: (item: LotteryListItem) => void;
}

/** A titled list of lotteries: each opens its betting view, and has a favourite star. */
export function LotteryList({ title, items, selected, onSelect, isFavourite, onToggleFavourite }: LotteryListProps) {
  const { t } = useTranslation();
  return (
    <ul className={styles.list} aria-label={title}>
      {items.map((item) => (
        <li key={item.gameCode} className={styles.item}>
          <button
            type="button"
            className={styles.itemButton}
            aria-current={selected === item.gameCode ? 'true' : undefined}
            onClick={() => onSelect(item)}
          >
            <span className={styles.itemName}>{item.gameName}</span>
            {item.labelName && <span className={styles.itemLabel}>{item.labelName}</span>}
          </button>
          <FavouriteStar
            gameName={item.gameName}
            isFavourite={isFavourite(item.gameCode)}
            isBusy={false}
            onToggle={() => onToggleFavourite(item)}
          />
        </li>
      ))}
      {items.length === 0 && <li className={styles.empty}>{t('lottery.listEmpty')}</li>}
    </ul>
  );
}
