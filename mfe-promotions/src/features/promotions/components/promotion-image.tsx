import { useState } from 'react';
import styles from './promotion-image.module.css';

/** Props of {@link PromotionImage}. */
export interface PromotionImageProps {
  src?: string | undefined;
  className?: string | undefined;
}

/**
 * A promotion's picture, decorative (the title beside it names the promotion). A missing or
 * broken image falls back to a themed placeholder instead of the browser's broken-image icon.
 */
export function PromotionImage({ src, className }: PromotionImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const frame = `${styles.frame} ${className ?? ''}`;
  if (!src || failedSrc === src) {
    return <div className={`${frame} ${styles.fallback}`} aria-hidden="true" data-testid="promotion-image-fallback" />;
  }
  return (
    <div className={frame}>
      <img className={styles.image} src={src} alt="" loading="lazy" onError={() => setFailedSrc(src)} />
    </div>
  );
}
