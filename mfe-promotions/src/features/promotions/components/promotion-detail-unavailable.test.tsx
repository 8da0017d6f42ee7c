import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStubApi, failingExport as mockFailingExport } from 'shared-contracts/testing';
import { renderRemote } from '../../../testing/render-remote';
import { PromotionsPage } from './promotions-page';

// The detail is its own chunk. When it could not load (a dropped connection), a thrown React.lazy
// used to replace the page through the remote's error boundary, whose retry then failed again at
// once. `mockFailures` makes the next loads of the detail's module fail.
const mockFailures = { count: 0 };
jest.mock('./promotion-detail', () => mockFailingExport(jest.requireActual<object>('./promotion-detail'), 'PromotionDetail', mockFailures));

const PROMOTION = { id: 7, category: 'deposit', title: 'Weekend Reload', content: '', kind: 'normal', state: 'join', action: 'none' };

it("says in the detail's place that it could not load, keeps the page, goes back to the list, and shows it on Try again", async () => {
  const user = userEvent.setup();
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  mockFailures.count = 2;
  const api = createStubApi({ 'promotions.detail': () => PROMOTION, 'promotions.list': () => ({ list: [PROMOTION] }) });
  renderRemote(<PromotionsPage />, { api, url: '/promotions?id=7' });

  expect(await screen.findByRole('alert')).toHaveTextContent('This part could not be loaded. Check your connection and try again.');
  expect(screen.getByRole('heading', { level: 1, name: 'Promotions' })).toBeInTheDocument();
  expect(warn).toHaveBeenCalledWith('[platform-ui] the promotion detail could not load', expect.any(Error));

  // The way back to the list stays, as on the detail's own error.
  await user.click(screen.getByRole('link', { name: /Back to promotions/ }));
  const list = await screen.findByRole('list', { name: 'Promotion list' });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  // The next opening loads again (and fails once more here); Try again loads it.
  await user.click(within(list).getByRole('link', { name: 'Weekend Reload' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This part could not be loaded.');
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Weekend Reload' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(mockFailures.count).toBe(0);
  warn.mockRestore();
});
