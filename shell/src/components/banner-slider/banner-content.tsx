import { Link } from 'react-router-dom';
import type { Banner } from 'shared-contracts';
import { markFirstBannerShown } from '../../app/first-paint-gate';

/** The first banner's image may have loaded before the page hydrated it (the edge's HTML): no load event comes then. */
function markIfLoaded(image: HTMLImageElement | null): void {
  if (image?.complete) markFirstBannerShown();
}
import { safeHref } from '../../pages/safe-href';
import { bannerTarget } from './banner-link';
import styles from './banner-slider.module.css';

/** One banner: its image, linked when its target is safe (a route of the site or an http(s) address). */
export function BannerContent({ banner, isFirst }: { banner: Banner; isFirst: boolean }) {
  // The first banner is the largest paint of most pages: fetched at once, the others when shown.
  const image = (
    <img
      className={styles.image}
      src={safeHref(banner.url) ?? ''}
      alt={banner.title ?? ''}
      loading={isFirst ? 'eager' : 'lazy'}
      fetchPriority={isFirst ? 'high' : undefined}
      // The page's largest paint: the first screen's remotes run after it (app/first-paint-gate.ts).
      onLoad={isFirst ? markFirstBannerShown : undefined}
      onError={isFirst ? markFirstBannerShown : undefined}
      ref={isFirst ? markIfLoaded : undefined}
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
