import { QueryClient } from '@tanstack/react-query';
import { ApiError, endpoints } from 'shared-contracts';
import { createStubApi } from 'shared-contracts/testing';
import { noticesQueryOptions } from '../queries/shell-queries';
import { fetchNoticesEarly } from './early-notices';

const banner = (bannerId: number, groupName: string) => ({ bannerId, url: `/assets-api/banner/${bannerId}.svg`, groupName, title: '' });
const answer = (banners: unknown[]) => ({ player: [], banners, popup: [], promotion: [] });
const preloads = () => [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((l) => l.getAttribute('href'));

beforeEach(() => {
  document.head.innerHTML = '';
});

it('puts the notices in the cache the page reads and preloads the first banner of the page’s group, at high priority', async () => {
  const api = createStubApi({ [endpoints.notices.id]: () => answer([banner(7, 'live'), banner(1, 'home'), banner(2, 'home')]) });
  const queryClient = new QueryClient();
  // It tells the start which banner the page paints first (the remotes' code waits for it).
  await expect(fetchNoticesEarly(queryClient, api, 'EN', 'home')).resolves.toBe('/assets-api/banner/1.svg');
  expect(queryClient.getQueryData(noticesQueryOptions(api, 'EN').queryKey)?.banners).toHaveLength(3);
  expect(preloads()).toEqual(['/assets-api/banner/1.svg']);
  expect(document.head.querySelector('link[rel="preload"]')?.getAttribute('fetchpriority')).toBe('high');
});

it('uses the register group when registration’s own (w_reg) has none, and preloads nothing for a page without banners', async () => {
  const api = createStubApi({ [endpoints.notices.id]: () => answer([banner(3, 'register'), banner(4, 'home')]) });
  await fetchNoticesEarly(new QueryClient(), api, 'EN', 'w_reg');
  expect(preloads()).toEqual(['/assets-api/banner/3.svg']);
  document.head.innerHTML = '';
  await expect(fetchNoticesEarly(new QueryClient(), api, 'EN', null)).resolves.toBeNull();
  await expect(fetchNoticesEarly(new QueryClient(), api, 'EN', 'shop')).resolves.toBeNull();
  expect(preloads()).toEqual([]);
});

it('leaves a failed call to the page’s own query (no throw, no preload, nothing cached)', async () => {
  const api = createStubApi({
    [endpoints.notices.id]: () => {
      throw new ApiError({ kind: 'network', endpointId: endpoints.notices.id });
    },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await expect(fetchNoticesEarly(queryClient, api, 'EN', 'home')).resolves.toBeNull();
  expect(preloads()).toEqual([]);
  expect(queryClient.getQueryData(noticesQueryOptions(api, 'EN').queryKey)).toBeUndefined();
});
