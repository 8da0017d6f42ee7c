import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { languageTag, type Promotion } from 'shared-contracts';
import { useHostLanguage } from 'shared-contracts/react';
import { sanitizeHtml } from '../utils/sanitize-html';
import { PromotionImage } from './promotion-image';
import { StateBadge } from './state-badge';
import styles from './promotions-page.module.css';

/** The link back to the list (drops `?id`). */
export function BackToList() {
  const { t } = useTranslation();
  return (
    <Link className={styles.back} to={{ search: '' }}>
      ← {t('detail.back')}
    </Link>
  );
}

/** One promotion in full: its picture, state, period and sanitized HTML content. */
export function PromotionDetail({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation();
  const language = useHostLanguage();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const html = useMemo(() => sanitizeHtml(promotion.content), [promotion.content]);
  const date = new Intl.DateTimeFormat(languageTag(language), { dateStyle: 'medium' });
  const { startTime, endTime } = promotion;

  // Opening a detail is a page change for keyboard and screen-reader users: land on its title.
  useEffect(() => headingRef.current?.focus(), [promotion.id]);

  return (
    <article className={styles.detail} data-testid="promotion-detail">
      <BackToList />
      <PromotionImage src={promotion.image} className={styles.detailImage} />
      <div className={styles.detailHeader}>
        <h2 ref={headingRef} tabIndex={-1} className={styles.detailTitle}>
          {promotion.title}
        </h2>
        <StateBadge state={promotion.state} />
      </div>
      {(startTime !== undefined || endTime !== undefined) && (
        <p className={styles.muted}>
          {startTime !== undefined && endTime !== undefined
            ? t('detail.period', { start: date.format(startTime), end: date.format(endTime) })
            : startTime !== undefined
              ? t('detail.starts', { start: date.format(startTime) })
              : t('detail.ends', { end: date.format(endTime) })}
        </p>
      )}
      {promotion.summary && <p className={styles.lead}>{promotion.summary}</p>}
      {html ? (
        // Sanitized with DOMPurify just above; never the server's raw HTML.
        <div className={styles.content} data-testid="promotion-content" dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <p className={styles.muted}>{t('detail.noContent')}</p>
      )}
    </article>
  );
}
