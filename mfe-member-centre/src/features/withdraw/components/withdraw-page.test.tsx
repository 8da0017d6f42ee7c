import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-contracts';
import { TEST_MEMBER } from 'shared-contracts/testing';
import { createRecordingApi, never } from '../../../lib/test-api';
import { renderInHost } from '../../../testing/test-utils';
import { WITHDRAW_STATUS_POLL_MS } from '../api/withdraw-queries';
import { WithdrawPage } from './withdraw-page';

const CARD = {
  id: 4,
  bankName: 'Vietcombank',
  accountName: 'NGUYEN VAN A',
  accountNoMasked: '**** **** 6789',
  isDefault: true,
  createdAt: 1,
};
const SETTINGS = {
  minimumAmount: 50,
  maximumAmount: 50000,
  autoReceivedMinutes: 30,
  balance: 1000,
  bankAccount: null,
  dailyCount: 1,
  dailyLimit: 5,
  dailyMaximumAmount: 100000,
  hasPaymentPassword: true,
  bankCards: [CARD],
};
const paid = (id: number) => ({
  withdrawId: id,
  amount: 200,
  status: 'paid',
  createdAt: Date.now() - 60_000,
  paidAt: Date.now() - 30_000,
  autoReceiveAt: Date.now() + 90_000,
});

const wf = () => within(screen.getByRole('form', { name: 'Request a withdrawal' }));

function setup(handlers: Record<string, (input: { body?: unknown }) => unknown> = {}) {
  const api = createRecordingApi({
    'member.withdrawSettings': () => SETTINGS,
    'member.withdrawRecords': () => ({ list: [], totalCount: 0, totalPages: 0 }),
    'wallet.balance': () => ({ sumBalance: 900 }),
    ...handlers,
  });
  return { ...renderInHost(<WithdrawPage />, { member: TEST_MEMBER, api }), api };
}

