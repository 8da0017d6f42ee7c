import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from './kit-i18n';
import { useReducedMotion } from './use-reduced-motion';
import styles from './carousel.module.css';

/** One slide of a {@link Carousel}. */
export interface CarouselSlide {
  /** Stable key. */
  id: string;
  content: ReactNode;
}

/** Props of {@link Carousel}. */
export interface CarouselProps {
  /** Accessible name of the carousel (translated), e.g. "Banners", "New-player promotions". */
  label: string;
  slides: readonly CarouselSlide[];
  /** Time per slide while playing (spec: 5000 ms for banners and promotion sliders). */
  autoplayMs?: number;
  /** Shows the previous / next buttons (on by default). */
  showArrows?: boolean;
  className?: string;
}

/** The spec's slider autoplay interval. */
export const CAROUSEL_AUTOPLAY_MS = 5000;

/**
 * The banner and promotion slider (Embla): with more than one slide it loops and plays every
 * 5000 ms, pauses while hovered or while focus is inside, has a pause / play button (WCAG 2.2.2),
 * previous / next buttons and 24 px+ bullets; with reduced motion it does not play by itself and
 * jumps instead of sliding. One slide is shown as is; none renders nothing.
 */
export function Carousel({ label, slides, autoplayMs = CAROUSEL_AUTOPLAY_MS, showArrows = true, className }: CarouselProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const reducedMotion = useReducedMotion();
  const isSlider = slides.length > 1;
  const autoplay = useMemo(
    () =>
      Autoplay({
        delay: autoplayMs,
        playOnInit: false,
        stopOnInteraction: false,
        stopOnMouseEnter: false,
        stopOnFocusIn: false,
        jump: reducedMotion,
      }),
    [autoplayMs, reducedMotion],
  );
  const [viewportRef, embla] = useEmblaCarousel(
    { loop: isSlider, active: isSlider, duration: reducedMotion ? 1 : 25 },
    isSlider ? [autoplay] : [],
  );
  const [selected, setSelected] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const paused = userPaused ?? reducedMotion;
  const playing = isSlider && !paused && !hovered && !focused;

  useEffect(() => {
    if (!embla) return undefined;
    const handleSelect = () => setSelected(embla.selectedScrollSnap());
    handleSelect();
    embla.on('select', handleSelect).on('reInit', handleSelect);
    return () => {
      embla.off('select', handleSelect).off('reInit', handleSelect);
    };
  }, [embla]);

  useEffect(() => {
    if (!embla || !isSlider) return;
    const plugin = embla.plugins().autoplay;
    // The plugin sets itself up only when Embla measured more than one snap (not while hidden).
    if (!plugin || embla.scrollSnapList().length < 2) return;
    if (playing) plugin.play();
    else plugin.stop();
  }, [embla, isSlider, playing]);

  const goTo = useCallback((index: number) => embla?.scrollTo(index, reducedMotion), [embla, reducedMotion]);

  if (slides.length === 0) return null;
  if (!isSlider) {
    return (
      <section className={[styles.carousel, className].filter(Boolean).join(' ')} aria-label={label}>
        <div className={styles.single}>{slides[0]?.content}</div>
      </section>
    );
  }

  return (
    <section
      className={[styles.carousel, className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.container} aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <div
              key={slide.id}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={t('carousel.slide', { index: index + 1, count: slides.length })}
              aria-hidden={index === selected ? undefined : true}
              inert={index === selected ? undefined : true}
              data-index={index}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.toggle}
          aria-label={paused ? t('carousel.play') : t('carousel.pause')}
          onClick={() => setUserPaused(!paused)}
        >
          <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
        </button>
        {showArrows && (
          <button
            type="button"
            className={styles.arrow}
            aria-label={t('carousel.previous')}
            onClick={() => embla?.scrollPrev(reducedMotion)}
          >
            <span aria-hidden="true">‹</span>
          </button>
        )}
        <div className={styles.bullets} role="group" aria-label={label}>
          {slides.map((slide, index) => (
            <button
              key={slide.id}
              type="button"
              className={styles.bullet}
              aria-label={t('carousel.goTo', { index: index + 1 })}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => goTo(index)}
            >
              <span className={styles.dot} aria-hidden="true" />
            </button>
          ))}
        </div>
        {showArrows && (
          <button type="button" className={styles.arrow} aria-label={t('carousel.next')} onClick={() => embla?.scrollNext(reducedMotion)}>
            <span aria-hidden="true">›</span>
          </button>
        )}
      </div>
    </section>
  );
}
