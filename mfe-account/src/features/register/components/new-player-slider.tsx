import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTES, SPEC_CONSTANTS } from 'shared-contracts';
import { useHost } from 'shared-contracts/react';
import { newPlayerPromotionsQueryOptions } from '../api/register-api';
import styles from './new-player-slider.module.css';

/**
 * New-player promotions on the registration page (spec §2): a read-only slider of category
 * new_player, autoplaying every 5000 ms only when there is more than one; a click opens
 * /promotions?id=. Our own component, not mfe-promotions' PromotionSlider: see the README.
 * Nothing is shown when there are none or the list fails (the form matters more).
 */
export function NewPlayerSlider() {
  const { t, i18n } = useTranslation();
  const host = useHost();
  const promotions = useQuery(newPlayerPromotionsQueryOptions(host, host.i18n.getLanguage()));
  const list = promotions.data ?? [];
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = list.length;

  useEffect(() => {
    if (count <= 1 || paused) return undefined;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), SPEC_CONSTANTS.sliderAutoplayMs);
    return () => clearInterval(timer);
  }, [count, paused]);

  if (count === 0) return null;
  const current = list[Math.min(index, count - 1)];
  if (!current) return null;
  const open = (id: number) => host.navigate(`${ROUTES.promotions}?id=${id}`);

  return (
    <section
      className={styles.slider}
      aria-roledescription="carousel"
      aria-label={t('register.promotionsLabel')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      lang={i18n.language}
    >
      <div aria-roledescription="slide" aria-label={t('register.slide', { index: index + 1, count })} className={styles.slide}>
        <button type="button" className={styles.card} onClick={() => open(current.id)}>
          {current.image && <img src={current.image} alt="" className={styles.image} />}
          <span className={styles.caption}>{current.title}</span>
        </button>
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          <button type="button" className={styles.nav} aria-label={t('register.previous')} onClick={() => setIndex((index - 1 + count) % count)}>
            ‹
          </button>
          <button type="button" className={styles.nav} aria-label={t('register.next')} onClick={() => setIndex((index + 1) % count)}>
            ›
          </button>
        </div>
      )}
    </section>
  );
}
