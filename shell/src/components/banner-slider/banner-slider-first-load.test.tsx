import 'platform-ui/testing/dom-shims';
import { screen, within } from '@testing-library/react';
import { bannerSchema } from 'shared-contracts';
import { createFakeHost } from 'shared-contracts/testing';
import { renderWithHost } from '../../testing/render-with-host';
import { BannerSlider } from './banner-slider';

jest.mock('../../app/first-paint-gate', () => ({ markFirstBannerShown: jest.fn() }));

const banner = (bannerId: number, link?: string) =>
  bannerSchema.parse({
    bannerId,
    url: `/assets-api/banners/${bannerId}.svg`,
    groupName: 'home',
    title: `Banner ${bannerId}`,
    ...(link ? { link } : {}),
  });

// The carousel's code loads once per test file: this file's only test sees the slider while it
// loads (in banner-slider.test.tsx, whichever test ran first would have loaded it).
it("shows the first banner in the carousel's place while the carousel's code loads, then the carousel", async () => {
  const { container } = renderWithHost(<BannerSlider banners={[banner(1, '/promotions'), banner(2)]} label="Featured" />, createFakeHost());
  const region = screen.getByRole('region', { name: 'Featured' });
  // The largest paint does not wait for the carousel: the first banner is there, fetched at once.
  expect(within(region).getByRole('img', { name: 'Banner 1' })).toHaveAttribute('loading', 'eager');
  expect(within(region).getByRole('link', { name: 'Banner 1' })).toHaveAttribute('href', '/promotions');
  expect(within(region).queryByRole('img', { name: 'Banner 2' })).not.toBeInTheDocument();
  // Room for the carousel's buttons row, so nothing below moves when it arrives.
  expect(container.querySelector('.controlsSpace')).toBeInTheDocument();
  // The first load of the carousel's modules (Embla) in this test process can take a while.
  expect(await screen.findAllByRole('button', { name: /^Show slide \d$/ }, { timeout: 10_000 })).toHaveLength(2);
  expect(container.querySelector('.controlsSpace')).not.toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Featured' })).toHaveAttribute('aria-roledescription', 'carousel');
});
