import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bannerSchema } from 'shared-contracts';
import { createFakeHost } from 'shared-contracts/testing';
import { renderWithHost } from '../../testing/render-with-host';
import { BannerSlider } from './banner-slider';

const banner = (bannerId: number, link?: string) => bannerSchema.parse({ bannerId, url: `/assets-api/banners/${bannerId}.svg`, groupName: 'home', title: `Banner ${bannerId}`, ...(link ? { link } : {}) });

it('renders nothing without banners', () => {
  const { container } = renderWithHost(<BannerSlider banners={[]} label="Featured" />, createFakeHost());
  expect(container).toBeEmptyDOMElement();
});

it('does not autoplay or loop a single banner', () => {
  renderWithHost(<BannerSlider banners={[banner(1)]} label="Featured" />, createFakeHost());
  const slider = screen.getByRole('region', { name: 'Featured' });
  expect(slider).not.toHaveAttribute('data-autoplay-ms');
  expect(slider.querySelectorAll('.swiper-slide')).toHaveLength(1);
});

it('autoplays every 5 s with more than one banner and links only safe targets', async () => {
  renderWithHost(
    <BannerSlider banners={[banner(1, 'https://example.com/a'), banner(2, '/promotions?id=2'), banner(3, 'javascript:alert(1)')]} label="Featured" />,
    createFakeHost(),
  );
  expect(screen.getByRole('region', { name: 'Featured' })).toHaveAttribute('data-autoplay-ms', '5000');
  const external = screen.getAllByRole('link', { name: 'Banner 1' })[0];
  expect(external).toHaveAttribute('href', 'https://example.com/a');
  expect(external).toHaveAttribute('target', '_blank');
  expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  expect(screen.getAllByRole('link', { name: 'Banner 2' })[0]).toHaveAttribute('href', '/promotions?id=2');
  expect(screen.queryByRole('link', { name: 'Banner 3' })).not.toBeInTheDocument();
  expect(screen.getAllByRole('img', { name: 'Banner 3' }).length).toBeGreaterThan(0);
  await userEvent.tab();
});
