import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-contracts';
import { TEST_MEMBER } from 'shared-contracts/testing';
import { createRecordingApi, never } from '../../../lib/test-api';
import { renderInHost } from '../../../testing/test-utils';
import { WalletPage } from './wallet-page';

describe('WalletPage', () => {
  it('shows loading, then the total and each wallet', async () => {
    renderInHost(<WalletPage />, {
      member: TEST_MEMBER,
      api: createRecordingApi({
        'wallet.balance': () => ({
          sumBalance: 1250.5,
          isSingle: false,
          balance: [
            { accountTypeId: 2, accountName: 'MAIN', availBalance: 1000 },
            { accountTypeId: 5, accountName: 'LIVE', availBalance: 250.5 },
          ],
        }),
      }),
    });
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByTestId('wallet-total')).toHaveTextContent('$1,250.50');
    expect(screen.getByText('Main wallet').nextElementSibling).toHaveTextContent('$1,000.00');
    expect(screen.getByText('Live casino wallet', { selector: 'span' }).nextElementSibling).toHaveTextContent('$250.50');
    expect(screen.queryByText(/no transfer is needed/)).not.toBeInTheDocument();
  });

  it('says a single wallet needs no transfer', async () => {
    renderInHost(<WalletPage />, {
      member: TEST_MEMBER,
      api: createRecordingApi({
        'wallet.balance': () => ({
          sumBalance: 10,
          isSingle: true,
          balance: [{ accountTypeId: 2, accountName: 'MAIN', availBalance: 10 }],
        }),
      }),
    });
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

  it('moves money main → game once per double click with a key, and recalls all', async () => {
    const user = userEvent.setup();
    let main = 1000;
    let live = 0;
    const answer = () => ({
      sumBalance: main + live,
      isSingle: false,
      balance: [
        { accountTypeId: 2, accountName: 'MAIN', availBalance: main },
        { accountTypeId: 5, accountName: 'LIVE', availBalance: live },
      ],
    });
    const api = createRecordingApi({
      'wallet.balance': answer,
      'wallet.gameTransfer': ({ body }) => {
        const b = body as { amount: number };
        main -= b.amount;
        live += b.amount;
        return answer();
      },
      'wallet.recallAll': () => {
        const recalled = live;
        main += live;
        live = 0;
        return { ...answer(), recalled };
      },
    });
    renderInHost(<WalletPage />, { member: TEST_MEMBER, api });
    await user.type(await screen.findByLabelText('Amount'), '1000.01');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('The amount is more than the $1,000.00 available.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '300');
    await user.dblClick(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('The transfer is done.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.endpointId === 'wallet.gameTransfer').map((c) => c.input)).toEqual([
      { body: { fromAccountTypeId: 2, toAccountTypeId: 5, amount: 300 } },
    ]);
    expect(api.options.find((c) => c.endpointId === 'wallet.gameTransfer')?.options?.idempotencyKey).toEqual(expect.any(String));
    expect(await screen.findByText('$300.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Recall all to the main wallet' }));
    expect(await screen.findByText('$300.00 went back to the main wallet.')).toBeInTheDocument();
  });
});
