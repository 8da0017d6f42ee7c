import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-contracts';
import { TEST_MEMBER } from 'shared-contracts/testing';
import { createRecordingApi } from '../../../lib/test-api';
import { renderInHost } from '../../../testing/test-utils';
import { BankCardForm } from './bank-card-form';

const CARD = { id: 9, bankName: 'ACB', accountName: 'TRAN THI B', accountNoMasked: '**** **** 9012', isDefault: false, createdAt: 1 };

function setup(handler: (input: { body?: unknown }) => unknown = () => CARD) {
  const api = createRecordingApi({ 'member.bankCardAdd': handler });
  renderInHost(<BankCardForm />, { member: TEST_MEMBER, api });
  return { user: userEvent.setup(), sent: () => api.calls.filter((call) => call.endpointId === 'member.bankCardAdd') };
}

async function fill(user: ReturnType<typeof userEvent.setup>, password = '246810') {
  await user.type(screen.getByLabelText('Bank name'), 'ACB');
  await user.type(screen.getByLabelText('Account holder'), 'TRAN THI B');
  await user.type(screen.getByLabelText('Card or account number'), '1234 5678 9012');
  await user.type(screen.getByLabelText('Payment password'), password);
}

describe('BankCardForm', () => {
  it('shows each error under its field and focuses the first invalid one; nothing is sent', async () => {
    const { user, sent } = setup();
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    await waitFor(() => expect(screen.getByLabelText('Bank name')).toHaveFocus());
    expect(screen.getByLabelText('Bank name')).toHaveAccessibleDescription('Enter 2 to 64 characters.');
    expect(screen.getByLabelText('Account holder')).toHaveAccessibleDescription('Enter 2 to 64 characters.');
    expect(screen.getByLabelText('Card or account number')).toHaveAccessibleDescription('A card or account number has 10 to 19 digits.');
    expect(screen.getByLabelText('Payment password')).toHaveAccessibleDescription('The payment password is 6 digits.');
    await user.type(screen.getByLabelText('Bank name'), 'ACB');
    await user.type(screen.getByLabelText('Account holder'), 'TRAN THI B');
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    await waitFor(() => expect(screen.getByLabelText('Card or account number')).toHaveFocus());
    expect(sent()).toHaveLength(0);
  });

  it('a refused payment password shows under it with focus, and everything typed stays', async () => {
    const { user, sent } = setup(() => {
      throw new ApiError({
        kind: 'platform',
        endpointId: 'member.bankCardAdd',
        errorCode: 'payment.password.invalid',
        serverMessage: 'The payment password is incorrect',
        value: { fieldErrors: { paymentPassword: 'The payment password is incorrect' } },
      });
    });
    await fill(user, '111111');
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    await waitFor(() => expect(screen.getByLabelText('Payment password')).toHaveAccessibleDescription('The payment password is incorrect'));
    expect(screen.getByLabelText('Payment password')).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Bank name')).toHaveValue('ACB');
    expect(screen.getByLabelText('Account holder')).toHaveValue('TRAN THI B');
    expect(screen.getByLabelText('Card or account number')).toHaveValue('1234 5678 9012');
    expect(screen.getByLabelText('Payment password')).toHaveValue('111111');
    expect(sent()).toHaveLength(1);
  });

  it("a failed call is said in the player's language and keeps the values", async () => {
    const { user } = setup(() => {
      throw new ApiError({ kind: 'http', endpointId: 'member.bankCardAdd', status: 502 });
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    expect(await screen.findByRole('alert')).not.toHaveTextContent('502');
    expect(screen.getByLabelText('Card or account number')).toHaveValue('1234 5678 9012');
  });

  it('a double click adds the card once, then the form is emptied', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const { user, sent } = setup(() => new Promise((resolve) => (answer = resolve)));
    await fill(user);
    await user.dblClick(screen.getByRole('button', { name: 'Add card' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add card' })).toBeDisabled());
    answer(CARD);
    expect(await screen.findByRole('status')).toHaveTextContent('Card **** **** 9012 added.');
    expect(sent()).toHaveLength(1);
    expect(screen.getByLabelText('Bank name')).toHaveValue('');
  });
});
