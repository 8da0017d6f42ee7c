import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-contracts';
import { TEST_MEMBER } from 'shared-contracts/testing';
import { createRecordingApi } from '../lib/test-api';
import { renderInHost } from '../testing/test-utils';
import { PaymentPasswordForm } from './payment-password-form';

const refusal = (fieldErrors: Record<string, string>) =>
  new ApiError({
    kind: 'platform',
    endpointId: 'member.paymentPassword',
    errorCode: 'request.field.invalid',
    serverMessage: Object.values(fieldErrors)[0]!,
    value: { fieldErrors },
  });

function setup(hasPaymentPassword: boolean, handler: (input: { body?: unknown }) => unknown = () => ({ hasPaymentPassword: true })) {
  const api = createRecordingApi({ 'member.paymentPassword': handler });
  renderInHost(<PaymentPasswordForm hasPaymentPassword={hasPaymentPassword} />, { member: TEST_MEMBER, api });
  return { api, user: userEvent.setup(), sent: () => api.calls.filter((call) => call.endpointId === 'member.paymentPassword') };
}

describe('PaymentPasswordForm', () => {
  it('shows every error under its field and focuses the first one; nothing is sent', async () => {
    const { user, sent } = setup(false);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Login password')).toHaveFocus());
    expect(screen.getByLabelText('Login password')).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText('New payment password')).toHaveAccessibleDescription('6 digits. The payment password is 6 digits.');
    expect(screen.getByLabelText('Login password')).toHaveAttribute('aria-invalid', 'true');
    // The first invalid field gets focus, wherever it is.
    await user.type(screen.getByLabelText('Login password'), 'secret88');
    await user.type(screen.getByLabelText('New payment password'), '246810');
    await user.type(screen.getByLabelText('Repeat the new payment password'), '246811');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Repeat the new payment password')).toHaveFocus());
    expect(screen.getByLabelText('Repeat the new payment password')).toHaveAccessibleDescription('The two passwords do not match.');
    expect(sent()).toHaveLength(0);
  });

  it('a refused current password shows under its field with focus, and everything typed stays', async () => {
    const { user, sent } = setup(true, () => {
      throw refusal({ oldPaymentPassword: 'The payment password is incorrect' });
    });
    await user.type(screen.getByLabelText('Current payment password'), '111111');
    await user.type(screen.getByLabelText('New payment password'), '246810');
    await user.type(screen.getByLabelText('Repeat the new payment password'), '246810');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Current payment password')).toHaveAccessibleDescription('The payment password is incorrect'),
    );
    expect(screen.getByLabelText('Current payment password')).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Current payment password')).toHaveValue('111111');
    expect(screen.getByLabelText('New payment password')).toHaveValue('246810');
    expect(screen.getByLabelText('Repeat the new payment password')).toHaveValue('246810');
    expect(sent()[0]?.input).toEqual({ body: { newPaymentPassword: '246810', oldPaymentPassword: '111111' } });
  });

  it('a refused new password (same as the current one) shows under the new password', async () => {
    const { user } = setup(true, () => {
      throw refusal({ newPaymentPassword: 'Choose a password different from the current one' });
    });
    await user.type(screen.getByLabelText('Current payment password'), '246810');
    await user.type(screen.getByLabelText('New payment password'), '246810');
    await user.type(screen.getByLabelText('Repeat the new payment password'), '246810');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('New payment password')).toHaveFocus());
    expect(screen.getByLabelText('New payment password')).toHaveAccessibleDescription(
      '6 digits. Choose a password different from the current one',
    );
  });

  it("a refusal that names no field is said once, in the player's language, and keeps the values", async () => {
    const { user } = setup(false, () => {
      throw new ApiError({ kind: 'http', endpointId: 'member.paymentPassword', status: 503 });
    });
    await user.type(screen.getByLabelText('Login password'), 'secret88');
    await user.type(screen.getByLabelText('New payment password'), '246810');
    await user.type(screen.getByLabelText('Repeat the new payment password'), '246810');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).not.toHaveTextContent('503');
    expect(screen.getByLabelText('Login password')).toHaveValue('secret88');
    expect(screen.getByLabelText('Repeat the new payment password')).toHaveValue('246810');
  });

  it('a double click saves once, then the form is emptied', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const { user, sent } = setup(false, () => new Promise((resolve) => (answer = resolve)));
    await user.type(screen.getByLabelText('Login password'), 'secret88');
    await user.type(screen.getByLabelText('New payment password'), '246810');
    await user.type(screen.getByLabelText('Repeat the new payment password'), '246810');
    await user.dblClick(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
    answer({ hasPaymentPassword: true });
    expect(await screen.findByRole('status')).toHaveTextContent('Your payment password is saved.');
    expect(sent()).toHaveLength(1);
    expect(screen.getByLabelText('Login password')).toHaveValue('');
  });
});
