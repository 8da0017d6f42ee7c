import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, endpoints, type LoginInfo } from 'shared-contracts';
import { TEST_MEMBER, createFakeHost, createStubApi, type StubApi } from 'shared-contracts/testing';
import { createI18n } from '../../../testing/test-i18n';
import { POST_LOGIN_WAIT_MS, closePostLogin, showPostLogin } from './show-post-login';
import { formatDateTime } from 'platform-ui';

const PREVIOUS = Date.UTC(2026, 10, 20, 8, 30);

const INFO: LoginInfo = {
  username: 'member01',
  firstTimeLogin: false,
  currentLogin: { time: Date.UTC(2026, 10, 21, 9, 0), ip: '203.0.113.9', country: 'TH' },
  previousLogin: { time: PREVIOUS, ip: '198.51.100.4', country: 'VN' },
  loginCount30d: 4,
  unreadMessages: 3,
  newLocation: false,
};

async function signedInHost(api: StubApi, { language = 'EN', member = TEST_MEMBER } = {}) {
  api.on(endpoints.memberInfo, () => member);
  const host = createFakeHost({ api, language });
  await act(() => host.session.signIn('tok-1'));
  return host;
}

function show(host: ReturnType<typeof createFakeHost>, firstTimeLogin = false) {
  act(() => showPostLogin(host, { firstTimeLogin }, createI18n));
}

afterEach(() => act(() => closePostLogin()));

