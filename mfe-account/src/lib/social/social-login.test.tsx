import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, ERROR_CODES, endpoints } from 'shared-contracts';

const { socialLogin, socialReferenceCredential } = endpoints;
import { TEST_MEMBER, createFakeHost, createStubApi, type StubApi } from 'shared-contracts/testing';
import { renderWithHost } from '../../testing/render-with-host';
import { DEVICE_ID_STORAGE_KEY } from '../device-id';
import { SocialLogin, type SocialLoginProps } from './social-login';

const ALL = ['GOOGLELOGIN3', 'FBLOGIN3', 'TGLOGIN3'];

/** The reference provider: credential = `<provider>:<subject>`; only member01's identities are linked. */
function socialApi() {
  const api = createStubApi();
  const linked = new Set(['google:member01@gmail.test', 'facebook:member01@facebook.test', 'telegram:member01_tg']);
  api.on(endpoints.memberInfo, () => TEST_MEMBER);
  api.on(socialReferenceCredential, (input) => {
    const { provider, subject } = input.body as { provider: string; subject: string };
    return { credential: `${provider}:${subject}` };
  });
  api.on(socialLogin, (input) => {
    const { credential } = input.body as { credential: string };
    if (!linked.has(credential)) {
      throw new ApiError({
        kind: 'platform',
        endpointId: socialLogin.id,
        errorCode: 'social.account.unlinked',
        serverMessage: 'No account is linked',
      });
    }
    return { token: 'tok-social', firstTimeLogin: false, passwordExpired: false };
  });
  return api;
}

function setup(api: StubApi, flags: string[], props: Partial<SocialLoginProps> = {}) {
  const whitelabel = flags.map((modId) => ({ modId, enabled: '1' }));
  const host = createFakeHost({
    api,
    system: {
      whitelabel,
      permission: {
        maintenance: false,
        regionRestriction: false,
        location: { ip: '1.1.1.1', country: 'VN' },
        info: { whitelabel, resources: [], customerService: [], analytics: {}, imageCDNs: [], launchGameCDNs: [] },
      },
    },
  });
  const onLoggedIn = jest.fn();
  const onVerificationRequired = jest.fn();
  const signIn = jest.spyOn(host.session, 'signIn');
  const user = userEvent.setup();
  renderWithHost(<SocialLogin onLoggedIn={onLoggedIn} onVerificationRequired={onVerificationRequired} {...props} />, host);
  return { host, onLoggedIn, onVerificationRequired, signIn, user };
}

const callsOf = (api: StubApi, endpoint: { id: string }) => api.calls.filter((call) => call.endpointId === endpoint.id);

beforeEach(() => localStorage.clear());

