import { Link } from 'react-router-dom';
import type { Promotion } from 'shared-contracts';
import { isComingSoon } from '../utils/state-actions';
import { Countdown } from './countdown';
import { PromotionImage } from './promotion-image';
import { StateBadge } from './state-badge';
import styles from './promotion-card.module.css';

/**
 * One promotion in the list; the title is the link to its detail (`?id=<id>`), the whole card is
 * clickable. `isFirst`: the list's first card, whose picture is the page's largest on a phone.
 */
export function PromotionCard({
  promotion,
  onStarted,
  isFirst = false,
}: {
  promotion: Promotion;
  onStarted?: () => void;
  isFirst?: boolean;
}) {
  return (
    <article className={styles.card}>
      <PromotionImage src={promotion.image} priority={isFirst} />
      <div className={styles.body}>
        <StateBadge state={promotion.state} />
        <h3 className={styles.title}>
          <Link className={styles.link} to={{ search: `?id=${promotion.id}` }}>
            {promotion.title}
          </Link>
        </h3>
        {isComingSoon(promotion.state) && promotion.startTime !== undefined ? (
          <Countdown target={promotion.startTime} onDone={onStarted} />
        ) : null}
        {promotion.summary ? <p className={styles.summary}>{promotion.summary}</p> : null}
      </div>
    </article>
  );
}