describe('post-login modal (spec §4)', () => {
  it('welcomes back with the previous login, the unread messages and OK focused', async () => {
    const api = createStubApi();
    api.on(endpoints.loginInfo, () => INFO);
    const host = await signedInHost(api);
    show(host);
    // The info answered in time: the modal opens whole, never in its loading state (nothing moves).
    const dialog = await screen.findByRole('dialog', { name: 'Welcome back' });
    expect(within(dialog).queryByRole('status')).toBeNull();
    expect(within(dialog).getByText('Good to see you again, member01.')).toBeInTheDocument();
    const previous = within(dialog).getByRole('region', { name: 'Previous login' });
    expect(previous).toHaveTextContent(formatDateTime(PREVIOUS, 'EN'));
    expect(previous).toHaveTextContent('198.51.100.4');
    expect(previous).toHaveTextContent('Vietnam');
    expect(dialog).toHaveTextContent('You have 3 unread messages.');
    expect(within(dialog).queryByTestId('post-login-new-location')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus();
    expect(api.calls.filter((call) => call.endpointId === endpoints.loginInfo.id)).toHaveLength(1);
  });

  it('waits for the login info before it opens, then opens with its loading state when the answer is late', async () => {
    jest.useFakeTimers();
    try {
      const api = createStubApi();
      api.on(endpoints.loginInfo, () => new Promise(() => undefined));
      const host = await signedInHost(api);
      show(host);
      act(() => jest.advanceTimersByTime(POST_LOGIN_WAIT_MS - 1));
      expect(screen.queryByRole('dialog')).toBeNull();
      act(() => jest.advanceTimersByTime(1));
      expect(within(screen.getByRole('dialog', { name: 'Welcome back' })).getByRole('status')).toHaveTextContent(
        'Loading your login details…',
      );
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps the loaded boxes while the login info loads, hidden from assistive technology, so OK does not move (CLS, issue 47.4)', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const api = createStubApi();
    api.on(endpoints.loginInfo, async () => (await held, INFO));
    const host = await signedInHost(api);
    show(host);
    const dialog = await screen.findByRole('dialog', { name: 'Welcome back' }, { timeout: POST_LOGIN_WAIT_MS * 3 });
    const placeholder = within(dialog).getByTestId('post-login-placeholder');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(placeholder.querySelectorAll('dt')).toHaveLength(3);
    expect(within(dialog).queryByRole('region', { name: 'Previous login' })).toBeNull();
    release();
    expect(await within(dialog).findByRole('region', { name: 'Previous login' })).toBeInTheDocument();
    expect(within(dialog).queryByTestId('post-login-placeholder')).toBeNull();
  });

  it('a first login keeps no box for a previous login while it loads', () => {
    const api = createStubApi();
    api.on(endpoints.loginInfo, () => new Promise(() => undefined));
    return signedInHost(api)
      .then((host) => {
        show(host, true);
        return screen.findByRole('dialog', {}, { timeout: POST_LOGIN_WAIT_MS * 3 });
      })
      .then((dialog) => {
        expect(within(dialog).queryByTestId('post-login-placeholder')).toBeNull();
      });
  });

  it('formats the time and names the country in the interface language', async () => {
    const api = createStubApi();
    api.on(endpoints.loginInfo, () => INFO);
    const host = await signedInHost(api, { language: 'TY' });
    show(host);
    const dialog = await screen.findByRole('dialog', { name: 'Chào mừng trở lại' });
    const previous = await within(dialog).findByRole('region', { name: 'Lần đăng nhập trước' });
    expect(previous).toHaveTextContent(formatDateTime(PREVIOUS, 'TY'));
    expect(previous).toHaveTextContent('Việt Nam');
  });

  it('the first-login variant, no previous login, no unread messages', async () => {
    const api = createStubApi();
    api.on(endpoints.loginInfo, () => ({ ...INFO, firstTimeLogin: true, previousLogin: null, unreadMessages: 0 }));
    const host = await signedInHost(api);
    show(host, true);
    const dialog = await screen.findByRole('dialog', { name: 'Welcome' });
    expect(await within(dialog).findByText('Welcome, member01! This is your first login.')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('There is no earlier login to show.');
    expect(dialog).toHaveTextContent('You have no unread messages.');
    expect(within(dialog).queryByRole('button', { name: 'Open inbox' })).not.toBeInTheDocument();
  });

  it('warns about a new location', async () => {
    const api = createStubApi();
    api.on(endpoints.loginInfo, () => ({ ...INFO, newLocation: true }));
    const host = await signedInHost(api);
    show(host);
    expect(await screen.findByTestId('post-login-new-location')).toHaveTextContent(
      'This login comes from a different place than your previous one.',
    );
  });

  it('Open inbox closes the modal and asks the shell for the member centre inbox', async () => {
    const api = createStubApi();
    api.on(endpoints.loginInfo, () => INFO);
    const host = await signedInHost(api);
    const opened = jest.fn();
    host.bus.on('centre:open', opened);
    show(host);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open inbox' }));
    expect(opened).toHaveBeenCalledWith({ centre: 'member', page: 'messageV2' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('OK and Escape close it', async () => {
    const api = createStubApi();
    api.on(endpoints.loginInfo, () => INFO);
    const host = await signedInHost(api);
    const user = userEvent.setup();
    show(host);
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    show(host);
    await screen.findByText('Good to see you again, member01.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a failed load says so with Retry; the retry loads it', async () => {
    const api = createStubApi();
    let failing = true;
    api.on(endpoints.loginInfo, () => {
      if (failing) throw new ApiError({ kind: 'network', endpointId: endpoints.loginInfo.id });
      return INFO;
    });
    const host = await signedInHost(api);
    show(host);
    const dialog = await screen.findByRole('dialog', { name: 'Welcome back' });
    const alert = await within(dialog).findByRole('alert', {}, { timeout: 4_000 });
    expect(alert).toHaveTextContent('Your login details could not be loaded. You are logged in.');
    expect(host.session.getSnapshot().token).toBe('tok-1');
    failing = false;
    const user = userEvent.setup();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('Good to see you again, member01.')).toBeInTheDocument();
  });

  it('signing out takes it away', async () => {
    const api = createStubApi();
    api.on(endpoints.loginInfo, () => INFO);
    api.on(endpoints.logout, () => null);
    const host = await signedInHost(api);
    show(host);
    await screen.findByText('Good to see you again, member01.');
    await act(() => host.session.signOut('expired'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('is not shown for a trial account or without a session', async () => {
    const api = createStubApi();
    api.on(endpoints.loginInfo, () => INFO);
    const host = await signedInHost(api, { member: { ...TEST_MEMBER, type: 4, isAgent: 4 } });
    show(host);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    show(createFakeHost({ api }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.endpointId === endpoints.loginInfo.id)).toHaveLength(0);
  });
});
