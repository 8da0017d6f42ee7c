import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_MEMBER, createStubApi, failingExport as mockFailingExport } from 'shared-contracts/testing';
import { renderInHost } from '../testing/test-utils';
import { MemberCentre } from './member-centre';

// Each page is its own chunk. A page chunk that could not load (a dropped connection) used to throw
// at the centre's error boundary, and React.lazy keeps a failure for good: the boundary's retry
// threw again at once, so only a reload brought the page back. `mockFailures` makes the next loads
// of a page fail.
const mockFailures = { securityCenter: { count: 0 } };
jest.mock('../features/security-center/components/security-center', () =>
  mockFailingExport(
    jest.requireActual<object>('../features/security-center/components/security-center'),
    'SecurityCenter',
    mockFailures.securityCenter,
  ),
);

const api = () => createStubApi({ 'wallet.balance': () => ({ sumBalance: 1000 }) });
const UNAVAILABLE = 'This part could not be loaded. Check your connection and try again.';

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

it("says in the page's place that its code could not load, keeps the centre, and shows the page on Try again", async () => {
  mockFailures.securityCenter.count = 1;
  renderInHost(<MemberCentre onClose={jest.fn()} />, { member: TEST_MEMBER, api: api() });
  const dialog = screen.getByRole('dialog', { name: 'Member centre' });
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(UNAVAILABLE);
  expect(within(dialog).getByRole('heading', { name: 'My account' })).toBeInTheDocument();
  expect(within(dialog).getByRole('navigation', { name: 'Member centre pages' })).toBeInTheDocument();

  await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByTestId('member-centre-balance')).toHaveTextContent('$1,000.00');
  expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  expect(warn).toHaveBeenCalledWith('[platform-ui] the member centre page securityCenter could not load', expect.any(Error));
});
