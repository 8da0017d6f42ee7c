import { act, screen } from '@testing-library/react';
import { endpoints } from 'shared-contracts';
import { createFakeHost, createStubApi } from 'shared-contracts/testing';
import { FIRST_BANNER_WAIT_MS, markFirstBannerShown } from '../app/first-paint-gate';
import { useUiStore } from '../stores/ui-store';
import { renderWithHost } from '../testing/render-with-host';
import { resetFirstVisitNoticeMark } from './first-visit-mark';
import { ShellModals } from './shell-modals';

// In a file of its own: the page's first banner is painted once per page (a module loads once per
// test file), and modals.test.tsx marks it painted for all of its tests.

afterEach(() => jest.useRealTimers());

it('opens the first-visit notice once the home page’s first banner is painted, not while its image loads', async () => {
  useUiStore.getState().reset();
  sessionStorage.clear();
  resetFirstVisitNoticeMark();
  jest.useFakeTimers();
  const api = createStubApi({
    [endpoints.notices.id]: () => ({
      player: [],
      banners: [],
      popup: [{ id: 7, title: 'Welcome!', content: '<p>Hi</p>', type: 'PU' }],
      promotion: [],
    }),
  });
  renderWithHost(<ShellModals />, createFakeHost({ api }));
  // The notices have answered; the banner is not painted yet.
  await act(async () => {
    await jest.advanceTimersByTimeAsync(FIRST_BANNER_WAIT_MS - 100);
  });
  expect(useUiStore.getState().modal).toBeNull();
  act(() => markFirstBannerShown());
  await act(async () => {
    await jest.advanceTimersByTimeAsync(50);
  });
  expect(useUiStore.getState().modal).toBe('firstVisit');
  jest.useRealTimers();
  expect(await screen.findByRole('dialog', { name: 'Notice' })).toBeInTheDocument();
});
