import './testing/dom-shims';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Carousel, type CarouselSlide } from './carousel';
import { renderWithKit } from './testing/render-with-kit';

const WIDTH = 300;
const SLIDES: CarouselSlide[] = ['Spring bonus', 'VIP week', 'Lucky draw'].map((title, index) => ({
  id: `b${index}`,
  content: <a href={`/promotions?id=${index}`}>{title}</a>,
}));

let reducedMotion = false;
const descriptors: Array<[string, PropertyDescriptor | undefined]> = [];

beforeAll(() => {
  // Embla reads the last slide's end margin (jsdom gives '' without a rule) ...
  const style = document.createElement('style');
  style.textContent = '[data-index] { margin-left: 0px; margin-right: 0px; }';
  document.head.append(style);
  // ... and measures with offset* (zero in jsdom): give every box one slide's width, slides side by side.
  for (const key of ['offsetWidth', 'offsetHeight', 'offsetLeft', 'offsetTop'])
    descriptors.push([key, Object.getOwnPropertyDescriptor(HTMLElement.prototype, key)]);
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', { configurable: true, get: () => WIDTH });
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: () => 100 });
  Object.defineProperty(HTMLElement.prototype, 'offsetTop', { configurable: true, get: () => 0 });
  Object.defineProperty(HTMLElement.prototype, 'offsetLeft', {
    configurable: true,
    get(this: HTMLElement) {
      return Number(this.dataset.index ?? 0) * WIDTH;
    },
  });
  window.matchMedia = ((query: string) => ({
    matches: query.includes('reduce') && reducedMotion,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    onchange: null,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
});

afterAll(() => {
  for (const [key, descriptor] of descriptors) if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
});

beforeEach(() => {
  reducedMotion = false;
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

function currentBullet(): string | null {
  const bullets = within(screen.getByRole('group', { name: 'Banners' })).getAllByRole('button');
  return bullets.find((bullet) => bullet.getAttribute('aria-current') === 'true')?.getAttribute('aria-label') ?? null;
}

function advance(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

describe('Carousel', () => {
  it('is a labelled carousel of labelled slides with 24 px+ bullets for each', () => {
    renderWithKit(<Carousel label="Banners" slides={SLIDES} />);
    const carousel = screen.getByRole('region', { name: 'Banners' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = carousel.querySelectorAll('[aria-roledescription="slide"]');
    expect(Array.from(slides).map((slide) => slide.getAttribute('aria-label'))).toEqual(['Slide 1 of 3', 'Slide 2 of 3', 'Slide 3 of 3']);
    expect(within(screen.getByRole('group', { name: 'Banners' })).getAllByRole('button')).toHaveLength(3);
    expect(currentBullet()).toBe('Show slide 1');
  });

  it('plays every 5000 ms and loops', () => {
    renderWithKit(<Carousel label="Banners" slides={SLIDES} />);
    advance(4999);
    expect(currentBullet()).toBe('Show slide 1');
    advance(1);
    expect(currentBullet()).toBe('Show slide 2');
    advance(5000);
    expect(currentBullet()).toBe('Show slide 3');
    advance(5000);
    expect(currentBullet()).toBe('Show slide 1');
  });

  it('pauses while hovered and while focus is inside', () => {
    renderWithKit(<Carousel label="Banners" slides={SLIDES} />);
    const carousel = screen.getByRole('region', { name: 'Banners' });
    fireEvent.mouseEnter(carousel);
    advance(12_000);
    expect(currentBullet()).toBe('Show slide 1');
    fireEvent.mouseLeave(carousel);
    advance(5000);
    expect(currentBullet()).toBe('Show slide 2');

    act(() => {
      screen.getByRole('button', { name: 'Show slide 1' }).focus();
    });
    advance(12_000);
    expect(currentBullet()).toBe('Show slide 2');
  });

  it('goes to a slide by its bullet and by next / previous', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithKit(<Carousel label="Banners" slides={SLIDES} />);
    await user.click(screen.getByRole('button', { name: 'Show slide 3' }));
    expect(currentBullet()).toBe('Show slide 3');
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentBullet()).toBe('Show slide 1');
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentBullet()).toBe('Show slide 3');
  });

  it('has a pause / play button that stops autoplay', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithKit(<Carousel label="Banners" slides={SLIDES} />);
    await user.click(screen.getByRole('button', { name: 'Pause slides' }));
    act(() => {
      (document.activeElement as HTMLElement).blur();
    });
    fireEvent.mouseLeave(screen.getByRole('region', { name: 'Banners' }));
    advance(15_000);
    expect(currentBullet()).toBe('Show slide 1');
    expect(screen.getByRole('button', { name: 'Play slides' })).toBeInTheDocument();
  });

  it('does not play by itself with reduced motion', () => {
    reducedMotion = true;
    renderWithKit(<Carousel label="Banners" slides={SLIDES} />);
    advance(15_000);
    expect(currentBullet()).toBe('Show slide 1');
    expect(screen.getByRole('button', { name: 'Play slides' })).toBeInTheDocument();
  });

  it('shows one slide as is (no bullets, no autoplay) and nothing for none', () => {
    const { rerender, container } = renderWithKit(<Carousel label="Banners" slides={SLIDES.slice(0, 1)} />);
    expect(screen.getByRole('link', { name: 'Spring bonus' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<Carousel label="Banners" slides={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
