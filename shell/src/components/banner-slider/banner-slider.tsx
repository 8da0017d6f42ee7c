import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SPEC_CONSTANTS, type Banner } from 'shared-contracts';
import { A11y, Autoplay, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { safeHref } from '../../pages/safe-href';
import { bannerTarget } from './banner-link';
import styles from './banner-slider.module.css';

function BannerContent({ banner }: { banner: Banner }) {
  const image = <img className={styles.image} src={safeHref(banner.url) ?? ''} alt={banner.title ?? ''} loading="lazy" />;
  const target = bannerTarget(banner.link);
  if (!target) return image;
  if (target.kind === 'route') {
    return (
      <Link to={target.path} className={styles.link} aria-label={banner.title || undefined}>
        {image}
      </Link>
    );
  }
  return (
    <a href={target.url} target="_blank" rel="noopener noreferrer" className={styles.link} aria-label={banner.title || undefined}>
      {image}
    </a>
  );
}

/**
 * The banners of one group (spec §2 "Banners"), with swiper. Nothing renders without banners; with
 * more than one the slider loops and autoplays every 5 s (pausing on hover and focus), with
 * pagination bullets and keyboard arrows.
 */
export function BannerSlider({ banners, label }: { banners: readonly Banner[]; label: string }) {
  const { t } = useTranslation('shell');
  if (banners.length === 0) return null;
  const isMany = banners.length > 1;
  return (
    <section className={styles.slider} aria-label={label} data-testid="banner-slider" data-banner-count={banners.length} data-autoplay-ms={isMany ? SPEC_CONSTANTS.sliderAutoplayMs : undefined}>
      <Swiper
        modules={[Autoplay, A11y, Keyboard, Pagination]}
        loop={isMany}
        autoplay={isMany ? { delay: SPEC_CONSTANTS.sliderAutoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true } : false}
        keyboard={{ enabled: isMany }}
        pagination={isMany ? { clickable: true } : false}
        allowTouchMove={isMany}
        a11y={{
          prevSlideMessage: t('banners.previous'),
          nextSlideMessage: t('banners.next'),
          firstSlideMessage: t('banners.first'),
          lastSlideMessage: t('banners.last'),
          paginationBulletMessage: t('banners.goTo', { index: '{{index}}' }),
          slideLabelMessage: t('banners.slide', { index: '{{index}}', count: '{{slidesLength}}' }),
        }}
      >
        {banners.map((banner) => (
          <SwiperSlide key={banner.bannerId}>
            <BannerContent banner={banner} />
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
