import { useState } from 'react';
import { safeUrl } from 'shared-contracts';
import styles from './promotion-image.module.css';

/** Props of {@link PromotionImage}. */
export interface PromotionImageProps {
  src?: string | undefined;
  className?: string | undefined;
  /**
   * The page's largest picture on its first screen (the first promotion of the list): fetched at
   * once and first, not lazily (a lazy largest image waits for layout and low priority).
   */
  priority?: boolean;
}

/**
 * A promotion's picture, decorative (the title beside it names the promotion). A missing or
 * broken image falls back to a themed placeholder instead of the browser's broken-image icon, and so
 * does an address that is not http(s) or this site's (`javascript:`, `data:`: issue 36 item 6).
 */
export function PromotionImage({ src, className, priority = false }: PromotionImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const frame = `${styles.frame} ${className ?? ''}`;
  const url = safeUrl(src);
  if (!url || failedSrc === url) {
    return <div className={`${frame} ${styles.fallback}`} aria-hidden="true" data-testid="promotion-image-fallback" />;
  }
  return (
    <div className={frame} data-testid="promotion-art">
      <img
        className={styles.image}
        src={url}
        alt=""
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? undefined : 'async'}
        onError={() => setFailedSrc(url)}
      />
    </div>
  );
}
