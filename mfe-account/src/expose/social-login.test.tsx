import { screen, waitFor, within } from '@testing-library/react';
import { ApiError, ERROR_CODES, endpoints } from 'shared-contracts';
import { createStubApi } from 'shared-contracts/testing';
import { DEVICE_ID_STORAGE_KEY } from '../features/login/utils/device-id';
import { socialLogin, socialReferenceCredential } from '../features/social/social-api';
import { LIVE_REGION_ID } from '../lib/announce';
import { callsOf, renderAccountModals } from '../testing/render-account-modals';

const ALL = ['GOOGLELOGIN3', 'FBLOGIN3', 'TGLOGIN3'];

/** The reference provider: credential = `<provider>:<subject>`; only member01's identities are linked. */
function socialApi() {
  const api = createStubApi();
  const linked = new Set(['google:member01@gmail.test', 'facebook:member01@facebook.test', 'telegram:member01_tg']);
  api.on(socialReferenceCredential, (input) => {
    const { provider, subject } = input.body as { provider: string; subject: string };
    return { credential: `${provider}:${subject}` };
  });
  api.on(socialLogin, (input) => {
    const { credential } = input.body as { credential: string };
    if (!linked.has(credential)) {
      throw new ApiError({ kind: 'platform', endpointId: socialLogin.id, errorCode: 'social.account.unlinked', serverMessage: 'No account is linked' });
    }
    return { token: 'tok-social', firstTimeLogin: false, passwordExpired: false };
  });
  return api;
}

beforeEach(() => {
  localStorage.clear();
  document.getElementById(LIVE_REGION_ID)?.remove();
});

describe('social login (GOOGLELOGIN3, FBLOGIN3, TGLOGIN3)', () => {
  it('shows no icons when no provider is switched on', () => {
    renderAccountModals(socialApi());
    expect(screen.queryByTestId('social-login')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Continue with/ })).not.toBeInTheDocument();
  });

  it('shows an icon only for each provider whose switch is on', () => {
    renderAccountModals(socialApi(), { flags: ['GOOGLELOGIN3', 'TGLOGIN3'] });
    const group = screen.getByRole('list', { name: 'Or continue with' });
    expect(within(group).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Continue with Google', 'Continue with Telegram']);
  });

  it('Google: the credential step, then the social login, then signed in, closed and home', async () => {
    const api = socialApi();
    const { user, signIn, onClose, host } = renderAccountModals(api, { flags: ALL });
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    const step = screen.getByRole('dialog', { name: 'Sign in with Google' });
    const account = within(step).getByLabelText('Google account (email)');
    expect(account).toHaveFocus();
    // Required: nothing is asked of the API without it.
    await user.click(within(step).getByRole('button', { name: 'Continue' }));
    expect(account).toHaveAccessibleDescription(/Please enter your Google account\./);
    expect(callsOf(api, socialReferenceCredential)).toHaveLength(0);

    await user.type(account, ' member01@gmail.test {Enter}');
    await waitFor(() => expect(signIn).toHaveBeenCalledWith('tok-social', { firstTimeLogin: false }));
    expect(callsOf(api, socialReferenceCredential)[0]?.input.body).toEqual({ provider: 'google', subject: 'member01@gmail.test' });
    expect(callsOf(api, socialLogin)[0]?.input.body).toEqual({
      provider: 'google',
      credential: 'google:member01@gmail.test',
      loginDeviceId: localStorage.getItem(DEVICE_ID_STORAGE_KEY),
    });
    expect(onClose).toHaveBeenCalled();
    expect(host.navigations).toEqual(['/']);
  });

  it('an identity linked to no account explains it and keeps the login open', async () => {
    const api = socialApi();
    const { user, signIn, onClose } = renderAccountModals(api, { flags: ALL });
    await user.type(screen.getByLabelText('Username'), 'member01');
    await user.click(screen.getByRole('button', { name: 'Continue with Facebook' }));
    await user.type(screen.getByLabelText('Facebook account (email)'), 'stranger@facebook.test{Enter}');
    expect(await screen.findByText('No account is linked to this Facebook account. Register first, or log in with your username.')).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { name: 'Sign in with Facebook' })).not.toBeInTheDocument();
    // What was typed in the login form is still there.
    expect(screen.getByLabelText('Username')).toHaveValue('member01');
  });

  it('closing the provider step sends nothing', async () => {
    const api = socialApi();
    const { user } = renderAccountModals(api, { flags: ALL });
    await user.click(screen.getByRole('button', { name: 'Continue with Telegram' }));
    expect(screen.getByLabelText('Telegram username')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Sign in with Telegram' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(callsOf(api, socialLogin)).toHaveLength(0);
  });

  it('a failing reference provider explains it inside the step', async () => {
    const api = socialApi();
    api.on(socialReferenceCredential, () => {
      throw new ApiError({ kind: 'network', endpointId: socialReferenceCredential.id });
    });
    const { user } = renderAccountModals(api, { flags: ALL });
    await user.click(screen.getByRole('button', { name: 'Continue with Telegram' }));
    await user.type(screen.getByLabelText('Telegram username'), 'member01_tg{Enter}');
    const step = screen.getByRole('dialog', { name: 'Sign in with Telegram' });
    await waitFor(() => expect(within(step).getByRole('alert')).not.toBeEmptyDOMElement());
    expect(screen.getByLabelText('Telegram username')).toHaveValue('member01_tg');
    expect(callsOf(api, socialLogin)).toHaveLength(0);
  });

  it('the registration view has the icons too, and a social login there closes and goes home', async () => {
    const api = socialApi();
    const { user, onClose, host } = renderAccountModals(api, { flags: ['TGLOGIN3'], modal: 'register' });
    await user.click(await screen.findByRole('button', { name: 'Continue with Telegram' }));
    await user.type(screen.getByLabelText('Telegram username'), 'member01_tg{Enter}');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(host.navigations).toEqual(['/']);
    expect(callsOf(api, endpoints.register)).toHaveLength(0);
  });

  it('a social login from a new location hands over to the location verification', async () => {
    const api = socialApi();
    api.on(socialLogin, () => {
      throw new ApiError({
        kind: 'platform',
        endpointId: socialLogin.id,
        errorCode: ERROR_CODES.loginVerifyRequired,
        serverMessage: 'You are logging in from a new location: please verify it is you',
        value: { verifyRequired: true, verificationToken: 'vt-s', ip: '203.0.113.7', expiresAt: Date.now() + 600_000, methods: [{ method: 'GOOGLE' }] },
      });
    });
    const { user } = renderAccountModals(api, { flags: ALL });
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await user.type(screen.getByLabelText('Google account (email)'), 'member01@gmail.test{Enter}');
    expect(await screen.findByTestId('login-verification')).toHaveTextContent('new location (203.0.113.7)');
    expect(screen.queryByTestId('social-login')).not.toBeInTheDocument();
  });
});
