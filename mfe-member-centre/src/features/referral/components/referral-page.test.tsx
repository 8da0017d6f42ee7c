import { screen } from '@testing-library/react';
import { ApiError } from 'shared-contracts';
import { TEST_MEMBER } from 'shared-contracts/testing';
import { createRecordingApi, never } from '../../../lib/test-api';
import { renderInHost } from '../../../testing/test-utils';
import { absoluteLink, ReferralPage } from './referral-page';

const DETAILS = {
  referralCode: 'MINH01',
  referralLink: '/?r=MINH01',
  totalInvitations: 2,
  depositedInvitations: 1,
  commissionTotal: 12.5,
  promotionDomains: [],
  invitees: [{ account: 'me***03', registeredAt: Date.UTC(2026, 10, 1), deposited: true }],
};

describe('ReferralPage', () => {
  it('shows the code, the absolute link with copy and its QR code, and the invitations', async () => {
    renderInHost(<ReferralPage />, { member: TEST_MEMBER, api: createRecordingApi({ 'member.referral': () => DETAILS }) });
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByText('MINH01')).toBeInTheDocument();
    expect(screen.getByText('http://localhost/?r=MINH01')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy invite link' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'QR code of your invite link' })).toBeInTheDocument();
    expect(screen.getByText('Friends invited').nextElementSibling).toHaveTextContent('2');
    expect(screen.getByText('$12.50')).toBeInTheDocument();
    expect(screen.getByText('me***03')).toBeInTheDocument();
  });

  it('shows the programme rules through the kit’s sanitiser, and no rules section without them', async () => {
    const first = renderInHost(<ReferralPage />, {
      member: TEST_MEMBER,
      api: createRecordingApi({
        'member.referral': () => ({ ...DETAILS, rules: '<p>Invite <strong>friends</strong></p><img src="x" onerror="bad()">' }),
      }),
    });
    const rules = await screen.findByRole('region', { name: 'Programme rules' });
    expect(rules.querySelector('strong')).toHaveTextContent('friends');
    expect(rules.querySelector('[onerror]')).toBeNull();
    first.unmount();
    renderInHost(<ReferralPage />, { member: TEST_MEMBER, api: createRecordingApi({ 'member.referral': () => DETAILS }) });
    await screen.findByText('MINH01');
    expect(screen.queryByRole('region', { name: 'Programme rules' })).not.toBeInTheDocument();
  });

  it('has empty and error states', async () => {
    const first = renderInHost(<ReferralPage />, {
      member: TEST_MEMBER,
      api: createRecordingApi({ 'member.referral': () => ({ ...DETAILS, referralCode: null, referralLink: null }) }),
    });
    expect(await screen.findByText('You have no referral code yet.')).toBeInTheDocument();
    first.unmount();
    renderInHost(<ReferralPage />, {
      member: TEST_MEMBER,
      api: createRecordingApi({
        'member.referral': () => {
          throw new ApiError({ kind: 'malformed', endpointId: 'x' });
        },
      }),
    });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('loads nothing without a member', () => {
    const api = createRecordingApi({ 'member.referral': never });
    renderInHost(<ReferralPage />, { member: null, api });
    expect(api.calls).toHaveLength(0);
  });
});

describe('absoluteLink', () => {
  it('resolves a path against the site and keeps an absolute link', () => {
    expect(absoluteLink('/?r=A', 'https://site.test')).toBe('https://site.test/?r=A');
    expect(absoluteLink('https://other.test/x?r=A', 'https://site.test')).toBe('https://other.test/x?r=A');
  });
});
