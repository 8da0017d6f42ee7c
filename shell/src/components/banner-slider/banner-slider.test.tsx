import 'platform-ui/testing/dom-shims';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bannerSchema } from 'shared-contracts';
import { createFakeHost } from 'shared-contracts/testing';
import { renderWithHost } from '../../testing/render-with-host';
import { markFirstBannerShown } from '../../app/first-paint-gate';
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

it('tells the start when the first banner is on screen (loaded or failed): the first screen’s remotes wait for it', () => {
  renderWithHost(<BannerSlider banners={[banner(1)]} label="Featured" />, createFakeHost());
  const image = screen.getByRole('img', { name: 'Banner 1' });
  expect(markFirstBannerShown).not.toHaveBeenCalled();
  fireEvent.load(image);
  expect(markFirstBannerShown).toHaveBeenCalledTimes(1);
  fireEvent.error(image);
  expect(markFirstBannerShown).toHaveBeenCalledTimes(2);
});

it('renders nothing without banners', () => {
  const { container } = renderWithHost(<BannerSlider banners={[]} label="Featured" />, createFakeHost());
  expect(container).toBeEmptyDOMElement();
});

it('does not autoplay or loop a single banner', () => {
  renderWithHost(<BannerSlider banners={[banner(1)]} label="Featured" />, createFakeHost());
  expect(screen.getByTestId('banner-slider')).not.toHaveAttribute('data-autoplay-ms');
  expect(screen.getByRole('region', { name: 'Featured' })).toBeInTheDocument();
  expect(screen.getAllByRole('img')).toHaveLength(1);
  expect(screen.getByRole('img', { name: 'Banner 1' })).toHaveAttribute('loading', 'eager');
  expect(screen.queryByRole('button', { name: /slide/ })).not.toBeInTheDocument();
});

it('autoplays every 5 s with more than one banner and links only safe targets', async () => {
  renderWithHost(
    <BannerSlider
      banners={[banner(1, 'https://example.com/a'), banner(2, '/promotions?id=2'), banner(3, 'javascript:alert(1)')]}
      label="Featured"
    />,
    createFakeHost(),
  );
  expect(screen.getByTestId('banner-slider')).toHaveAttribute('data-autoplay-ms', '5000');
  // The carousel's code may still be loading (tests run in a shuffled order: this one can be first).
  expect(await screen.findAllByRole('button', { name: /^Show slide \d$/ }, { timeout: 10_000 })).toHaveLength(3);
  // Slides not shown are hidden from assistive technology (the kit carousel), so look at all of them.
  const external = screen.getAllByRole('link', { name: 'Banner 1', hidden: true })[0];
  expect(external).toHaveAttribute('href', 'https://example.com/a');
  expect(external).toHaveAttribute('target', '_blank');
  expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  expect(screen.getAllByRole('link', { name: 'Banner 2', hidden: true })[0]).toHaveAttribute('href', '/promotions?id=2');
  expect(screen.queryByRole('link', { name: 'Banner 3', hidden: true })).not.toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Banner 3', hidden: true })).toHaveAttribute('loading', 'lazy');
  await userEvent.tab();
  expect(screen.getByRole('link', { name: 'Banner 1' })).toHaveFocus();
});
