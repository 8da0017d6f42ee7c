import 'platform-ui/testing/dom-shims';
import { screen, waitFor } from '@testing-library/react';
import { endpoints } from 'shared-contracts';
import { createFakeHost, createStubApi } from 'shared-contracts/testing';
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

it("loads the carousel's code after the first render, while the banners load", async () => {
  const api = createStubApi({ [endpoints.notices.id]: () => new Promise(() => undefined) });
  renderWithHost(<BannerStrip group="home" />, createFakeHost({ api }));
  expect(mockCarouselModuleLoads).toBe(0);
  await waitFor(() => expect(mockCarouselModuleLoads).toBe(1));
  expect(screen.getByTestId('banner-placeholder')).toBeInTheDocument();
});
