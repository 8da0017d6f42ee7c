import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_MEMBER, failingExport as mockFailingExport } from 'shared-contracts/testing';
import { createRecordingApi, renderRemote } from '../../../testing/render-remote';
import { PointMallPage } from './point-mall-page';

// The password dialog is its own chunk. When it could not load (a dropped connection), a thrown
// React.lazy used to replace the whole mall through the remote's error boundary, and kept failing.
// `mockFailures` makes the next loads of the dialog's module fail.
const mockFailures = { count: 0 };
jest.mock('./password-confirm-dialog', () =>
  mockFailingExport(jest.requireActual<object>('./password-confirm-dialog'), 'PasswordConfirmDialog', mockFailures),
);

const VOUCHER = {
  id: 1,
  name: '$5 cash voucher',
  type: 'CASH',
  quantity: 500,
  pointsRequired: 500,
  amount: 5,
  amountRequired: 0,
  units: 'voucher',
  status: 'ACTIVE',
};

function setup() {
  const api = createRecordingApi({
    'points.config': () => ({ enabled: true, pointsRatio: 100, minConvertPoints: 1000 }),
    'points.rewards': () => ({ list: [VOUCHER] }),
    'points.balance': () => ({ points: 5000, convertibleAmount: 50 }),
    'points.redeemList': () => ({ list: [], totalPages: 1 }),
  });
  return renderRemote(<PointMallPage />, { api, member: TEST_MEMBER, url: '/pointMall' });
}

it('closes the password dialog as Cancel would when its code cannot load, keeps the mall and says so; the next Redeem opens it', async () => {
  const user = userEvent.setup();
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  mockFailures.count = 1;
  const { api } = setup();
  expect(await screen.findByTestId('points-balance')).toHaveTextContent('5,000');
  const card = screen.getByRole('heading', { level: 3, name: '$5 cash voucher' }).closest('article') as HTMLElement;

  await user.click(within(card).getByRole('button', { name: 'Redeem' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This part could not be loaded. Check your connection and try again.');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  // The mall stays as it was: the points, the item and its button.
  expect(screen.getByRole('heading', { level: 1, name: 'Points mall' })).toBeInTheDocument();
  expect(screen.getByTestId('points-balance')).toHaveTextContent('5,000');
  expect(within(card).getByRole('button', { name: 'Redeem' })).toBeEnabled();
  expect(warn).toHaveBeenCalledWith('[platform-ui] the password confirm dialog could not load', expect.any(Error));
  expect(api.calls.some((call) => call.endpointId === 'points.redeem')).toBe(false);

  await user.click(within(card).getByRole('button', { name: 'Redeem' }));
  expect(await screen.findByRole('dialog', { name: 'Redeem $5 cash voucher' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  warn.mockRestore();
});
