import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { ApiError, endpoints } from 'shared-contracts';
import { createStubApi, type StubApi } from 'shared-contracts/testing';
import { DEVICE_ID_STORAGE_KEY } from '../../../lib/device-id';
import { LIVE_REGION_ID, renderAccountModals } from '../../../testing/render-account-modals';

// The login form, driven through the AccountModals expose the way the shell mounts it.
const LOGIN_RESULT = { token: 'tok-123', firstTimeLogin: false, passwordExpired: false };

function setup({ api = createStubApi(), reason, language }: { api?: StubApi; reason?: string; language?: string } = {}) {
  return { api, ...renderAccountModals(api, { ...(reason ? { reason } : {}), ...(language ? { language } : {}) }) };
}

const usernameField = () => screen.getByLabelText('Username');
const passwordField = () => screen.getByLabelText('Password');
const submitButton = () => screen.getByRole('button', { name: /^Log(ging)? in/ });
const loginCalls = (api: StubApi) => api.calls.filter((call) => call.endpointId === endpoints.login.id);

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, username: string, password: string) {
  await user.type(usernameField(), username);
  await user.type(passwordField(), password);
  await user.click(submitButton());
}

beforeEach(() => {
  localStorage.clear();
  document.getElementById(LIVE_REGION_ID)?.remove();
});

