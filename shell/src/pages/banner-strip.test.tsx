import 'platform-ui/testing/dom-shims';
import { act, screen, waitFor } from '@testing-library/react';
import { endpoints } from 'shared-contracts';
import { createFakeHost, createStubApi } from 'shared-contracts/testing';
import { renderWithHost } from '../testing/render-with-host';
import { BannerStrip } from './banner-strip';

const banner = (bannerId: number, groupName: string) => ({
  bannerId,
  url: `/assets-api/banners/${bannerId}.svg`,
  groupName,
  title: `Banner ${bannerId}`,
});
const answer = (banners: unknown[]) => ({ player: [], banners, popup: [], promotion: [] });

it("holds the slider's place while the banners load, then shows the route's group", async () => {
  let resolve: (value: unknown) => void = () => undefined;
  const api = createStubApi({ [endpoints.notices.id]: () => new Promise((done) => (resolve = done)) });
  renderWithHost(<BannerStrip group="home" />, createFakeHost({ api }));
  expect(screen.getByTestId('banner-placeholder')).toBeInTheDocument();
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
  await act(async () => resolve(answer([banner(1, 'home'), banner(2, 'live')])));
  expect(await screen.findByRole('img', { name: 'Banner 1' })).toBeInTheDocument();
  expect(screen.queryByTestId('banner-placeholder')).not.toBeInTheDocument();
  expect(screen.queryByRole('img', { name: 'Banner 2' })).not.toBeInTheDocument();
});

it('renders nothing once loaded when the group has no banners', async () => {
  const api = createStubApi({ [endpoints.notices.id]: () => answer([banner(2, 'live')]) });
  const { container } = renderWithHost(<BannerStrip group="home" />, createFakeHost({ api }));
  await waitFor(() => expect(screen.queryByTestId('banner-placeholder')).not.toBeInTheDocument());
  expect(container).toBeEmptyDOMElement();
});
