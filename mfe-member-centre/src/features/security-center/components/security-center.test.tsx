import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, memberInfoSchema } from 'shared-contracts';
import { TEST_MEMBER, createStubApi } from 'shared-contracts/testing';
import { renderInHost } from '../../../testing/test-utils';
import { SecurityCenter } from './security-center';

const RICH_MEMBER = memberInfoSchema.parse({
  ...TEST_MEMBER,
  account: 'vip01',
  nickname: 'High Roller',
  mobile: '0912345678',
  email: 'roller@example.com',
  clubLabel: { labelName: 'VIP6', rankLevel: 6, color: '#fff', color2: '#c80' },
  memberLabel: [{ text: 'Verified', color: '#fff', bgColor: '#080' }],
  customerId: 777001,
  currencySymbol: '₫',
});

function field(name: string) {
  const term = screen.getByText(name, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

describe('SecurityCenter', () => {
  it('shows the member from the session and the wallet balance', async () => {
    const api = createStubApi({ 'wallet.balance': () => ({ sumBalance: 1234567.5 }) });
    renderInHost(<SecurityCenter />, { member: RICH_MEMBER, api });
    expect(field('Account')).toHaveTextContent('vip01');
    expect(field('Nickname')).toHaveTextContent('High Roller');
    expect(field('VIP level')).toHaveTextContent('VIP6 · Level 6');
    // The club's colours mark the chip; its text keeps the theme's (readable) colours.
    const chip = screen.getByTestId('member-centre-club-label');
    expect(chip.style.color).toBe('');
    expect(chip.style.borderColor).toBe('rgb(204, 136, 0)');
    expect(within(field('Member labels')).getByText('Verified')).toBeInTheDocument();
    expect(field('Customer ID')).toHaveTextContent('777001');
    expect(field('Mobile number')).toHaveTextContent('091*****78');
    expect(field('Mobile number')).not.toHaveTextContent('0912345678');
    expect(field('Email')).toHaveTextContent('r*****@example.com');
    expect(screen.getByRole('status')).toHaveTextContent('Loading balance…');
    expect(await screen.findByTestId('member-centre-balance')).toHaveTextContent('₫1,234,567.50');
    expect(api.calls.filter((call) => call.endpointId === 'wallet.balance')).toHaveLength(1);
  });

  it('says which optional fields are not set', async () => {
    const api = createStubApi({ 'wallet.balance': () => ({ sumBalance: 0, currencySymbol: '€' }) });
    renderInHost(<SecurityCenter />, { member: TEST_MEMBER, api });
    expect(field('Mobile number')).toHaveTextContent('Not set');
    expect(field('Email')).toHaveTextContent('Not set');
    expect(field('Member labels')).toHaveTextContent('Not set');
    expect(await screen.findByTestId('member-centre-balance')).toHaveTextContent('€0.00');
  });

  it('writes the balance in the language’s format, as the header does (issue 49: not "$1,000.00" beside "$1.000,00")', async () => {
    const api = createStubApi({ 'wallet.balance': () => ({ sumBalance: 1000 }) });
    renderInHost(<SecurityCenter />, { member: TEST_MEMBER, api, language: 'TY' });
    expect(await screen.findByTestId('member-centre-balance')).toHaveTextContent('$1.000,00');
  });

  it("shows the server's message when the balance call fails", async () => {
    const api = createStubApi({
      'wallet.balance': () => {
        throw new ApiError({
          kind: 'platform',
          endpointId: 'wallet.balance',
          errorCode: 'test.refused',
          serverMessage: 'Wallet under maintenance',
        });
      },
    });
    renderInHost(<SecurityCenter />, { member: TEST_MEMBER, api });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The wallet balance could not be loaded.');
    expect(alert).toHaveTextContent('Wallet under maintenance');
    expect(screen.queryByTestId('member-centre-balance')).not.toBeInTheDocument();
  });

  it('shows the translated generic message when a failure carries no server message', async () => {
    const api = createStubApi({
      'wallet.balance': () => {
        throw new ApiError({ kind: 'schema', endpointId: 'wallet.balance' });
      },
    });
    renderInHost(<SecurityCenter />, { member: TEST_MEMBER, api });
    expect(await screen.findByRole('alert')).toHaveTextContent('The server sent an answer we could not read');
  });

  it('refreshes the balance and the member on request', async () => {
    const user = userEvent.setup();
    let balance = 10;
    const api = createStubApi({
      'wallet.balance': () => ({ sumBalance: balance }),
      'member.info': () => ({ ...TEST_MEMBER, nickname: 'Renamed' }),
    });
    renderInHost(<SecurityCenter />, { member: TEST_MEMBER, api });
    expect(await screen.findByTestId('member-centre-balance')).toHaveTextContent('$10.00');
    balance = 25;
    await user.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(await screen.findByText('$25.00')).toBeInTheDocument();

    expect(field('Nickname')).toHaveTextContent('Lucky Member');
    await user.click(screen.getByRole('button', { name: 'Refresh details' }));
    expect(await screen.findByText('Renamed')).toBeInTheDocument();
  });

  it('refetches the balance when the shell announces a balance change', async () => {
    let balance = 10;
    const api = createStubApi({ 'wallet.balance': () => ({ sumBalance: balance }) });
    const { host } = renderInHost(<SecurityCenter />, { member: TEST_MEMBER, api });
    expect(await screen.findByTestId('member-centre-balance')).toHaveTextContent('$10.00');
    balance = 99;
    act(() => host.bus.emit('wallet:balance-changed', { sumBalance: 99, currencySymbol: '$' }));
    expect(await screen.findByText('$99.00')).toBeInTheDocument();
  });

  it('reports a failed member refresh', async () => {
    const user = userEvent.setup();
    const api = createStubApi({
      'wallet.balance': () => ({ sumBalance: 1 }),
      'member.info': () => {
        throw new ApiError({ kind: 'platform', endpointId: 'member.info', errorCode: 'test.refused', serverMessage: 'Try later' });
      },
    });
    renderInHost(<SecurityCenter />, { member: TEST_MEMBER, api });
    await user.click(screen.getByRole('button', { name: 'Refresh details' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Try later');
  });

  it('waits for the member while the session loads', () => {
    renderInHost(<SecurityCenter />, { member: null });
    expect(screen.getByRole('status')).toHaveTextContent('Loading member information…');
  });

  it('asks the account remote for its change-password form', async () => {
    const user = userEvent.setup();
    const { host } = renderInHost(<SecurityCenter />, {
      member: TEST_MEMBER,
      api: createStubApi({ 'wallet.balance': () => ({ sumBalance: 1 }) }),
    });
    const asked: unknown[] = [];
    host.bus.on('auth:login-requested', (payload) => asked.push(payload));
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(asked).toEqual([{ modal: 'change-password', reason: 'member-centre' }]);
  });
});
