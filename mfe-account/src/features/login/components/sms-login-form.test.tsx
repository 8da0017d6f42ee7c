import { screen, waitFor } from '@testing-library/react';
import { ApiError, endpoints } from 'shared-contracts';
import { createStubApi, type StubApi } from 'shared-contracts/testing';
import { renderAccountModals } from '../../../testing/render-account-modals';
import { skewedClock } from '../../../testing/skewed-clock';

const setup = (api: StubApi, flags: string[]) => renderAccountModals(api, { flags });

describe('SMS-code login', () => {
  it('is not offered when MOBILEVERCODELOGIN3 is off', () => {
    setup(createStubApi(), []);
    expect(screen.queryByRole('button', { name: 'SMS code' })).not.toBeInTheDocument();
  });

  it('sends the code with the country code and logs in with type sms (no forced password change)', async () => {
    const clock = skewedClock();
    const api = createStubApi();
    api.on(endpoints.smsLoginCode, () => ({ expiredMinutes: 1 }));
    api.on(endpoints.login, () => ({
      token: 'sms-tok',
      firstTimeLogin: false,
      passwordExpired: true,
    }));
    const { signIn, onClose, user, host } = setup(api, ['MOBILEVERCODELOGIN3']);
    await user.click(screen.getByRole('button', { name: 'SMS code' }));
    expect(screen.getByRole('button', { name: 'SMS code' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Country code of Mobile number' })).toHaveValue('+84');

    await user.click(screen.getByRole('button', { name: 'Get verification code' }));
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription('Please enter your mobile number.');
    expect(api.calls.filter((call) => call.endpointId === endpoints.smsLoginCode.id)).toHaveLength(0);

    await user.type(screen.getByLabelText('Mobile number'), '912345678');
    clock.advance(1_050); // past the one-send-a-second throttle, without waiting
    await user.click(screen.getByRole('button', { name: 'Get verification code' }));
    expect(await screen.findByRole('button', { name: /Sent/ })).toBeDisabled();
    expect(api.calls.find((call) => call.endpointId === endpoints.smsLoginCode.id)?.input).toEqual({
      body: { mobileNum: '912345678', countryDialingCode: '84' },
    });

    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByLabelText('SMS code')).toHaveAccessibleDescription('Please enter the SMS code.');
    await user.type(screen.getByLabelText('SMS code'), ' 123456 ');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    const login = api.calls.find((call) => call.endpointId === endpoints.login.id);
    expect(login?.input).toMatchObject({
      body: { username: '912345678', password: '123456', type: 'sms' },
    });
    expect(signIn).toHaveBeenCalledWith('sms-tok', { firstTimeLogin: false });
    expect(host.navigations).toEqual(['/']);
  });
  it('focuses the first field in error and keeps both fields after a refused login', async () => {
    const api = createStubApi();
    api.on(endpoints.login, () => {
      throw new ApiError({
        kind: 'platform',
        endpointId: endpoints.login.id,
        errorCode: 'business.refusal',
        serverMessage: 'Verification code error',
      });
    });
    const { onClose, user } = setup(api, ['MOBILEVERCODELOGIN3']);
    await user.click(screen.getByRole('button', { name: 'SMS code' }));
    await screen.findByRole('combobox', { name: /Country code/ });
    await user.type(screen.getByLabelText('SMS code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByLabelText('Mobile number')).toHaveFocus();
    expect(screen.getByLabelText('Mobile number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('SMS code')).not.toHaveAttribute('aria-invalid');

    await user.type(screen.getByLabelText('Mobile number'), '12');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription('Please enter a valid phone number');
    expect(api.calls.filter((call) => call.endpointId === endpoints.login.id)).toHaveLength(0);

    await user.clear(screen.getByLabelText('Mobile number'));
    await user.type(screen.getByLabelText('Mobile number'), '912345678');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByTestId('sms-login-error')).toHaveTextContent('Verification code error');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('912345678');
    expect(screen.getByLabelText('SMS code')).toHaveValue('123456');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
