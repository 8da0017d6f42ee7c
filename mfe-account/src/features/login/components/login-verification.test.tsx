import { screen, waitFor } from '@testing-library/react';
import { ApiError, ERROR_CODES, endpoints } from 'shared-contracts';
import { createStubApi, type StubApi } from 'shared-contracts/testing';
import { callsOf, renderAccountModals } from '../../../testing/render-account-modals';

const REQUEST = {
  verifyRequired: true,
  verificationToken: 'vt-1',
  ip: '203.0.113.9',
  expiresAt: Date.now() + 600_000,
  methods: [
    { method: 'SMS', destination: '091****000' },
    { method: 'EMAIL', destination: 'me***@example.com' },
    { method: 'BANK_ACCOUNT_NAME' },
    { method: 'GOOGLE' },
  ],
};

function refuseLoginFromNewIp(api: StubApi) {
  api.on(endpoints.login, () => {
    throw new ApiError({
      kind: 'platform',
      endpointId: endpoints.login.id,
      errorCode: ERROR_CODES.loginVerifyRequired,
      serverMessage: 'You are logging in from a new location: please verify it is you',
      value: REQUEST,
    });
  });
}

async function logIn(user: ReturnType<typeof renderAccountModals>['user'], password = 'secret88') {
  await user.type(screen.getByLabelText('Username'), 'member01');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

// Typing through whole forms (and the SMS throttle's second) is slow on a loaded machine.
jest.setTimeout(30_000);

describe('login from an unregistered IP', () => {
  it('offers the allowed methods, sends the SMS code and completes the login', async () => {
    const api = createStubApi();
    refuseLoginFromNewIp(api);
    api.on(endpoints.loginVerificationCode, () => ({ expiredMinutes: 5, expirationTime: Date.now() + 300_000, destination: '091****000' }));
    api.on(endpoints.loginVerification, () => ({ token: 'ip-tok', firstTimeLogin: false, passwordExpired: false }));
    const { user, onClose, signIn, host } = renderAccountModals(api);
    await logIn(user);
    expect(await screen.findByTestId('login-verification')).toHaveTextContent('new location (203.0.113.9)');
    for (const name of ['SMS', 'Email', 'Bank account name', 'Google Authenticator'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SMS' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('We will send a code to 091****000.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Confirm and log in' }));
    expect(screen.getByLabelText('SMS code')).toHaveAccessibleDescription('Please enter the SMS code.');
    await user.click(screen.getByRole('button', { name: 'Get verification code' }));
    expect(await screen.findByRole('button', { name: 'Sent (300 s)' })).toBeDisabled();
    expect(callsOf(api, endpoints.loginVerificationCode)[0]?.input).toEqual({ body: { verificationToken: 'vt-1', method: 'SMS' } });
    expect(screen.getByText('A code was sent to 091****000.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('SMS code'), ' 482913 ');
    await user.click(screen.getByRole('button', { name: 'Confirm and log in' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(callsOf(api, endpoints.loginVerification)[0]?.input).toEqual({
      body: { verificationToken: 'vt-1', method: 'SMS', code: '482913' },
    });
    expect(signIn).toHaveBeenCalledWith('ip-tok', { firstTimeLogin: false });
    expect(host.navigations).toEqual(['/']);
  });

  it('answers with the bank account name; a wrong answer explains and keeps it; the default password still forces a change', async () => {
    const api = createStubApi();
    refuseLoginFromNewIp(api);
    let attempt = 0;
    api.on(endpoints.loginVerification, () => {
      attempt += 1;
      if (attempt === 1) {
        throw new ApiError({
          kind: 'platform',
          endpointId: endpoints.loginVerification.id,
          errorCode: ERROR_CODES.verificationCode,
          serverMessage: 'The verification answer is wrong',
          value: { attemptsLeft: 4, fieldErrors: { code: 'wrong' } },
        });
      }
      return { token: 'ip-tok', firstTimeLogin: false, passwordExpired: false };
    });
    const { user, onClose } = renderAccountModals(api);
    await logIn(user, '123456');
    await user.click(await screen.findByRole('button', { name: 'Bank account name' }));
    expect(screen.getByText('Enter the name on the bank account of your profile.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Bank account name'), 'Nguyen Van B');
    await user.click(screen.getByRole('button', { name: 'Confirm and log in' }));
    await waitFor(() =>
      expect(screen.getByTestId('login-verification-error')).toHaveTextContent(
        'The verification code or answer is wrong, or it has expired.',
      ),
    );
    expect(screen.getByTestId('login-verification-error')).toHaveTextContent('Attempts left: 4');
    expect(screen.getByLabelText('Bank account name')).toHaveValue('Nguyen Van B');
    await user.clear(screen.getByLabelText('Bank account name'));
    await user.type(screen.getByLabelText('Bank account name'), 'Nguyen Van A');
    await user.click(screen.getByRole('button', { name: 'Confirm and log in' }));
    expect(await screen.findByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
    expect(callsOf(api, endpoints.loginVerification)[1]?.input).toEqual({
      body: { verificationToken: 'vt-1', method: 'BANK_ACCOUNT_NAME', code: 'Nguyen Van A' },
    });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('goes back to the login form with the explanation when the verification expired', async () => {
    const api = createStubApi();
    refuseLoginFromNewIp(api);
    api.on(endpoints.loginVerification, () => {
      throw new ApiError({
        kind: 'platform',
        endpointId: endpoints.loginVerification.id,
        errorCode: ERROR_CODES.loginVerificationExpired,
        serverMessage: 'The verification expired: please log in again',
      });
    });
    const { user } = renderAccountModals(api);
    await logIn(user);
    await user.click(await screen.findByRole('button', { name: 'Google Authenticator' }));
    await user.type(screen.getByLabelText('Google Authenticator code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm and log in' }));
    await waitFor(() => expect(screen.getByTestId('login-error')).toHaveTextContent('The verification has expired. Please log in again.'));
    expect(screen.getByLabelText('Username')).toHaveValue('member01');
  });
});
