import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { Promotion } from 'shared-contracts';
import { useHost, useHostLanguage } from 'shared-contracts/react';
import { errorMessage } from '../../../lib/error-message';
import { promotionListQueryOptions } from '../api/promotions-query';
import { ALL_CATEGORIES, useCategoryFilterStore } from '../stores/category-store';
import { BackToList, PromotionDetail } from './promotion-detail';
import { PromotionCard } from './promotion-card';
import styles from './promotions-page.module.css';

/** The query parameter of the promotions route that opens a promotion (spec §2). */
export const PROMOTION_ID_PARAM = 'id';

function humanize(category: string): string {
  const words = category.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" aria-label={t('list.loading')}>
      <ul className={styles.grid} aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i} className={styles.skeletonCard}>
            <div className={styles.skeletonImage} />
            <div className={styles.skeletonLine} />
            <div className={styles.skeletonLineShort} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={styles.error}>
      <p>{t('list.error')}</p>
      <p>{errorMessage(error, t)}</p>
      <button type="button" className={styles.button} onClick={onRetry}>
        {t('actions.retry', { ns: 'common' })}
      </button>
    </div>
  );
}

function PromotionList({ promotions }: { promotions: Promotion[] }) {
  const { t } = useTranslation();
  const chosen = useCategoryFilterStore((state) => state.category);
  const setCategory = useCategoryFilterStore((state) => state.setCategory);
  const categories = [...new Set(promotions.map((promotion) => promotion.category))];
  const category = categories.includes(chosen) ? chosen : ALL_CATEGORIES;
  const shown = category === ALL_CATEGORIES ? promotions : promotions.filter((promotion) => promotion.category === category);

  if (promotions.length === 0) return <p className={styles.empty}>{t('list.empty')}</p>;

  return (
    <>
      <div role="group" aria-label={t('list.filterLabel')} className={styles.filters}>
        {[ALL_CATEGORIES, ...categories].map((option) => (
          <button
            key={option}
            type="button"
            className={styles.filter}
            aria-pressed={option === category}
            onClick={() => setCategory(option)}
          >
            {option === ALL_CATEGORIES ? t('list.all') : t(`categories.${option}`, { defaultValue: humanize(option) })}
          </button>
        ))}
      </div>
      <ul className={styles.grid} aria-label={t('list.label')}>
        {shown.map((promotion) => (
          <li key={promotion.id}>
            <PromotionCard promotion={promotion} />
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The `/promotions` page: the promotions as cards with a category filter, and a promotion's detail
 * when the route carries `?id=<id>`.
 */
export function PromotionsPage() {
  const { t } = useTranslation();
  const host = useHost();
  const language = useHostLanguage();
  const headingId = useId();
  const [params] = useSearchParams();
  const idParam = params.get(PROMOTION_ID_PARAM);
  const list = useQuery(promotionListQueryOptions(host.api, language));

  let body;
  if (list.isPending) body = <ListSkeleton />;
  else if (list.isError) body = <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  else if (idParam !== null) {
    const promotion = list.data.find((candidate) => String(candidate.id) === idParam);
    body = promotion ? (
      <PromotionDetail promotion={promotion} />
    ) : (
      <div className={styles.detail}>
        <BackToList />
        <p role="alert" className={styles.empty}>
          {t('detail.notFound')}
        </p>
      </div>
    );
  } else body = <PromotionList promotions={list.data} />;

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.heading}>
        {t('title')}
      </h1>
      {body}
    </section>
  );
}
