import 'platform-ui/testing/dom-shims';
import { act, screen, waitFor } from '@testing-library/react';
import { endpoints } from 'shared-contracts';
import { createFakeHost, createStubApi } from 'shared-contracts/testing';
import { FIRST_BANNER_WAIT_MS, markFirstBannerShown } from '../app/first-paint-gate';
import { renderWithHost } from '../testing/render-with-host';
import { BannerStrip } from './banner-strip';

// Counts the loads of the carousel's module (Embla), its own chunk in the build. A module loads
// once per test file: this file's only test sees it load (jest runs a file's tests in a shuffled
// order, so in banner-strip.test.tsx any test could have loaded it first).
let mockCarouselModuleLoads = 0;
jest.mock('../components/banner-slider/banner-carousel', () => {
  mockCarouselModuleLoads += 1;
  return jest.requireActual<object>('../components/banner-slider/banner-carousel');
});

afterEach(() => jest.useRealTimers());

it("loads the carousel's code once the page's first banner is painted, not beside its image", async () => {
  jest.useFakeTimers();
  const api = createStubApi({ [endpoints.notices.id]: () => new Promise(() => undefined) });
  renderWithHost(<BannerStrip group="home" />, createFakeHost({ api }));
  await act(async () => {
    await jest.advanceTimersByTimeAsync(FIRST_BANNER_WAIT_MS - 100);
  });
  expect(mockCarouselModuleLoads).toBe(0);
  // The first banner's image has loaded (BannerContent says so); a frame paints it.
  act(() => markFirstBannerShown());
  await act(async () => {
    await jest.advanceTimersByTimeAsync(50);
  });
  jest.useRealTimers();
  await waitFor(() => expect(mockCarouselModuleLoads).toBe(1));
  expect(screen.getByTestId('banner-placeholder')).toBeInTheDocument();
});
