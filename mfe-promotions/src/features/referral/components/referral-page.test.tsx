import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memberInfoSchema } from 'shared-contracts';
import { TEST_MEMBER, TEST_TRIAL, createStubApi } from 'shared-contracts/testing';
import { renderRemote } from '../../../testing/render-remote';
import { ReferralPage } from './referral-page';

const WITH_REFERRAL = memberInfoSchema.parse({ ...TEST_MEMBER, availablePromotions: [{ type: 'REFERRAL', enabled: true }] });
const WITHOUT_REFERRAL = memberInfoSchema.parse({ ...TEST_MEMBER, availablePromotions: [{ type: 'REFERRAL', enabled: false }] });

const DETAILS = {
  rules: '<p>Invite <b>friends</b></p><script>window.__pwned=1</script>',
  commissionRate: 0.3,
  firstDepositBonus: 10,
  enabled: true,
  referralCode: 'MEM01X',
  referralLink: 'https://example.test/register?referralCode=MEM01X',
  totalInvitations: 2,
  depositedInvitations: 1,
  commissionTotal: 12.5,
  promotionDomains: ['example.test'],
  invitees: [
    { account: 'fr***01', registeredAt: Date.UTC(2026, 4, 2), deposited: true, earned: 12.5 },
    { account: 'fr***02', registeredAt: Date.UTC(2026, 4, 9), deposited: false, earned: 0 },
  ],
};

function setup(member: Parameters<typeof renderRemote>[1]['member'], details: unknown = DETAILS, language = 'EN') {
  const api = createStubApi({ 'member.referral': () => details });
  return renderRemote(<ReferralPage />, { api, member, url: '/referral', language });
}

/** The platform's rules as the reference API sends them: the bonus as a bare figure. */
const RULES =
  '<ol><li>Your friend registers with it and makes a first deposit: you receive <strong>10.00</strong>.</li><li>Every day you also earn <strong>0.3%</strong>.</li></ol>';

describe('ReferralPage', () => {
  it('shows what the programme gives, the invite link with its QR code, and invited friends', async () => {
    const { api } = setup(WITH_REFERRAL);
    expect(screen.getByRole('heading', { level: 1, name: 'Invite friends' })).toBeInTheDocument();
    expect(await screen.findByText("0.3% of your friends' valid bets")).toBeInTheDocument();
    expect(screen.getByText("$10.00 for each friend's first deposit")).toBeInTheDocument();
    expect(screen.getByTestId('referral-rules')).toHaveTextContent('Invite friends');
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByLabelText('Invite link')).toHaveValue(DETAILS.referralLink);
    expect(screen.getByText('Referral code: MEM01X')).toBeInTheDocument();
    const qr = await screen.findByRole('img', { name: 'QR code of your invite link' }, { timeout: 5000 });
    expect(qr).toHaveAttribute('width', '200');
    const friends = screen.getByRole('table', { name: 'Invited friends' });
    expect(within(friends).getAllByRole('row')).toHaveLength(3);
    expect(within(friends).getByText('$12.50')).toBeInTheDocument();
    expect(api.calls[0]?.input).toEqual({ query: { autoGenerate: 'true' } });
  });

  it('never puts an invite link that is not an http(s) address in the QR code or the field (issue 36 item 6)', async () => {
    setup(WITH_REFERRAL, { ...DETAILS, referralLink: 'javascript:alert(1)' });
    expect(await screen.findByText('Your invite link is not ready yet. Please try again later.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Invite link')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'QR code of your invite link' })).not.toBeInTheDocument();
  });

  it('copies the invite link', async () => {
    const user = userEvent.setup();
    setup(WITH_REFERRAL);
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(DETAILS.referralLink);
    expect(screen.getByText('Link copied.')).toBeInTheDocument();
  });

  it('is not shown when the REFERRAL promotion is off', () => {
    const { api } = setup(WITHOUT_REFERRAL);
    expect(screen.getByText('The referral programme is not open to your account.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('asks a guest to log in and tells a trial account a real one is needed', async () => {
    const user = userEvent.setup();
    const { host, unmount } = setup(null);
    const events: unknown[] = [];
    host.bus.on('auth:login-requested', (payload) => events.push(payload));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(events).toEqual([{ modal: 'login', reason: 'referral' }]);
    unmount();
    setup(TEST_TRIAL);
    expect(screen.getByText('The referral programme needs a real account.')).toBeInTheDocument();
  });

  // Issue 36: the rules said "10.00" beside "$10.00" in the list above them.
  it.each([
    ['EN', '$10.00', "$10.00 for each friend's first deposit"],
    ['TY', '$10,00', '$10,00 cho lần nạp đầu tiên của mỗi người bạn'],
  ])('writes the rules’ bonus in the brand’s money format (%s)', async (language, amount, gives) => {
    setup(WITH_REFERRAL, { ...DETAILS, rules: RULES }, language);
    const rules = await screen.findByTestId('referral-rules');
    expect(within(rules).getByText(amount)).toBeInTheDocument();
    expect(within(rules).getByText(amount).tagName).toBe('STRONG');
    expect(rules).not.toHaveTextContent(/(^|[^$\d])10[.,]00/);
    expect(screen.getByText(gives)).toBeInTheDocument();
    // The friends' figures too: counts and amounts in the language's format.
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('table')).toHaveTextContent(language === 'TY' ? '$12,50' : '$12.50');
  });
});
