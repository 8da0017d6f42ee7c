import { afterFirstBanner, afterFirstBannerPainted, FIRST_BANNER_WAIT_MS } from './first-paint-gate';

/** A promise with its resolve, to play the banner's image loading. */
function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** Whether `promise` has settled, after the pending microtasks ran. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await jest.advanceTimersByTimeAsync(0);
  return done;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('afterFirstBanner (the first screen’s remotes run after the page’s largest paint)', () => {
  it('opens once the first banner’s image is shown and a frame has painted it, not before', async () => {
    const shown = deferred();
    const gate = afterFirstBanner(Promise.resolve('/assets-api/banner/1.svg'), FIRST_BANNER_WAIT_MS, shown.promise);
    expect(await settled(gate)).toBe(false);
    shown.resolve();
    // The frame (jsdom's requestAnimationFrame runs on a timer) and the task after it.
    await jest.advanceTimersByTimeAsync(20);
    expect(await settled(gate)).toBe(true);
  });

  it('opens at once for a page without a banner, or when the notices failed', async () => {
    const never = new Promise<void>(() => undefined);
    expect(await settled(afterFirstBanner(Promise.resolve(null), FIRST_BANNER_WAIT_MS, never))).toBe(true);
    expect(await settled(afterFirstBanner(Promise.reject(new Error('offline')), FIRST_BANNER_WAIT_MS, never))).toBe(true);
  });

  it('never holds the games longer than its limit: a banner that does not load opens it after the wait', async () => {
    const gate = afterFirstBanner(Promise.resolve('/assets-api/banner/1.svg'), 1500, new Promise<void>(() => undefined));
    await jest.advanceTimersByTimeAsync(1499);
    expect(await settled(gate)).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(await settled(gate)).toBe(true);
  });
});

describe('afterFirstBannerPainted (the first-visit notice waits for the banner’s paint)', () => {
  it('settles once the first banner is shown and a frame has painted it, not before', async () => {
    const shown = deferred();
    const gate = afterFirstBannerPainted(FIRST_BANNER_WAIT_MS, shown.promise);
    await jest.advanceTimersByTimeAsync(1000);
    expect(await settled(gate)).toBe(false);
    shown.resolve();
    await jest.advanceTimersByTimeAsync(20);
    expect(await settled(gate)).toBe(true);
  });

  it('settles after its limit on a page whose banner never shows', async () => {
    const gate = afterFirstBannerPainted(1500, new Promise<void>(() => undefined));
    await jest.advanceTimersByTimeAsync(1499);
    expect(await settled(gate)).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(await settled(gate)).toBe(true);
  });
});
