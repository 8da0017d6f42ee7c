import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-contracts';
import { TEST_MEMBER } from 'shared-contracts/testing';
import { createRecordingApi, never } from '../../../lib/test-api';
import { renderInHost } from '../../../lib/test-utils';
import { WalletPage } from './wallet-page';

describe('WalletPage', () => {
  it('shows loading, then the total and each wallet', async () => {
    renderInHost(<WalletPage />, {
      member: TEST_MEMBER,
      api: createRecordingApi({ 'wallet.balance': () => ({ sumBalance: 1250.5, isSingle: false, balance: [{ accountTypeId: 2, accountName: 'MAIN', availBalance: 1000 }, { accountTypeId: 5, accountName: 'LIVE', availBalance: 250.5 }] }) }),
    });
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(await screen.findByTestId('wallet-total')).toHaveTextContent('$1,250.50');
    expect(screen.getByText('Main wallet').nextElementSibling).toHaveTextContent('$1,000.00');
    expect(screen.getByText('LIVE').nextElementSibling).toHaveTextContent('$250.50');
    expect(screen.queryByText(/no transfer is needed/)).not.toBeInTheDocument();
  });

  it('says a single wallet needs no transfer', async () => {
    renderInHost(<WalletPage />, { member: TEST_MEMBER, api: createRecordingApi({ 'wallet.balance': () => ({ sumBalance: 10, isSingle: true, balance: [{ accountTypeId: 2, accountName: 'MAIN', availBalance: 10 }] }) }) });
    expect(await screen.findByText(/no transfer is needed/)).toBeInTheDocument();
  });

  it('has an error state with retry, and reloads when the balance changes', async () => {
    const user = userEvent.setup();
    let fail = true;
    let sum = 10;
    const { host } = renderInHost(<WalletPage />, {
      member: TEST_MEMBER,
      api: createRecordingApi({
        'wallet.balance': () => {
          if (fail) throw new ApiError({ kind: 'malformed', endpointId: 'wallet.balance' });
          return { sumBalance: sum };
        },
      }),
    });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('wallet-total')).toHaveTextContent('$10.00');
    sum = 20;
    host.bus.emit('wallet:balance-changed', { sumBalance: 20, currencySymbol: '$' });
    expect(await screen.findByText('$20.00')).toBeInTheDocument();
  });

  it('loads nothing without a member', () => {
    const api = createRecordingApi({ 'wallet.balance': never });
    renderInHost(<WalletPage />, { member: null, api });
    expect(api.calls).toHaveLength(0);
  });
});
