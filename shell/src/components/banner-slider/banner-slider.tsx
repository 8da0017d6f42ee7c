import { lazy, Suspense, type ComponentType } from 'react';
import { SPEC_CONSTANTS, type Banner } from 'shared-contracts';
import { useIsHydrated } from '../../hooks/use-is-hydrated';
import { BannerContent } from './banner-content';
import type { BannerCarouselProps } from './banner-carousel';
import styles from './banner-slider.module.css';

/**
 * The first banner alone, in the place and size the carousel will take (with room for its buttons
 * row when there are several): shown while the carousel's code loads, so the largest paint of the
 * page does not wait for it and nothing moves when it arrives. Also what stays if that code cannot
 * load.
 */
function BannerStill({ banners, label }: BannerCarouselProps) {
  const first = banners[0];
  if (!first) return null;
  return (
    <section aria-label={label}>
      <BannerContent banner={first} isFirst />
      {banners.length > 1 ? <div className={styles.controlsSpace} aria-hidden="true" /> : null}
    </section>
  );
}

let carouselLoad: Promise<{ default: ComponentType<BannerCarouselProps> }> | undefined;

// The carousel (Embla) is not needed for the first paint: it loads once a page shows banners.
function loadBannerCarousel() {
  carouselLoad ??= import('./banner-carousel').then(
    (module) => ({ default: module.BannerCarousel }),
    (error: unknown) => {
      console.warn('[shell] the banner carousel did not load; showing the first banner only', error);
      return { default: BannerStill };
    },
  );
  return carouselLoad;
}

const BannerCarousel = lazy(loadBannerCarousel);

/**
 * Starts loading the carousel's code, e.g. while the banners themselves load, so it is there when
 * they arrive.
 */
export function preloadBannerCarousel(): void {
  void loadBannerCarousel();
}

/**
 * The banners of one group (spec §2 "Banners") in the kit's carousel. Nothing renders without
 * banners; with more than one the carousel loops and plays every 5 s (pausing on hover and focus),
 * with bullets, previous / next and pause buttons. The image box keeps its 16:5 shape while loading,
 * so nothing below it moves.
 */
export function BannerSlider({ banners, label }: { banners: readonly Banner[]; label: string }) {
  // The edge's HTML (and the browser's hydration of it) shows the first banner still: the page's
  // largest paint needs no script; the carousel takes its place once hydration is done.
  const isHydrated = useIsHydrated();
  if (banners.length === 0) return null;
  const isMany = banners.length > 1;
  return (
    <div
      className={isMany ? styles.slider : `${styles.slider} ${styles.single}`}
      data-testid="banner-slider"
      data-banner-count={banners.length}
      data-autoplay-ms={isMany ? SPEC_CONSTANTS.sliderAutoplayMs : undefined}
    >
      <Suspense fallback={<BannerStill banners={banners} label={label} />}>
        {isHydrated ? <BannerCarousel banners={banners} label={label} /> : <BannerStill banners={banners} label={label} />}
      </Suspense>
    </div>
  );
}

/**
 * Holds the slider's place while the banners load, buttons row included (nothing moves when they
 * arrive: a single banner, which has no buttons, keeps that room below it as a margin).
 */
export function BannerPlaceholder() {
  return <div className={`${styles.slider} ${styles.placeholder}`} aria-hidden="true" data-testid="banner-placeholder" />;
}
