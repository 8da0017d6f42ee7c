import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, memberInfoSchema } from 'shared-contracts';
import { TEST_MEMBER } from 'shared-contracts/testing';
import { createRecordingApi, never } from '../../../lib/test-api';
import { renderInHost } from '../../../testing/test-utils';
import { TransferUplinePage } from './transfer-upline-page';

const UPLINE_MEMBER = memberInfoSchema.parse({ ...TEST_MEMBER, toUpline: true });

function setup(handlers = {}, member = UPLINE_MEMBER) {
  const api = createRecordingApi({ 'wallet.balance': () => ({ sumBalance: 100 }), ...handlers });
  return { ...renderInHost(<TransferUplinePage />, { member, api }), api };
}

describe('TransferUplinePage', () => {
  it('says so when the member may not transfer to the upline, and calls nothing', () => {
    const { api } = setup({}, TEST_MEMBER);
    expect(screen.getByText('Transfers to your upline are not enabled for your account.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('shows loading while the balance loads', () => {
    setup({ 'wallet.balance': never });
    expect(screen.getByText('Loading…')).toBeInTheDocument();
  });

  it('shows a translated error with a retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    setup({
      'wallet.balance': () => {
        if (fail) throw new ApiError({ kind: 'malformed', endpointId: 'wallet.balance' });
        return { sumBalance: 100 };
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The server sent an answer we could not read.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Available: $100.00')).toBeInTheDocument();
  });

  it('checks the typed account (a platform that does not name the upline) and that the amount is within the balance', async () => {
    const user = userEvent.setup();
    const { api } = setup();
    await user.click(await screen.findByRole('button', { name: 'Transfer' }));
    expect(screen.getByLabelText('Upline account')).toHaveAccessibleDescription(expect.stringContaining('This field is required.'));
    expect(screen.getByLabelText('Amount')).toHaveAccessibleDescription('Enter an amount.');
    await user.type(screen.getByLabelText('Amount'), '100.01');
    expect(await screen.findByText('The amount is more than the $100.00 available.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.endpointId === 'wallet.transfer')).toBe(false);
  });

  it('transfers once per click with a key, shows the result and announces the balance', async () => {
    const user = userEvent.setup();
    const { api, host } = setup({ 'wallet.transfer': () => ({ transferId: 3, amount: 40, balance: 60, toAccount: 'agent01' }) });
    const refreshes: unknown[] = [];
    host.bus.on('wallet:refresh-requested', (payload) => refreshes.push(payload));
    await user.type(await screen.findByLabelText('Upline account'), 'agent01');
    await user.type(screen.getByLabelText('Amount'), '40');
    await user.dblClick(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('$40.00 was transferred to agent01.')).toBeInTheDocument();
    const transfers = api.options.filter((c) => c.endpointId === 'wallet.transfer');
    expect(transfers).toHaveLength(1);
    expect(transfers[0]?.options?.idempotencyKey).toEqual(expect.any(String));
    await waitFor(() => expect(refreshes).toEqual([{ reason: 'transfer-upline' }]));
  });

  it('sends the transfer to the upline the platform names (shown, not typed)', async () => {
    const user = userEvent.setup();
    const member = memberInfoSchema.parse({ ...UPLINE_MEMBER, uplineAccount: 'agent01' });
    const { api } = setup({ 'wallet.transfer': () => ({ transferId: 5, amount: 12, balance: 88, toAccount: 'agent01' }) }, member);
    expect(await screen.findByText('To your upline:')).toHaveTextContent('To your upline: agent01');
    expect(screen.queryByLabelText('Upline account')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Amount'), '12');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('$12.00 was transferred to agent01.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.endpointId === 'wallet.transfer')?.input).toEqual({ body: { toAccount: 'agent01', amount: 12 } });
  });

  it('asks for the payment password when the member has one', async () => {
    const user = userEvent.setup();
    const member = memberInfoSchema.parse({ ...UPLINE_MEMBER, hasPaymentPassword: true });
    const { api } = setup({ 'wallet.transfer': () => ({ transferId: 4, amount: 5, balance: 95, toAccount: 'agent01' }) }, member);
    await user.type(await screen.findByLabelText('Upline account'), 'agent01');
    await user.type(screen.getByLabelText('Amount'), '5');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('The payment password is 6 digits.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Payment password'), '246810');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('$5.00 was transferred to agent01.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.endpointId === 'wallet.transfer')?.input).toEqual({
      body: { toAccount: 'agent01', amount: 5, paymentPassword: '246810' },
    });
  });

  it('puts the platform’s field error under the field', async () => {
    const user = userEvent.setup();
    setup({
      'wallet.transfer': () => {
        throw new ApiError({
          kind: 'platform',
          endpointId: 'wallet.transfer',
          errorCode: 'request.field.invalid',
          serverMessage: 'toAccount: nope',
          value: { fieldErrors: { toAccount: 'You can only transfer to your upline or your downlines' } },
        });
      },
    });
    await user.type(await screen.findByLabelText('Upline account'), 'someone');
    await user.type(screen.getByLabelText('Amount'), '5');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('You can only transfer to your upline or your downlines')).toBeInTheDocument();
    expect(screen.getByLabelText('Upline account')).toHaveValue('someone');
  });
});
