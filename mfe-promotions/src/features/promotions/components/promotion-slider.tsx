import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Carousel } from 'platform-ui';
import { ROUTES } from 'shared-contracts';
import { useHost, useHostLanguage } from 'shared-contracts/react';
import { promotionListQueryOptions } from '../api/promotions-query';
import { PromotionImage } from './promotion-image';
import styles from './promotion-slider.module.css';

/** Slider autoplay interval (spec §9). */
export const SLIDER_AUTOPLAY_MS = 5000;

/**
 * The promotions of one category as a slider (new_player on the registration page): autoplays
 * every 5000 ms when there is more than one; a click opens the promotion (`/promotions?id=N`).
 * Renders nothing when the category is empty or the list cannot be loaded: it is decoration on
 * someone else's page.
 */
export function PromotionSlider({ category }: { category: string }) {
  const { t } = useTranslation();
  const host = useHost();
  const language = useHostLanguage();
  const list = useQuery(promotionListQueryOptions(host.api, language, category));
  const promotions = (list.data ?? []).filter((promotion) => promotion.category === category);
  if (promotions.length === 0) return null;

  return (
    <Carousel
      label={t('slider.label', { category: t(`categories.${category}`, { defaultValue: category }) })}
      autoplayMs={SLIDER_AUTOPLAY_MS}
      slides={promotions.map((promotion) => ({
        id: String(promotion.id),
        content: (
          <a
            className={styles.slide}
            href={`${ROUTES.promotions}?id=${promotion.id}`}
            onClick={(event) => {
              event.preventDefault();
              host.navigate(`${ROUTES.promotions}?id=${promotion.id}`);
            }}
          >
            <PromotionImage src={promotion.image} />
            <span className={styles.caption}>{promotion.title}</span>
          </a>
        ),
      }))}
    />
  );
}
