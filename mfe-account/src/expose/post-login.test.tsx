import { screen, waitFor, within } from '@testing-library/react';
import { ApiError, ERROR_CODES, endpoints, type LoginInfo } from 'shared-contracts';
import { createStubApi, type StubApi } from 'shared-contracts/testing';
import { callsOf, renderAccountModals } from '../testing/render-account-modals';

const INFO: LoginInfo = {
  username: 'member01',
  firstTimeLogin: false,
  currentLogin: { time: Date.UTC(2026, 10, 21, 9, 0), ip: '203.0.113.9', country: 'VN' },
  previousLogin: { time: Date.UTC(2026, 10, 20, 8, 30), ip: '198.51.100.4', country: 'VN' },
  loginCount30d: 2,
  unreadMessages: 1,
  newLocation: false,
};

function apiWith(login: () => unknown): StubApi {
  const api = createStubApi();
  api.on(endpoints.login, login);
  api.on(endpoints.loginInfo, () => INFO);
  return api;
}

async function logIn(user: ReturnType<typeof renderAccountModals>['user'], password: string) {
  await user.type(screen.getByLabelText('Username'), 'member01');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('after a login: the post-login modal (spec §4)', () => {
  it('a password login closes the login modal, goes home, then shows the login info', async () => {
    const api = apiWith(() => ({ token: 't1', firstTimeLogin: false, passwordExpired: false }));
    const { user, onClose, host } = renderAccountModals(api);
    await logIn(user, 'secret88');
    const dialog = await screen.findByRole('dialog', { name: 'Welcome back' });
    expect(onClose).toHaveBeenCalled();
    expect(host.navigations).toEqual(['/']);
    expect(await within(dialog).findByText('Good to see you again, member01.')).toBeInTheDocument();
    expect(within(dialog).getByText('You have 1 unread message.')).toBeInTheDocument();
    expect(callsOf(api, endpoints.loginInfo)).toHaveLength(1);
  });

  it('shows the first-login variant when the login info says it is the first login', async () => {
    const api = apiWith(() => ({ token: 't1', firstTimeLogin: false, passwordExpired: false }));
    api.on(endpoints.loginInfo, () => ({ ...INFO, firstTimeLogin: true, previousLogin: null }));
    const { user } = renderAccountModals(api);
    await logIn(user, 'secret88');
    expect(await screen.findByRole('dialog', { name: 'Welcome' })).toBeInTheDocument();
  });

  it('a login that must change the default password shows the forced change, not the login info', async () => {
    const api = apiWith(() => ({ token: 't1', firstTimeLogin: false, passwordExpired: false }));
    const { user } = renderAccountModals(api);
    await logIn(user, '123456');
    expect(await screen.findByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: /^Welcome/ })).not.toBeInTheDocument();
    expect(callsOf(api, endpoints.loginInfo)).toHaveLength(0);
  });

  // Issue 14.12: a first login forces the password change, as an expired password does.
  it('a login answered with firstTimeLogin shows the forced change, not the welcome modal', async () => {
    const api = apiWith(() => ({ token: 't1', firstTimeLogin: true, passwordExpired: false }));
    const { user, onClose } = renderAccountModals(api);
    await logIn(user, 'secret88');
    expect(await screen.findByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.getByTestId('change-password-reason')).toBeInTheDocument();
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: /^Welcome/ })).not.toBeInTheDocument();
    expect(callsOf(api, endpoints.loginInfo)).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a failed login shows no login info', async () => {
    const api = apiWith(() => {
      throw new ApiError({
        kind: 'platform',
        endpointId: endpoints.login.id,
        errorCode: ERROR_CODES.credentials,
        serverMessage: 'Wrong password',
      });
    });
    const { user } = renderAccountModals(api);
    await logIn(user, 'nope1234');
    expect(await screen.findByText('Incorrect username or password.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: /^Welcome/ })).not.toBeInTheDocument();
    expect(callsOf(api, endpoints.loginInfo)).toHaveLength(0);
  });

  it('a social login follows the same path', async () => {
    const api = apiWith(() => null);
    api.on(endpoints.socialReferenceCredential, () => ({ credential: 'cred' }));
    api.on(endpoints.socialLogin, () => ({ token: 't2', firstTimeLogin: false, passwordExpired: false }));
    const { user, onClose } = renderAccountModals(api, { flags: ['GOOGLELOGIN3'] });
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await user.type(await screen.findByLabelText('Google account (email)'), 'member01@gmail.test{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Welcome back' })).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });
});

describe('social login in the account modal', () => {
  it('unlinked in the login view: "Register with" opens the register view and registers with the same credential', async () => {
    const api = apiWith(() => null);
    api.on(endpoints.socialReferenceCredential, () => ({ credential: 'cred' }));
    api.on(endpoints.socialLogin, (input) => {
      const body = input.body as { register?: boolean };
      if (!body.register)
        throw new ApiError({
          kind: 'platform',
          endpointId: endpoints.socialLogin.id,
          errorCode: ERROR_CODES.socialUnlinked,
          serverMessage: 'No account',
        });
      return { token: 't3', firstTimeLogin: true, passwordExpired: false };
    });
    api.on(endpoints.loginInfo, () => ({ ...INFO, firstTimeLogin: true, previousLogin: null }));
    const { user } = renderAccountModals(api, { flags: ['TGLOGIN3'] });
    await user.click(screen.getByRole('button', { name: 'Continue with Telegram' }));
    await user.type(await screen.findByLabelText('Telegram username'), 'newcomer_tg{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Register with Telegram' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Sign in with Telegram' })).not.toBeInTheDocument();
    expect(callsOf(api, endpoints.socialReferenceCredential)).toHaveLength(1);
    const registering = callsOf(api, endpoints.socialLogin)[1]?.input.body as Record<string, unknown>;
    expect(registering).toMatchObject({ provider: 'telegram', credential: 'cred', register: true, domain: window.location.hostname });
  });

  it('the register view shows only the icons whose switch is on', async () => {
    renderAccountModals(createStubApi(), { flags: ['FBLOGIN3'], modal: 'register' });
    await waitFor(() => expect(screen.getByRole('list', { name: 'Or register with' })).toBeInTheDocument());
    const icons = within(screen.getByRole('list', { name: 'Or register with' })).getAllByRole('button');
    expect(icons.map((icon) => icon.getAttribute('aria-label'))).toEqual(['Register with Facebook']);
  });
});
