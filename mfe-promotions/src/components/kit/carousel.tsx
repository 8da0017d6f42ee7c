import { Children, useEffect, useState, type ReactNode } from 'react';
import styles from './kit.module.css';

/** Props of {@link Carousel}. */
export interface CarouselProps {
  /** Accessible name of the carousel region. */
  label: string;
  /** Translated labels of the controls. */
  labels: { previous: string; next: string; slide: (index: number, count: number) => string };
  /** Autoplay interval; 0 turns it off. */
  autoplayMs?: number;
  children: ReactNode;
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Slides in a loop with previous/next and autoplay that pauses on hover and focus and stays off
 * for reduced motion. Stand-in for platform-ui's Carousel until it lands.
 */
export function Carousel({ label, labels, autoplayMs = 5000, children }: CarouselProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [isPaused, setPaused] = useState(false);
  const current = count === 0 ? 0 : index % count;
  const isPlaying = autoplayMs > 0 && count > 1 && !isPaused && !prefersReducedMotion();

  useEffect(() => {
    if (!isPlaying) return undefined;
    const timer = setInterval(() => setIndex((value) => (value + 1) % count), autoplayMs);
    return () => clearInterval(timer);
  }, [isPlaying, autoplayMs, count]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={styles.carousel}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      <div className={styles.viewport} aria-live={isPlaying ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <div
            key={i}
            role="group"
            aria-roledescription="slide"
            aria-label={labels.slide(i + 1, count)}
            hidden={i !== current}
            className={styles.slide}
          >
            {slide}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className={styles.controls}>
          <button type="button" className={styles.control} aria-label={labels.previous} onClick={() => setIndex((current - 1 + count) % count)}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className={styles.control} aria-label={labels.next} onClick={() => setIndex((current + 1) % count)}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
