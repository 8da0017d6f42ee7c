import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-contracts';
import { TEST_MEMBER, failingExport as mockFailingExport } from 'shared-contracts/testing';
import { createRecordingApi, never } from '../../../lib/test-api';
import { renderInHost } from '../../../testing/test-utils';
import { DEPOSIT_STATUS_POLL_MS } from '../api/deposit-queries';
import { DepositPage } from './deposit-page';

// The QR code's library is its own chunk; `mockQrFailures` makes its next loads fail.
const mockQrFailures = { count: 0 };
jest.mock('qrcode.react', () => mockFailingExport(jest.requireActual<object>('qrcode.react'), 'QRCodeSVG', mockQrFailures));

const SETTINGS = {
  allowDeposit: 'Y',
  channels: [
    {
      id: 1,
      name: 'Local bank transfer',
      type: 'BANK',
      minAmount: 10,
      maxAmount: 50000,
      bankName: 'Vietcombank',
      accountName: 'WL DEMO',
      accountNo: '0071000123456',
    },
    { id: 3, name: 'E-wallet', type: 'EWALLET', minAmount: 5, maxAmount: 10000 },
  ],
};

function setup(handlers = {}) {
  const api = createRecordingApi({ 'member.depositSettings': () => SETTINGS, 'wallet.balance': () => ({ sumBalance: 1000 }), ...handlers });
  return { ...renderInHost(<DepositPage />, { member: TEST_MEMBER, api }), api };
}

