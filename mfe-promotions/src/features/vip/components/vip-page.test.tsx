import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPlatformEventBus, memberInfoSchema } from 'shared-contracts';
import { TEST_MEMBER, TEST_TRIAL, createStubApi } from 'shared-contracts/testing';
import { renderRemote } from '../../../testing/render-remote';
import { VipPage } from './vip-page';

const LEVELS = [
  { level: 0, clubLabel: { labelName: 'VIP0', rankLevel: 0 }, depositRequired: 0, validBetRequired: 0, benefits: [] },
  {
    level: 1,
    clubLabel: { labelName: 'VIP1', color: '#8d6e63', color2: '#bcaaa4', rankLevel: 1 },
    depositRequired: 1000,
    validBetRequired: 5000,
    benefits: [
      { kind: 'upgradeBonus', value: 18 },
      { kind: 'rebateRate', value: 0.5 },
    ],
  },
  {
    level: 2,
    clubLabel: { labelName: 'VIP2', color: '#9e9e9e', rankLevel: 2 },
    depositRequired: 5000,
    validBetRequired: 20_000,
    benefits: [
      { kind: 'monthlyBonus', value: 58 },
      { kind: 'dedicatedService', value: 1 },
    ],
  },
];

const MEMBER = memberInfoSchema.parse({
  ...TEST_MEMBER,
  clubLabel: { labelName: 'VIP1', color: '#8d6e63', color2: '#bcaaa4', rankLevel: 1 },
  memberLabel: [{ text: 'Loyal', color: '#ffffff', bgColor: '#2b8a3e' }],
});

function setup(progress: unknown, member = MEMBER as typeof MEMBER | null, language = 'EN') {
  const api = createStubApi({ 'promotions.vipLevels': () => ({ levels: LEVELS, progress }) });
  return renderRemote(<VipPage />, { api, member, url: '/vip', language });
}

describe('VipPage', () => {
  beforeEach(() => sessionStorage.clear());

  it("shows the member's level, labels, progress and the ladder with what each level gives", async () => {
    setup({ level: 1, nextLevel: 2, depositTotal: 2500, validBetTotal: 8000, depositNeeded: 2500, validBetNeeded: 12_000, fraction: 0.4 });
    expect(screen.getByRole('heading', { level: 1, name: 'VIP' })).toBeInTheDocument();
    const mine = await screen.findByRole('region', { name: 'Your level' });
    expect(within(mine).getByText('VIP1')).toBeInTheDocument();
    expect(within(mine).getByText('Rank 1')).toBeInTheDocument();
    expect(within(mine).getByText('Loyal')).toHaveStyle({ color: '#ffffff', background: '#2b8a3e' });
    const bar = within(mine).getByRole('progressbar', { name: 'Progress to VIP2' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(within(mine).getByText('Deposit $2,500.00 more and make $12,000.00 more valid bets to move up.')).toBeInTheDocument();

    const steps = within(screen.getByRole('region', { name: 'VIP levels' }))
      .getAllByRole('listitem')
      .filter((item) => item.querySelector('h3'));
    expect(steps.map((step) => step.querySelector('h3 span')?.textContent)).toEqual(['VIP0', 'VIP1', 'VIP2']);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(within(steps[1] as HTMLElement).getByText('Upgrade bonus $18.00')).toBeInTheDocument();
    expect(within(steps[1] as HTMLElement).getByText('Rebate 0.5%')).toBeInTheDocument();
    expect(within(steps[1] as HTMLElement).getByText('Needs $1,000.00 deposited and $5,000.00 valid bets')).toBeInTheDocument();
    expect(within(steps[2] as HTMLElement).getByText('Dedicated VIP customer service')).toBeInTheDocument();
    expect(within(steps[0] as HTMLElement).getByText('No extra benefits at this level.')).toBeInTheDocument();
  });

  it('says so at the top level', async () => {
    setup({ level: 2, nextLevel: null, depositTotal: 9000, validBetTotal: 30_000, depositNeeded: 0, validBetNeeded: 0, fraction: 1 });
    expect(await screen.findByText('You are at the top level.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows a guest the ladder and a way to log in', async () => {
    const user = userEvent.setup();
    const { host } = setup(null, null);
    const requests: unknown[] = [];
    host.bus.on('auth:login-requested', (payload) => requests.push(payload));
    expect(await screen.findByRole('region', { name: 'VIP levels' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(requests).toEqual([{ modal: 'login', reason: 'vip' }]);
  });

  // Issue 36: one number format per language, as the header and the centres.
  it('writes amounts and percents in the player’s language (TY)', async () => {
    setup(
      { level: 1, nextLevel: 2, depositTotal: 2500, validBetTotal: 8000, depositNeeded: 2500, validBetNeeded: 12_000, fraction: 0.4 },
      MEMBER,
      'TY',
    );
    const mine = await screen.findByRole('region', { name: 'Cấp của bạn' });
    expect(within(mine).getByRole('progressbar')).toHaveAttribute('aria-valuetext', '40%');
    expect(mine).toHaveTextContent('$2.500,00');
    expect(mine).toHaveTextContent('$12.000,00');
    expect(mine).not.toHaveTextContent(/\d,\d{3}\.\d{2}/);
    const ladder = screen.getByRole('region', { name: 'Các cấp VIP' });
    expect(ladder).toHaveTextContent('$18,00');
    expect(ladder).toHaveTextContent('0,5%');
  });

  // Issue 36: a trial account opening /vip gets the real-account warning, as a promotion's action gives it.
  it('gives a trial account the real-account warning on opening and shows the ladder without a level', async () => {
    const user = userEvent.setup();
    const bus = createPlatformEventBus();
    const warnings: unknown[] = [];
    bus.on('auth:real-account-required', (payload) => warnings.push(payload));
    // The platform answers a place for the trial account's token: it is not shown.
    const progress = { level: 0, nextLevel: 1, depositTotal: 0, validBetTotal: 0, depositNeeded: 1000, validBetNeeded: 5000, fraction: 0 };
    const api = createStubApi({ 'promotions.vipLevels': () => ({ levels: LEVELS, progress }) });
    renderRemote(<VipPage />, { api, member: TEST_TRIAL, url: '/vip', bus });
    expect(await screen.findByText(/VIP levels need a real account\./)).toBeInTheDocument();
    expect(warnings).toEqual([{ feature: 'vip' }]);
    expect(await screen.findByRole('region', { name: 'VIP levels' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your level' })).toBeNull();
    expect(screen.getByRole('region', { name: 'VIP levels' }).querySelector('[aria-current]')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Learn more' }));
    expect(warnings).toEqual([{ feature: 'vip' }, { feature: 'vip' }]);
  });
});
