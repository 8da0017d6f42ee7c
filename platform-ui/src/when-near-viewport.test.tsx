import { act, render, screen } from '@testing-library/react';
import { NEAR_VIEWPORT_MARGIN, WhenNearViewport } from './when-near-viewport';

/** A stand-in IntersectionObserver: the test says when the observed spot is near the screen. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    const entries = this.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

describe('WhenNearViewport', () => {
  afterEach(() => {
    FakeIntersectionObserver.instances = [];
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('renders nothing of its content until its spot comes near the screen, then keeps it', () => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeIntersectionObserver;
    const { container } = render(
      <WhenNearViewport>
        <p>Promotions</p>
      </WhenNearViewport>,
    );
    expect(screen.queryByText('Promotions')).toBeNull();
    const [observer] = FakeIntersectionObserver.instances;
    expect(observer?.options.rootMargin).toBe(NEAR_VIEWPORT_MARGIN);
    expect(observer?.targets).toEqual([container.querySelector('[data-near-viewport="waiting"]')]);

    act(() => observer!.report(false));
    expect(screen.queryByText('Promotions')).toBeNull();

    act(() => observer!.report(true));
    expect(screen.getByText('Promotions')).toBeTruthy();
    expect(observer!.disconnected).toBe(true);
    expect(container.querySelector('[data-near-viewport]')).toBeNull();
  });

  it('takes another margin', () => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeIntersectionObserver;
    render(
      <WhenNearViewport margin="0px">
        <p>Promotions</p>
      </WhenNearViewport>,
    );
    expect(FakeIntersectionObserver.instances[0]?.options.rootMargin).toBe('0px');
  });

  it('renders its content at once where the browser has no IntersectionObserver', () => {
    render(
      <WhenNearViewport>
        <p>Promotions</p>
      </WhenNearViewport>,
    );
    expect(screen.getByText('Promotions')).toBeTruthy();
  });
});
