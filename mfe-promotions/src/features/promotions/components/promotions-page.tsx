import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageFrame, PartUnavailable, Tabs, lazyPart, type PartRetry } from 'platform-ui';
import type { Promotion } from 'shared-contracts';
import { useHost, useHostLanguage } from 'shared-contracts/react';
import { promotionKeys, promotionListQueryOptions } from '../api/promotions-query';
import { ALL_CATEGORIES, useCategoryFilterStore } from '../stores/category-store';
import { BackToList } from './back-to-list';
import { PromotionCard } from './promotion-card';
import styles from './promotions-page.module.css';

/**
 * The detail's place when its code could not load (a dropped connection), as its own error state
 * is: the way back to the list, and a retry. The page's title and frame stay.
 */
function DetailUnavailable({ retry }: { id: number } & PartRetry) {
  return (
    <div className={styles.detailUnavailable}>
      <BackToList />
      <PartUnavailable retry={retry} />
    </div>
  );
}

/**
 * One promotion in full loads when a route asks for it: with it come the sanitizer of its HTML and
 * the application form (react-hook-form, the dialog), which the list never needs (issue 19: the
 * list page loaded them all, about 40 KiB gzip). It fills the page, so a chunk that cannot load
 * says so in its place ({@link DetailUnavailable}); the next opening, or Try again, loads it again.
 */
const PromotionDetail = lazyPart(
  'the promotion detail',
  () => import(/* webpackChunkName: "promotion-detail" */ './promotion-detail').then((module) => module.PromotionDetail),
  DetailUnavailable,
);

/** The query parameter of the promotions route that opens a promotion (spec §2). */
export const PROMOTION_ID_PARAM = 'id';

function humanize(category: string): string {
  const words = category.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function PromotionList({ promotions }: { promotions: Promotion[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const chosen = useCategoryFilterStore((state) => state.category);
  const setCategory = useCategoryFilterStore((state) => state.setCategory);
  const categories = [...new Set(promotions.map((promotion) => promotion.category))];
  const category = categories.includes(chosen) ? chosen : ALL_CATEGORIES;
  const shown = category === ALL_CATEGORIES ? promotions : promotions.filter((promotion) => promotion.category === category);

  if (promotions.length === 0) return <p className={styles.empty}>{t('list.empty')}</p>;

  const items = [ALL_CATEGORIES, ...categories].map((value) => ({
    id: value,
    label: value === ALL_CATEGORIES ? t('list.all') : t(`categories.${value}`, { defaultValue: humanize(value) }),
  }));

  return (
    <Tabs label={t('list.filterLabel')} items={items} value={category} onValueChange={setCategory}>
      <ul className={styles.grid} aria-label={t('list.label')}>
        {shown.map((promotion, index) => (
          <li key={promotion.id}>
            <PromotionCard
              promotion={promotion}
              isFirst={index === 0}
              onStarted={() => void queryClient.invalidateQueries({ queryKey: promotionKeys.all })}
            />
          </li>
        ))}
      </ul>
    </Tabs>
  );
}

/**
 * The `/promotions` page (and `/promoDetail`): the promotions by category with their activity
 * states, and one promotion in full when the route carries `?id=<id>`.
 */
export function PromotionsPage({ promotionId }: { promotionId?: number | undefined }) {
  const { t } = useTranslation();
  const host = useHost();
  const language = useHostLanguage();
  const [params] = useSearchParams();
  const idParam = params.get(PROMOTION_ID_PARAM);
  const id = promotionId ?? (idParam !== null && /^\d+$/.test(idParam) ? Number(idParam) : null);
  const list = useQuery({ ...promotionListQueryOptions(host.api, language), enabled: id === null });

  if (id !== null) {
    return (
      <Suspense fallback={<PageFrame title={t('title')} headingLevel={1} loading />}>
        <PageFrame title={t('title')} headingLevel={1}>
          <PromotionDetail id={id} />
        </PageFrame>
      </Suspense>
    );
  }
  return (
    <PageFrame title={t('title')} headingLevel={1} loading={list.isPending} error={list.error} onRetry={() => void list.refetch()}>
      {list.data ? <PromotionList promotions={list.data} /> : null}
    </PageFrame>
  );
}