describe('WithdrawPage', () => {
  it('shows loading, then the payout account, limits and auto-received delay', async () => {
    setup({ 'member.withdrawRecords': never });
    expect(screen.getAllByText('Loading…').length).toBeGreaterThan(0);
    expect(await screen.findByRole('option', { name: 'Vietcombank · NGUYEN VAN A · **** **** 6789' })).toBeInTheDocument();
    expect(screen.getByText('30 minutes')).toBeInTheDocument();
    expect(screen.getByText('4 of 5 withdrawals left today.')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount')).toHaveAccessibleDescription('From $50.00 to $50,000.00; available $1,000.00.');
  });

  it('asks for a bank card first when none is bound, and binds one with the payment password', async () => {
    const user = userEvent.setup();
    let cards: (typeof CARD)[] = [];
    const { api } = setup({
      'member.withdrawSettings': () => ({ ...SETTINGS, bankCards: cards }),
      'member.bankCardAdd': ({ body }) => {
        const b = body as { bankName: string; accountName: string };
        cards = [{ ...CARD, bankName: b.bankName, accountName: b.accountName, accountNoMasked: '**** **** 4321' }];
        return cards[0];
      },
    });
    expect(await screen.findByText('Add a bank card before you withdraw.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Bank name'), 'ACB');
    await user.type(screen.getByLabelText('Account holder'), 'TRAN THI B');
    await user.type(screen.getByLabelText('Card or account number'), '1234');
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    expect(await screen.findByText('A card or account number has 10 to 19 digits.')).toBeInTheDocument();
    expect(screen.getByLabelText('Payment password')).toHaveAccessibleDescription('The payment password is 6 digits.');
    await user.type(screen.getByLabelText('Card or account number'), '5678 9012');
    await user.type(screen.getByLabelText('Payment password'), '246810');
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    expect(await screen.findByText('Card **** **** 4321 added.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.endpointId === 'member.bankCardAdd')?.input).toEqual({
      body: { bankName: 'ACB', accountName: 'TRAN THI B', accountNo: '123456789012', paymentPassword: '246810' },
    });
    expect(await screen.findByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
  });

  it('asks for a payment password first when none is set', async () => {
    setup({ 'member.withdrawSettings': () => ({ ...SETTINGS, hasPaymentPassword: false }) });
    expect(await screen.findByText('Set a payment password before you withdraw.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Set a payment password' })).toBeInTheDocument();
  });

  it('checks limits, balance and the password before calling', async () => {
    const user = userEvent.setup();
    const { api } = setup();
    await screen.findByRole('form', { name: 'Request a withdrawal' });
    await user.type(wf().getByLabelText('Amount'), '10');
    await user.click(wf().getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('The amount must be at least $50.00.')).toBeInTheDocument();
    expect(wf().getByLabelText('Payment password')).toHaveAccessibleDescription('The payment password is 6 digits.');
    await user.clear(wf().getByLabelText('Amount'));
    await user.type(wf().getByLabelText('Amount'), '1000.01');
    expect(await screen.findByText('The amount is more than the $1,000.00 available.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.endpointId === 'member.withdraw')).toBe(false);
  });

  it('requests once with a key and announces the balance; a refused password keeps the amount', async () => {
    const user = userEvent.setup();
    let wrong = true;
    const { api, host } = setup({
      'member.withdraw': () => {
        if (wrong)
          throw new ApiError({
            kind: 'platform',
            endpointId: 'member.withdraw',
            errorCode: 'test.refused',
            serverMessage: 'The payment password is incorrect',
          });
        return { withdrawId: 12, amount: 100, status: 'processing', createdAt: 1, balance: 900 };
      },
    });
    const changes: number[] = [];
    host.bus.on('wallet:balance-changed', ({ sumBalance }) => changes.push(sumBalance));
    await screen.findByRole('form', { name: 'Request a withdrawal' });
    await user.type(wf().getByLabelText('Amount'), '100');
    await user.type(wf().getByLabelText('Payment password'), '111111');
    await user.click(wf().getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment password is incorrect');
    expect(wf().getByLabelText('Amount')).toHaveValue('100');
    wrong = false;
    await user.clear(wf().getByLabelText('Payment password'));
    await user.type(wf().getByLabelText('Payment password'), '246810');
    await user.dblClick(wf().getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Withdrawal #12 of $100.00 is being processed.')).toBeInTheDocument();
    const keys = api.options.filter((c) => c.endpointId === 'member.withdraw').map((c) => c.options?.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
    expect(api.calls.filter((c) => c.endpointId === 'member.withdraw').at(-1)?.input).toEqual({
      body: { amount: 100, paymentPassword: '246810', bankCardId: 4 },
    });
    await waitFor(() => expect(changes).toEqual([900]));
  });

  it('shows a paid withdrawal with its countdown, explains the rule and confirms a partial receipt', async () => {
    const user = userEvent.setup();
    let list = [paid(7), { withdrawId: 6, amount: 80, status: 'auto_received', createdAt: Date.now() - 86_400_000 }];
    const { api } = setup({
      'member.withdrawRecords': () => ({ list, totalCount: list.length, totalPages: 1 }),
      'member.withdrawConfirm': ({ body }) => {
        const b = body as { receivedAmount: number };
        list = list.map((w) => (w.withdrawId === 7 ? { ...w, status: 'partially_received', receivedAmount: b.receivedAmount } : w));
        return list[0];
      },
    });
    const item = (await screen.findByText('#7 · $200.00')).closest('li') as HTMLElement;
    expect(within(item).getByTestId('auto-received-countdown')).toHaveTextContent(/Counts as received in 01:(29|30) unless you confirm./);
    expect(screen.getByText('Received (automatically)')).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Confirm receipt' }));
    expect(within(item).getByText(/counts as received: it is then final and is not refunded/)).toBeInTheDocument();
    await user.click(within(item).getByRole('radio', { name: 'Partially received' }));
    await user.type(within(item).getByLabelText('Amount that arrived'), '200');
    await user.click(within(item).getByRole('button', { name: 'Send confirmation' }));
    expect(await within(item).findByText(/above 0 and below \$200.00/)).toBeInTheDocument();
    await user.clear(within(item).getByLabelText('Amount that arrived'));
    await user.type(within(item).getByLabelText('Amount that arrived'), '150');
    await user.click(within(item).getByRole('button', { name: 'Send confirmation' }));
    expect(await screen.findByText('Arrived: $150.00')).toBeInTheDocument();
    const confirm = api.options.find((c) => c.endpointId === 'member.withdrawConfirm');
    expect(confirm?.options?.idempotencyKey).toEqual(expect.any(String));
    expect(api.calls.find((c) => c.endpointId === 'member.withdrawConfirm')?.input).toEqual({
      body: { withdrawId: 7, result: 'partially_received', receivedAmount: 150 },
    });
  });

  it('says a rejected withdrawal was refunded, and when', async () => {
    const refundedAt = Date.UTC(2026, 10, 20, 9, 30);
    const rejected = { withdrawId: 9, amount: 80, status: 'rejected', createdAt: refundedAt - 3_600_000, refundedAt };
    setup({ 'member.withdrawRecords': () => ({ list: [rejected, paid(8)], totalCount: 2, totalPages: 1 }) });
    const item = (await screen.findByText('#9 · $80.00')).closest('li') as HTMLElement;
    expect(within(item).getByText('Rejected and refunded')).toBeInTheDocument();
    expect(within(item).getByText(/^\$80\.00 went back to your wallet on .*2026.*\.$/)).toBeInTheDocument();
    // A withdrawal that was not refunded says nothing of the kind.
    const other = screen.getByText('#8 · $200.00').closest('li') as HTMLElement;
    expect(within(other).queryByText(/went back to your wallet/)).not.toBeInTheDocument();
  });

  it('reads the withdrawals again when the page opens and while one is moving, so a payout made meanwhile shows', async () => {
    jest.useFakeTimers();
    try {
      let status = 'processing';
      const record = () => ({
        withdrawId: 58,
        amount: 60,
        status,
        createdAt: Date.now() - 60_000,
        ...(status === 'paid' ? { paidAt: Date.now(), autoReceiveAt: Date.now() + 600_000 } : {}),
      });
      const first = setup({ 'member.withdrawRecords': () => ({ list: [record()], totalCount: 1, totalPages: 1 }) });
      const item = await screen.findByRole('listitem', { name: /#58/ });
      expect(item).toHaveTextContent('Processing');
      status = 'paid';
      await act(async () => {
        await jest.advanceTimersByTimeAsync(WITHDRAW_STATUS_POLL_MS);
      });
      await waitFor(() => expect(screen.getByRole('listitem', { name: /#58/ })).toHaveTextContent('Paid – awaiting your confirmation'));
      first.unmount();
    } finally {
      jest.useRealTimers();
    }
  });

  it('has error states with retry', async () => {
    setup({
      'member.withdrawSettings': () => {
        throw new ApiError({ kind: 'malformed', endpointId: 'x' });
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('could not read');
    expect(await screen.findByText('No withdrawals in the last 30 days.')).toBeInTheDocument();
  });
});
