import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memberInfoSchema } from 'shared-contracts';
import { TEST_MEMBER, createStubApi, failingExport as mockFailingExport } from 'shared-contracts/testing';
import { renderRemote } from '../../../testing/render-remote';
import { ReferralPage } from './referral-page';

// qrcode.react is its own chunk. When it could not load (a dropped connection), a thrown React.lazy
// used to replace the whole page (the invite link with it) through the remote's error boundary, whose
// retry then failed again at once. `mockFailures` makes the next loads of the library fail.
const mockFailures = { count: 0 };
jest.mock('qrcode.react', () => mockFailingExport(jest.requireActual<object>('qrcode.react'), 'QRCodeSVG', mockFailures));

const MEMBER = memberInfoSchema.parse({ ...TEST_MEMBER, availablePromotions: [{ type: 'REFERRAL', enabled: true }] });
const LINK = 'https://example.test/register?referralCode=MEM01X';

it("says in the QR code's place that it could not load, keeps the invite link usable, and draws the code on Try again", async () => {
  const user = userEvent.setup();
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  mockFailures.count = 1;
  const api = createStubApi({
    'member.referral': () => ({
      commissionRate: 0.3,
      firstDepositBonus: 10,
      enabled: true,
      referralCode: 'MEM01X',
      referralLink: LINK,
      totalInvitations: 0,
      depositedInvitations: 0,
      commissionTotal: 0,
      promotionDomains: ['example.test'],
      invitees: [],
    }),
  });
  renderRemote(<ReferralPage />, { api, member: MEMBER, url: '/referral' });

  const invite = await screen.findByRole('region', { name: 'Your invite link' });
  expect(await within(invite).findByRole('alert')).toHaveTextContent('This part could not be loaded. Check your connection and try again.');
  expect(warn).toHaveBeenCalledWith('[platform-ui] the QR code could not load', expect.any(Error));
  // The rest of the page stays, and the link can still be copied.
  expect(screen.getByRole('heading', { level: 1, name: 'Invite friends' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Invited friends' })).toBeInTheDocument();
  expect(within(invite).getByLabelText('Invite link')).toHaveValue(LINK);
  await user.click(within(invite).getByRole('button', { name: 'Copy link' }));
  expect(await navigator.clipboard.readText()).toBe(LINK);
  expect(within(invite).getByText('Link copied.')).toBeInTheDocument();

  await user.click(within(invite).getByRole('button', { name: 'Try again' }));
  expect(await within(invite).findByRole('img', { name: 'QR code of your invite link' }, { timeout: 5000 })).toHaveAttribute(
    'width',
    '200',
  );
  expect(within(invite).queryByRole('alert')).not.toBeInTheDocument();
  expect(within(invite).getByLabelText('Invite link')).toHaveValue(LINK);
  warn.mockRestore();
});
