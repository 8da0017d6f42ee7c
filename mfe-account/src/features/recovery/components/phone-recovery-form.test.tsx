import { screen, waitFor } from '@testing-library/react';
import { ApiError, endpoints } from 'shared-contracts';
import { createStubApi } from 'shared-contracts/testing';
import { callsOf, renderAccountModals } from '../../../testing/render-account-modals';
import { skewedClock } from '../../../testing/skewed-clock';

// Typing through whole forms (and the SMS throttle's second) is slow on a loaded machine.
jest.setTimeout(30_000);

describe('phone recovery form (CHNGPASSVERIF3)', () => {
  it('by phone: focus goes to the first field in error, and a double submit sends once', async () => {
    const api = createStubApi();
    let refuse: (error: unknown) => void = () => undefined;
    api.on(endpoints.passwordByPhone, () => new Promise((_resolve, reject) => (refuse = reject)));
    const { user } = renderAccountModals(api, { modal: 'forgot-password', flags: ['CHNGPASSVERIF3'] });
    await user.click(screen.getByRole('button', { name: 'By phone' }));
    await screen.findByRole('combobox', { name: /Country code/ });
    await user.type(screen.getByLabelText('Mobile number'), '912345678');
    await user.type(screen.getByLabelText('New password'), 'abc123');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reset password and log in' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Reset password and log in' }));
    expect(screen.getByLabelText('SMS code')).toHaveFocus();
    expect(screen.getByLabelText('SMS code')).toHaveAccessibleDescription('Please enter the SMS code.');
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription('Please confirm the new password.');
    expect(screen.getByLabelText('Mobile number')).not.toHaveAttribute('aria-invalid');

    await user.type(screen.getByLabelText('SMS code'), '000000');
    await user.type(screen.getByLabelText('Confirm new password'), 'abc123');
    await user.dblClick(screen.getByRole('button', { name: 'Reset password and log in' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Resetting/ })).toBeDisabled());
    expect(callsOf(api, endpoints.passwordByPhone)).toHaveLength(1);
    refuse(new ApiError({ kind: 'network', endpointId: endpoints.passwordByPhone.id }));
    await waitFor(() => expect(screen.getByTestId('recovery-phone-error')).toHaveTextContent('Network link abnormal, please try again.'));
    expect(screen.getByLabelText('Mobile number')).toHaveValue('912345678');
    expect(screen.getByLabelText('SMS code')).toHaveValue('000000');
    expect(screen.getByLabelText('New password')).toHaveValue('abc123');
    expect(screen.getByLabelText('Confirm new password')).toHaveValue('abc123');
  });

  it('by phone (CHNGPASSVERIF3): code with countdown, password rule, then automatic login and home', async () => {
    const clock = skewedClock();
    const api = createStubApi();
    api.on(endpoints.smsPasswordCode, () => ({ expiredMinutes: 2 }));
    api.on(endpoints.passwordByPhone, () => ({ token: 'phone-tok', firstTimeLogin: false, passwordExpired: false }));
    const { user, onClose, signIn, host } = renderAccountModals(api, { modal: 'forgot-password', flags: ['CHNGPASSVERIF3'] });
    await user.click(screen.getByRole('button', { name: 'By phone' }));
    expect(screen.getByRole('button', { name: 'By phone' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('combobox', { name: 'Country code of Mobile number' })).toHaveValue('+84');

    await user.click(screen.getByRole('button', { name: 'Get verification code' }));
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription('Please enter your mobile number.');
    await user.type(screen.getByLabelText('Mobile number'), '12');
    clock.advance(1_050); // past the one-send-a-second throttle, without waiting
    await user.click(screen.getByRole('button', { name: 'Get verification code' }));
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription('Please enter a valid phone number');
    expect(callsOf(api, endpoints.smsPasswordCode)).toHaveLength(0);

    await user.clear(screen.getByLabelText('Mobile number'));
    await user.type(screen.getByLabelText('Mobile number'), '912345678');
    clock.advance(1_050); // past the one-send-a-second throttle, without waiting
    await user.click(screen.getByRole('button', { name: 'Get verification code' }));
    expect(await screen.findByRole('button', { name: 'Sent (120 s)' })).toBeDisabled();
    expect(callsOf(api, endpoints.smsPasswordCode)[0]?.input).toEqual({ body: { mobileNum: '912345678', countryDialingCode: '84' } });

    await user.click(screen.getByRole('button', { name: 'Reset password and log in' }));
    expect(screen.getByLabelText('SMS code')).toHaveAccessibleDescription('Please enter the SMS code.');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('Please enter a new password.');
    await user.type(screen.getByLabelText('SMS code'), '654321');
    await user.type(screen.getByLabelText('New password'), 'abcdef');
    await user.type(screen.getByLabelText('Confirm new password'), 'abcdef');
    await user.click(screen.getByRole('button', { name: 'Reset password and log in' }));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('6-12 characters, must combine letters and digits');
    expect(callsOf(api, endpoints.passwordByPhone)).toHaveLength(0);

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'abc123');
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'abc124');
    await user.click(screen.getByRole('button', { name: 'Reset password and log in' }));
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription('Incorrect confirmation input');

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'abc123');
    await user.click(screen.getByRole('button', { name: 'Reset password and log in' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(callsOf(api, endpoints.passwordByPhone)[0]?.input).toEqual({
      body: { mobileNum: '912345678', verificationCode: '654321', newPassword: 'abc123', countryDialingCode: '84' },
    });
    expect(signIn).toHaveBeenCalledWith('phone-tok', { firstTimeLogin: false });
    expect(host.navigations).toEqual(['/']);
  });

  it('by phone: a wrong code keeps everything typed and explains', async () => {
    const api = createStubApi();
    api.on(endpoints.passwordByPhone, () => {
      throw new ApiError({
        kind: 'platform',
        endpointId: endpoints.passwordByPhone.id,
        errorCode: 'business.refusal',
        serverMessage: 'The verification code is wrong or expired',
      });
    });
    const { user, onClose } = renderAccountModals(api, { modal: 'forgot-password', flags: ['CHNGPASSVERIF3'] });
    await user.click(screen.getByRole('button', { name: 'By phone' }));
    await screen.findByRole('combobox', { name: /Country code/ });
    await user.type(screen.getByLabelText('Mobile number'), '912345678');
    await user.type(screen.getByLabelText('SMS code'), '000000');
    await user.type(screen.getByLabelText('New password'), 'abc123');
    await user.type(screen.getByLabelText('Confirm new password'), 'abc123');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reset password and log in' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Reset password and log in' }));
    await waitFor(() => expect(screen.getByTestId('recovery-phone-error')).toHaveTextContent('The verification code is wrong or expired'));
    expect(screen.getByLabelText('SMS code')).toHaveValue('000000');
    expect(screen.getByLabelText('New password')).toHaveValue('abc123');
    expect(onClose).not.toHaveBeenCalled();
    // Switching method and back keeps what was typed.
    await user.click(screen.getByRole('button', { name: 'By email' }));
    await user.click(screen.getByRole('button', { name: 'By phone' }));
    expect(screen.getByLabelText('Mobile number')).toHaveValue('912345678');
  });
});