describe('SocialLogin (GOOGLELOGIN3, FBLOGIN3, TGLOGIN3)', () => {
  it('renders nothing when no provider is switched on', () => {
    setup(socialApi(), []);
    expect(screen.queryByTestId('social-login')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows an icon only for each provider whose switch is on', () => {
    setup(socialApi(), ['GOOGLELOGIN3', 'TGLOGIN3']);
    const group = screen.getByRole('list', { name: 'Or continue with' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Continue with Google', 'Continue with Telegram']);
  });

  it('Google: the credential step, then the social login, then signed in', async () => {
    const api = socialApi();
    const { user, signIn, onLoggedIn } = setup(api, ALL);
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    const step = await screen.findByRole('dialog', { name: 'Sign in with Google' });
    const account = within(step).getByLabelText('Google account (email)');
    expect(account).toHaveFocus();
    // Required: nothing is asked of the API without it.
    await user.click(within(step).getByRole('button', { name: 'Continue' }));
    expect(account).toHaveAccessibleDescription(/Please enter your Google account\./);
    expect(callsOf(api, socialReferenceCredential)).toHaveLength(0);

    await user.type(account, ' member01@gmail.test {Enter}');
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith({ token: 'tok-social', firstTimeLogin: false, passwordExpired: false }));
    expect(signIn).toHaveBeenCalledWith('tok-social', { firstTimeLogin: false });
    expect(callsOf(api, socialReferenceCredential)[0]?.input.body).toEqual({ provider: 'google', subject: 'member01@gmail.test' });
    expect(callsOf(api, socialLogin)[0]?.input.body).toEqual({
      provider: 'google',
      credential: 'google:member01@gmail.test',
      loginDeviceId: localStorage.getItem(DEVICE_ID_STORAGE_KEY),
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('an identity linked to no account is explained with the provider name, with an offer to register with it', async () => {
    const api = socialApi();
    const onRegisterRequested = jest.fn();
    const { user, signIn, onLoggedIn } = setup(api, ALL, { onRegisterRequested });
    await user.click(screen.getByRole('button', { name: 'Continue with Facebook' }));
    await user.type(await screen.findByLabelText('Facebook account (email)'), 'stranger@facebook.test{Enter}');
    expect(await screen.findByText('No account is linked to this Facebook account.')).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
    expect(onLoggedIn).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Register with Facebook' }));
    expect(onRegisterRequested).toHaveBeenCalledWith({ provider: 'facebook', credential: 'facebook:stranger@facebook.test' });
  });

  it('without a register offer the unlinked message stands alone', async () => {
    const { user } = setup(socialApi(), ALL);
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await user.type(await screen.findByLabelText('Google account (email)'), 'stranger@gmail.test{Enter}');
    expect(await screen.findByText('No account is linked to this Google account.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register with Google' })).not.toBeInTheDocument();
  });

  it('closing the provider step sends nothing and says the login failed (spec §8 popup closed by user)', async () => {
    const api = socialApi();
    const { user, onLoggedIn } = setup(api, ALL);
    await user.click(screen.getByRole('button', { name: 'Continue with Telegram' }));
    expect(await screen.findByLabelText('Telegram username')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Sign in with Telegram' })).not.toBeInTheDocument();
    expect(callsOf(api, socialLogin)).toHaveLength(0);
    expect(screen.getByTestId('social-error')).toHaveTextContent('Login failure. Please try again.');
    expect(onLoggedIn).not.toHaveBeenCalled();
    // Trying again clears it.
    await user.click(screen.getByRole('button', { name: 'Continue with Telegram' }));
    expect(screen.getByTestId('social-error')).toBeEmptyDOMElement();
  });

  it.each([
    [ERROR_CODES.socialCredential, 'Google could not confirm this sign-in. Please try again.'],
    [ERROR_CODES.functionNotAvailable, 'Signing in with Google is not available. Please contact customer service.'],
    ['something.else', 'Server says no'],
  ])('the failure %s is explained', async (errorCode, text) => {
    const api = socialApi();
    api.on(socialLogin, () => {
      throw new ApiError({ kind: 'platform', endpointId: socialLogin.id, errorCode, serverMessage: 'Server says no' });
    });
    const { user } = setup(api, ALL);
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await user.type(await screen.findByLabelText('Google account (email)'), 'member01@gmail.test{Enter}');
    await waitFor(() => expect(screen.getByTestId('social-error')).toHaveTextContent(text));
  });

  it('registration mode: register with the codes and the domain, labelled as registering', async () => {
    const api = socialApi();
    api.on(socialLogin, () => ({ token: 'tok-new', firstTimeLogin: true, passwordExpired: false }));
    const { user, signIn, onLoggedIn } = setup(api, ALL, {
      registration: { domain: 'example.test', referralCode: 'REF1', affiliateCode: undefined },
    });
    expect(screen.getByRole('list', { name: 'Or register with' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Register with Telegram' }));
    await user.type(await screen.findByLabelText('Telegram username'), 'newcomer_tg{Enter}');
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(signIn).toHaveBeenCalledWith('tok-new', { firstTimeLogin: true });
    expect(callsOf(api, socialLogin)[0]?.input.body).toEqual({
      provider: 'telegram',
      credential: 'telegram:newcomer_tg',
      loginDeviceId: localStorage.getItem(DEVICE_ID_STORAGE_KEY),
      register: true,
      domain: 'example.test',
      referralCode: 'REF1',
    });
  });

  it('an initial provider opens its step at once', async () => {
    setup(socialApi(), ALL, { initial: { provider: 'facebook' } });
    // No press needed; the step's code may still be loading when the first test of the file runs
    // (jest shuffles the order), so the dialog is waited for rather than read in the same tick.
    expect(await screen.findByRole('dialog', { name: 'Sign in with Facebook' })).toBeInTheDocument();
  });

  it('an initial credential is sent at once, once ready, without a step', async () => {
    const api = socialApi();
    api.on(socialLogin, () => ({ token: 'tok-new', firstTimeLogin: true, passwordExpired: false }));
    const { onLoggedIn } = setup(api, ALL, {
      initial: { provider: 'google', credential: 'google:new@gmail.test' },
      registration: { domain: 'd.test' },
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(callsOf(api, socialLogin)).toHaveLength(1);
    expect(callsOf(api, socialLogin)[0]?.input.body).toMatchObject({
      provider: 'google',
      credential: 'google:new@gmail.test',
      register: true,
      domain: 'd.test',
    });
  });

  it('an initial provider whose switch is off opens nothing', () => {
    setup(socialApi(), ['GOOGLELOGIN3'], { initial: { provider: 'facebook' } });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a failing reference provider explains it inside the step and keeps the answer', async () => {
    const api = socialApi();
    api.on(socialReferenceCredential, () => {
      throw new ApiError({ kind: 'network', endpointId: socialReferenceCredential.id });
    });
    const { user } = setup(api, ALL);
    await user.click(screen.getByRole('button', { name: 'Continue with Telegram' }));
    await user.type(await screen.findByLabelText('Telegram username'), 'member01_tg{Enter}');
    const step = screen.getByRole('dialog', { name: 'Sign in with Telegram' });
    await waitFor(() => expect(within(step).getByRole('alert')).not.toBeEmptyDOMElement());
    expect(screen.getByLabelText('Telegram username')).toHaveValue('member01_tg');
    expect(callsOf(api, socialLogin)).toHaveLength(0);
  });

  it("a second submit while the provider step is asking sends nothing more (the kit's in-flight guard)", async () => {
    const api = socialApi();
    let answer: (value: { credential: string }) => void = () => undefined;
    api.on(socialReferenceCredential, () => new Promise<{ credential: string }>((resolve) => (answer = resolve)));
    const { user, onLoggedIn } = setup(api, ALL);
    await user.click(screen.getByRole('button', { name: 'Continue with Telegram' }));
    const field = await screen.findByLabelText('Telegram username');
    await user.type(field, 'member01_tg');
    await user.keyboard('{Enter}{Enter}');
    await waitFor(() => expect(callsOf(api, socialReferenceCredential)).toHaveLength(1));
    await user.keyboard('{Enter}');
    expect(callsOf(api, socialReferenceCredential)).toHaveLength(1);
    answer({ credential: 'telegram:member01_tg' });
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(callsOf(api, socialReferenceCredential)).toHaveLength(1);
  });

  it('a social login from a new location hands over to the location verification', async () => {
    const api = socialApi();
    const request = {
      verifyRequired: true,
      verificationToken: 'vt-s',
      ip: '203.0.113.7',
      expiresAt: Date.now() + 600_000,
      methods: [{ method: 'GOOGLE' }],
    };
    api.on(socialLogin, () => {
      throw new ApiError({
        kind: 'platform',
        endpointId: socialLogin.id,
        errorCode: ERROR_CODES.loginVerifyRequired,
        serverMessage: 'New location',
        value: request,
      });
    });
    const { user, onVerificationRequired } = setup(api, ALL);
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await user.type(await screen.findByLabelText('Google account (email)'), 'member01@gmail.test{Enter}');
    await waitFor(() => expect(onVerificationRequired).toHaveBeenCalledWith(request));
  });
});
