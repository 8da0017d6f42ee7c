import { Link } from 'react-router-dom';
import type { Promotion } from 'shared-contracts';
import { PromotionImage } from './promotion-image';
import { StateBadge } from './state-badge';
import styles from './promotion-card.module.css';

/** One promotion in the list; the title is the link to its detail (`?id=<id>`), the whole card is clickable. */
export function PromotionCard({ promotion }: { promotion: Promotion }) {
  return (
    <article className={styles.card}>
      <PromotionImage src={promotion.image} />
      <div className={styles.body}>
        <StateBadge state={promotion.state} />
        <h3 className={styles.title}>
          <Link className={styles.link} to={{ search: `?id=${promotion.id}` }}>
            {promotion.title}
          </Link>
        </h3>
        {promotion.summary && <p className={styles.summary}>{promotion.summary}</p>}
      </div>
    </article>
  );
}
