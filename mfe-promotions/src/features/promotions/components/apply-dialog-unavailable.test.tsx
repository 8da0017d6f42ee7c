import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_MEMBER, failingExport as mockFailingExport } from 'shared-contracts/testing';
import { createRecordingApi, renderRemote } from '../../../testing/render-remote';
import { PromotionsPage } from './promotions-page';

// The application form is its own chunk. When it could not load (a dropped connection), a thrown
// React.lazy used to replace the promotion's page through the remote's error boundary, and kept
// failing. `mockFailures` makes the next loads of the form's module fail.
const mockFailures = { count: 0 };
jest.mock('./apply-dialog', () => mockFailingExport(jest.requireActual<object>('./apply-dialog'), 'ApplyDialog', mockFailures));

const PROMOTION = {
  id: 7,
  category: 'deposit',
  title: 'Weekend Reload',
  content: '<p>Deposit on Saturday</p>',
  kind: 'normal',
  state: 'join',
  action: 'apply',
};

it('closes the application form as Cancel would when its code cannot load, keeps the promotion and says so; the next Apply opens it', async () => {
  const user = userEvent.setup();
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  mockFailures.count = 1;
  const api = createRecordingApi({ 'promotions.detail': () => PROMOTION });
  renderRemote(<PromotionsPage />, { api, member: TEST_MEMBER, url: '/promotions?id=7' });
  const detail = await screen.findByTestId('promotion-detail');

  await user.click(within(detail).getByRole('button', { name: 'Apply' }));
  expect(await within(detail).findByRole('alert')).toHaveTextContent('This part could not be loaded. Check your connection and try again.');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  // The promotion stays as it was, with its action.
  expect(screen.getByRole('heading', { level: 2, name: 'Weekend Reload' })).toBeInTheDocument();
  expect(screen.getByText('Deposit on Saturday')).toBeInTheDocument();
  expect(within(detail).getByRole('button', { name: 'Apply' })).toBeEnabled();
  expect(warn).toHaveBeenCalledWith('[platform-ui] the application form could not load', expect.any(Error));
  expect(api.calls.some((call) => call.endpointId === 'promotions.apply')).toBe(false);

  await user.click(within(detail).getByRole('button', { name: 'Apply' }));
  const dialog = await screen.findByRole('dialog', { name: 'Apply: Weekend Reload' });
  expect(within(detail).queryByRole('alert')).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  warn.mockRestore();
});