describe('login form', () => {
  it('renders the login dialog in a fake host, focused on the username', () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(usernameField()).toHaveFocus();
  });

  it('follows the host language', () => {
    setup({ language: 'TY' });
    expect(screen.getByRole('dialog', { name: 'Đăng nhập' })).toBeInTheDocument();
    expect(screen.getByLabelText('Mật khẩu')).toBeInTheDocument();
  });

  it('shows required-field errors under each input without calling the API', async () => {
    const { api, user } = setup();
    await user.type(usernameField(), '   ');
    await user.click(submitButton());
    expect(usernameField()).toHaveAccessibleDescription('Please enter your username.');
    expect(passwordField()).toHaveAccessibleDescription('Please enter your password.');
    expect(usernameField()).toHaveAttribute('aria-invalid', 'true');
    expect(usernameField()).toHaveFocus();
    expect(api.calls).toHaveLength(0);

    await user.type(usernameField(), 'member01');
    expect(usernameField()).not.toHaveAccessibleDescription();
  });

  it('moves focus to the first field in error: the password when only it is missing', async () => {
    const { api, user } = setup();
    await user.type(usernameField(), 'member01');
    await user.click(submitButton());
    expect(passwordField()).toHaveFocus();
    expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
    expect(passwordField()).toHaveAccessibleDescription('Please enter your password.');
    expect(usernameField()).not.toHaveAttribute('aria-invalid');
    expect(usernameField()).toHaveValue('member01');
    expect(api.calls).toHaveLength(0);
  });

  it('sends trimmed credentials with the username type and the persisted device id', async () => {
    const api = createStubApi();
    api.on(endpoints.login, () => LOGIN_RESULT);
    const { user } = setup({ api });
    await fillAndSubmit(user, '  member01 ', ' secret88  ');
    await waitFor(() => expect(loginCalls(api)).toHaveLength(1));
    const deviceId = localStorage.getItem(DEVICE_ID_STORAGE_KEY);
    expect(deviceId).toBeTruthy();
    expect(loginCalls(api)[0]?.input).toEqual({
      body: { username: 'member01', password: 'secret88', type: 'username', loginDeviceId: deviceId },
    });
  });

  it('signs in with the token, closes, goes home and announces success', async () => {
    const api = createStubApi();
    api.on(endpoints.login, () => LOGIN_RESULT);
    const { host, signIn, onClose, user } = setup({ api });
    await fillAndSubmit(user, 'member01', 'secret88');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(signIn).toHaveBeenCalledWith('tok-123', { firstTimeLogin: false });
    expect(host.session.getSnapshot()).toMatchObject({ status: 'authenticated', token: 'tok-123' });
    expect(host.navigations).toEqual(['/']);
    expect(document.getElementById(LIVE_REGION_ID)).toHaveTextContent('You are now logged in.');
  });

  it('stays on the page after a login asked for by a game launch, with the hint shown', async () => {
    const api = createStubApi();
    api.on(endpoints.login, () => LOGIN_RESULT);
    const { host, onClose, user } = setup({ api, reason: 'launch' });
    expect(screen.getByText('Please log in to play.')).toBeInTheDocument();
    await fillAndSubmit(user, 'member01', 'secret88');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(host.navigations).toEqual([]);
  });

  it('shows a generic translated hint for a reason it has no text for', () => {
    setup({ reason: 'something-new' });
    expect(screen.getByText('Please log in to continue.')).toBeInTheDocument();
  });

  it("shows the server's message and keeps what was typed", async () => {
    const api = createStubApi();
    api.on(endpoints.login, () => {
      throw new ApiError({
        kind: 'platform',
        endpointId: endpoints.login.id,
        errorCode: 'business.refusal',
        serverMessage: 'Non-member account unable to login',
      });
    });
    const { signIn, onClose, user } = setup({ api });
    await fillAndSubmit(user, 'agent01', 'secret88');
    expect(await screen.findByRole('alert')).toHaveTextContent('Non-member account unable to login');
    expect(usernameField()).toHaveValue('agent01');
    expect(passwordField()).toHaveValue('secret88');
    expect(signIn).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(submitButton()).toBeEnabled();
  });

  // Issue 14.3: HTTP and transport failures of a login show the §8 message in the player's language,
  // never the server's text; only a business refusal with a code shows the server's message.
  it.each([
    [
      'EN',
      new ApiError({
        kind: 'platform',
        endpointId: 'account.login',
        status: 500,
        errorCode: 'fault.injected',
        serverMessage: 'Injected failure (HTTP 500)',
      }),
      'Something went wrong on the server. Please try again later.',
    ],
    [
      'TY',
      new ApiError({
        kind: 'platform',
        endpointId: 'account.login',
        status: 500,
        errorCode: 'fault.injected',
        serverMessage: 'Injected failure (HTTP 500)',
      }),
      'Máy chủ gặp sự cố. Vui lòng thử lại sau.',
    ],
    [
      'EN',
      new ApiError({ kind: 'unauthorized', endpointId: 'account.login', status: 401, serverMessage: 'Injected failure (HTTP 401)' }),
      'You are not logged in. Please log in.',
    ],
    [
      'TY',
      new ApiError({ kind: 'unauthorized', endpointId: 'account.login', status: 401, serverMessage: 'Injected failure (HTTP 401)' }),
      'Bạn chưa đăng nhập. Vui lòng đăng nhập.',
    ],
    [
      'EN',
      new ApiError({
        kind: 'platform',
        endpointId: 'account.login',
        status: 200,
        serverMessage: 'Injected failure: the platform answered success false',
      }),
      'Something went wrong on the server. Please try again later.',
    ],
    ['TY', new ApiError({ kind: 'network', endpointId: 'account.login' }), 'Kết nối mạng bất thường, vui lòng thử lại.'],
    [
      'EN',
      new ApiError({ kind: 'malformed', endpointId: 'account.login', status: 200 }),
      'The server sent an answer we could not read. Please try again later.',
    ],
  ])('shows the translated message for a failed login (%s %#)', async (language, error, message) => {
    const api = createStubApi();
    api.on(endpoints.login, () => {
      throw error;
    });
    const { user } = setup({ api, language });
    await user.type(screen.getByRole('textbox', { name: /./ }), 'member01');
    await user.type(document.querySelector('input[type="password"]')!, 'secret88');
    await user.click(screen.getByRole('button', { name: language === 'EN' ? /^Log(ging)? in/ : /^Đăng nhập/ }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).not.toHaveTextContent(/Injected|HTTP|401|500/);
  });

  it('shows the common translated message on a network error, keeps what was typed and sends again', async () => {
    const { api, onClose, user } = setup();
    await fillAndSubmit(user, 'member01', 'secret88');
    expect(await screen.findByRole('alert')).toHaveTextContent('Network link abnormal, please try again.');
    expect(onClose).not.toHaveBeenCalled();
    expect(usernameField()).toHaveValue('member01');
    expect(passwordField()).toHaveValue('secret88');
    api.on(endpoints.login, () => LOGIN_RESULT);
    await user.click(submitButton());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(loginCalls(api)).toHaveLength(2);
  });

  it.each([
    ['EN', 'Too many attempts. Please wait 15 minutes and try again.'],
    ['TY', 'Thao tác quá nhiều lần. Vui lòng đợi 15 phút rồi thử lại.'],
  ])(
    'says how long to wait when the platform refuses too many attempts, in the player language (%s), and asks for the captcha',
    async (language, text) => {
      const api = createStubApi();
      api.on(endpoints.login, () => {
        throw new ApiError({
          kind: 'platform',
          endpointId: endpoints.login.id,
          errorCode: 'TOO_MANY_REQUESTS',
          serverMessage: 'Too many failed logins from this address. Try again in 15 minutes.',
          value: { retryAfterSeconds: 841, captcha: true },
        });
      });
      api.on(endpoints.captcha, () => 'iVBORw0KGgo=');
      const { user } = setup({ api, language });
      const [username, password] = language === 'EN' ? ['Username', 'Password'] : ['Tên đăng nhập', 'Mật khẩu'];
      await user.type(screen.getByLabelText(username), 'member01');
      await user.type(screen.getByLabelText(password), 'secret88');
      await user.click(document.querySelector('form button[type="submit"]') as HTMLButtonElement);
      const alert = await screen.findByTestId('login-error');
      await waitFor(() => expect(alert).toHaveTextContent(text));
      expect(alert).not.toHaveTextContent('Too many failed logins from this address');
      expect(document.querySelector('img[src^="data:image/png"]')).not.toBeNull();
    },
  );

  it('shows the captcha when the platform asks for it, requires it and sends it next time', async () => {
    const api = createStubApi();
    let attempts = 0;
    api.on(endpoints.login, () => {
      attempts += 1;
      if (attempts === 1)
        throw new ApiError({
          kind: 'platform',
          endpointId: endpoints.login.id,
          errorCode: 'business.refusal',
          serverMessage: 'Please Enter The Correct Captcha Code',
          value: { captcha: true },
        });
      return LOGIN_RESULT;
    });
    api.on(endpoints.captcha, () => 'iVBORw0KGgo=');
    const { onClose, user } = setup({ api });
    expect(screen.queryByLabelText('Captcha')).not.toBeInTheDocument();
    await fillAndSubmit(user, 'member01', 'secret88');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please Enter The Correct Captcha Code');
    expect(await screen.findByRole('img', { name: 'Captcha' })).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
    await user.click(submitButton());
    expect(screen.getByLabelText('Captcha')).toHaveAccessibleDescription('Please enter the captcha.');
    expect(screen.getByLabelText('Captcha')).toHaveFocus();
    expect(loginCalls(api)).toHaveLength(1);
    await user.type(screen.getByLabelText('Captcha'), ' ab12 ');
    await user.click(submitButton());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(loginCalls(api)[1]?.input).toMatchObject({ body: { username: 'member01', password: 'secret88', captcha: 'ab12' } });
  });

  it('disables submit while the login is pending and never sends twice', async () => {
    const api = createStubApi();
    let answer: (value: unknown) => void = () => undefined;
    api.on(endpoints.login, () => new Promise((resolve) => (answer = resolve)));
    const { onClose, user } = setup({ api });
    await fillAndSubmit(user, 'member01', 'secret88');
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveTextContent('Logging in…');
    await user.click(submitButton());
    await user.type(passwordField(), '{Enter}');
    expect(loginCalls(api)).toHaveLength(1);
    answer(LOGIN_RESULT);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(loginCalls(api)).toHaveLength(1);
  });

  it('shows and hides the password', async () => {
    const { user } = setup();
    expect(passwordField()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordField()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(passwordField()).toHaveAttribute('type', 'password');
  });
});
