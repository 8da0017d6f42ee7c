import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_MEMBER, createStubApi, failingExport as mockFailingExport } from 'shared-contracts/testing';
import { renderInHost } from '../testing/test-utils';
import { MemberCentre } from './member-centre';

// Each page is its own chunk. A page chunk that could not load (a dropped connection) used to throw
// at the centre's error boundary, and React.lazy keeps a failure for good: the boundary's retry
// threw again at once, so only a reload brought the page back. `mockFailures` makes the next loads
// of a page fail. (In a file of its own: a page that loaded once stays loaded for the file, and
// this test shows My account, whose failure page-unavailable.test.tsx shows.)
const mockFailures = { wallet: { count: 0 } };
jest.mock('../features/wallet/components/wallet-page', () =>
  mockFailingExport(jest.requireActual<object>('../features/wallet/components/wallet-page'), 'WalletPage', mockFailures.wallet),
);

const api = () => createStubApi({ 'wallet.balance': () => ({ sumBalance: 1000 }) });
const UNAVAILABLE = 'This part could not be loaded. Check your connection and try again.';

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

it('loads a page whose code failed again when the member comes back to it', async () => {
  const user = userEvent.setup();
  mockFailures.wallet.count = 1;
  renderInHost(<MemberCentre page="transferFund" onClose={jest.fn()} />, { member: TEST_MEMBER, api: api() });
  const dialog = screen.getByRole('dialog', { name: 'Member centre' });
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(UNAVAILABLE);

  await user.click(within(dialog).getByRole('button', { name: 'My account' }));
  expect(await screen.findByTestId('member-centre-balance')).toHaveTextContent('$1,000.00');
  await user.click(within(dialog).getByRole('button', { name: 'My wallet' }));
  expect(await screen.findByTestId('wallet-total')).toHaveTextContent('$1,000.00');
  expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
});
