import { Link } from 'react-router-dom';
import { Carousel } from 'platform-ui/carousel';
import { SPEC_CONSTANTS, type Banner } from 'shared-contracts';
import { safeHref } from '../../pages/safe-href';
import { bannerTarget } from './banner-link';
import styles from './banner-slider.module.css';

function BannerContent({ banner, isFirst }: { banner: Banner; isFirst: boolean }) {
  // The first banner is the largest paint of most pages: fetched at once, the others when shown.
  const image = (
    <img
      className={styles.image}
      src={safeHref(banner.url) ?? ''}
      alt={banner.title ?? ''}
      loading={isFirst ? 'eager' : 'lazy'}
      fetchPriority={isFirst ? 'high' : undefined}
      width={1600}
      height={500}
    />
  );
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
 * The banners of one group (spec §2 "Banners") in the kit's carousel. Nothing renders without
 * banners; with more than one the carousel loops and plays every 5 s (pausing on hover and focus),
 * with bullets, previous / next and pause buttons. The image box keeps its 16:5 shape while loading,
 * so nothing below it moves.
 */
export function BannerSlider({ banners, label }: { banners: readonly Banner[]; label: string }) {
  if (banners.length === 0) return null;
  const isMany = banners.length > 1;
  return (
    <div
      className={styles.slider}
      data-testid="banner-slider"
      data-banner-count={banners.length}
      data-autoplay-ms={isMany ? SPEC_CONSTANTS.sliderAutoplayMs : undefined}
    >
      <Carousel
        label={label}
        autoplayMs={SPEC_CONSTANTS.sliderAutoplayMs}
        slides={banners.map((banner, index) => ({
          id: String(banner.bannerId),
          content: <BannerContent banner={banner} isFirst={index === 0} />,
        }))}
      />
    </div>
  );
}

/** Holds the slider's place while the banners load (nothing moves when they arrive). */
export function BannerPlaceholder() {
  return <div className={`${styles.slider} ${styles.placeholder}`} aria-hidden="true" data-testid="banner-placeholder" />;
}