describe('DepositPage', () => {
  it('shows a loading state while the channels load', () => {
    setup({ 'member.depositSettings': never });
    expect(screen.getByText('Loading…')).toBeInTheDocument();
  });

  it('shows a translated error with a retry that reloads', async () => {
    const user = userEvent.setup();
    let fail = true;
    setup({
      'member.depositSettings': () => {
        if (fail) throw new ApiError({ kind: 'malformed', endpointId: 'member.depositSettings' });
        return SETTINGS;
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The server sent an answer we could not read. Please try again later.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: /Local bank transfer/ })).toBeInTheDocument();
  });

  it('says deposits are closed when the platform does not allow them', async () => {
    setup({ 'member.depositSettings': () => ({ allowDeposit: 'N', channels: [] }) });
    expect(await screen.findByText('Deposits are not available right now.')).toBeInTheDocument();
  });

  it('lists channels with their limits and the chosen channel’s account', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(await screen.findByRole('radio', { name: /Local bank transfer/ }));
    expect(screen.getAllByText('Limits: $10.00 – $50,000.00').length).toBeGreaterThan(0);
    expect(screen.getByText('0071000123456')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy account number' })).toBeInTheDocument();
  });

  it('keeps the form and what was typed when a QR channel’s code cannot load, and draws the code on Try again', async () => {
    const user = userEvent.setup();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockQrFailures.count = 1;
    const qrChannel = { id: 4, name: 'Bank QR', type: 'QR', minAmount: 10, maxAmount: 5000, accountNo: '0099', qrPayload: 'pay:0099' };
    setup({ 'member.depositSettings': () => ({ ...SETTINGS, channels: [...SETTINGS.channels, qrChannel] }) });
    await user.click(await screen.findByRole('radio', { name: /Bank QR/ }));
    await user.type(screen.getByLabelText('Amount'), '25');
    expect(await screen.findByRole('alert')).toHaveTextContent('This part could not be loaded. Check your connection and try again.');
    expect(screen.getByText('0099')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request deposit' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('img', { name: /Bank QR/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Amount')).toHaveValue('25');
    warn.mockRestore();
  });

  it('checks the form: a channel, an amount within the channel’s limits, 2 decimals, a short remark', async () => {
    const user = userEvent.setup();
    const { api } = setup();
    await user.click(await screen.findByRole('button', { name: 'Request deposit' }));
    expect(screen.getByText('Choose a deposit channel.')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount')).toHaveAccessibleDescription('Enter an amount.');
    await user.click(screen.getByRole('radio', { name: /E-wallet/ }));
    await user.type(screen.getByLabelText('Amount'), '4.99');
    await user.click(screen.getByRole('button', { name: 'Request deposit' }));
    expect(await screen.findByText('The amount must be at least $5.00.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '5.555');
    expect(await screen.findByText('Enter a positive amount with at most 2 decimals.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '20000');
    expect(await screen.findByText('The amount must be at most $10,000.00.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '50');
    await user.click(screen.getByLabelText(/Remark/));
    await user.paste('x'.repeat(141));
    await user.click(screen.getByRole('button', { name: 'Request deposit' }));
    expect(await screen.findByText('The remark is too long: at most 140 characters.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.endpointId === 'member.deposit')).toHaveLength(0);
  });

  it('sends one request with an idempotency key, says what happened and announces the balance', async () => {
    const user = userEvent.setup();
    const { api, host } = setup({
      'member.deposit': ({ body }: { body?: unknown }) => ({
        depositId: 7,
        ...(body as object),
        status: 'pending',
        balance: 1000,
        channelName: 'Local bank transfer',
        createdAt: 1,
      }),
    });
    const changes: number[] = [];
    host.bus.on('wallet:balance-changed', ({ sumBalance }) => changes.push(sumBalance));
    await user.click(await screen.findByRole('radio', { name: /Local bank transfer/ }));
    await user.type(screen.getByLabelText('Amount'), '150.5');
    await user.click(screen.getByRole('button', { name: 'Request deposit' }));
    expect(await screen.findByText(/Deposit request #7 of \$150.50 is pending until the payment is confirmed/)).toBeInTheDocument();
    const deposits = api.options.filter((c) => c.endpointId === 'member.deposit');
    expect(deposits).toHaveLength(1);
    expect(deposits[0]?.options).toEqual({ idempotencyKey: expect.stringMatching(/^[\w-]{8,}$/) });
    expect(api.calls.find((c) => c.endpointId === 'member.deposit')?.input).toEqual({ body: { channelId: 1, amount: 150.5 } });
    await waitFor(() => expect(changes).toEqual([1000]));
    expect(screen.getByLabelText('Amount')).toHaveValue('');
  });

  it('keeps what was typed and reuses the key when a failed request is retried', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { api } = setup({
      'member.deposit': () => {
        if (fail) throw new ApiError({ kind: 'timeout', endpointId: 'member.deposit' });
        return { depositId: 8, channelId: 3, channelName: 'E-wallet', amount: 20, status: 'pending', balance: 1000, createdAt: 1 };
      },
    });
    await user.click(await screen.findByRole('radio', { name: /E-wallet/ }));
    await user.type(screen.getByLabelText('Amount'), '20');
    await user.click(screen.getByRole('button', { name: 'Request deposit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The page took too long to load. Please try again.');
    expect(screen.getByLabelText('Amount')).toHaveValue('20');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Request deposit' }));
    expect(await screen.findByText(/Deposit request #8/)).toBeInTheDocument();
    const keys = api.options.filter((c) => c.endpointId === 'member.deposit').map((c) => c.options?.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('follows a pending request: when the payment is confirmed it says so and announces the new balance (the header follows)', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      let status = 'pending';
      let sum = 1000;
      const record = () => ({ depositId: 7, channelId: 1, channelName: 'Local bank transfer', amount: 150.5, status, createdAt: 1 });
      const { host } = setup({
        'member.deposit': () => ({ ...record(), balance: 1000 }),
        'member.depositRecords': () => ({ list: [record()], totalCount: 1, totalPages: 1 }),
        'wallet.balance': () => ({ sumBalance: sum }),
      });
      const changes: number[] = [];
      host.bus.on('wallet:balance-changed', ({ sumBalance }) => changes.push(sumBalance));
      await user.click(await screen.findByRole('radio', { name: /Local bank transfer/ }));
      await user.type(screen.getByLabelText('Amount'), '150.5');
      await user.click(screen.getByRole('button', { name: 'Request deposit' }));
      expect(await screen.findByText(/Deposit request #7 of \$150.50 is pending/)).toBeInTheDocument();
      status = 'approved';
      sum = 1150.5;
      await act(async () => {
        await jest.advanceTimersByTimeAsync(DEPOSIT_STATUS_POLL_MS);
      });
      expect(await screen.findByText('Deposit #7 of $150.50 is credited to your wallet.')).toBeInTheDocument();
      await waitFor(() => expect(changes.at(-1)).toBe(1150.5));
    } finally {
      jest.useRealTimers();
    }
  });
});
