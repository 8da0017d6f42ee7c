import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatMoney } from 'platform-ui';
import { endpoints } from 'shared-contracts';
import { TEST_AGENT, TEST_MEMBER, createFakeHost, createStubApi, testSystem } from 'shared-contracts/testing';
import { renderWithHost } from '../../testing/render-with-host';
import { useUiStore } from '../../stores/ui-store';
import { Header } from './header';

beforeEach(() => useUiStore.getState().reset());

/**
 * The account menu's button once the menu's code is there. Until then a stand-in with the same name
 * only asks for the code again, so a click on it opens nothing: whichever test came first (jest
 * shuffles them) clicked the stand-in.
 */
const menuButton = () => screen.findByRole('button', { name: /account menu/i, expanded: false });

describe('Header for a guest', () => {
  it('asks for the login modal, and shows Register only when DIRECTREG3 is on', async () => {
    const host = createFakeHost({ system: testSystem([]) });
    const requests: unknown[] = [];
    host.bus.on('auth:login-requested', (payload) => requests.push(payload));
    const { unmount } = renderWithHost(<Header />, host);

    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(requests).toEqual([{ modal: 'login' }]);
    expect(screen.queryByRole('button', { name: /account menu/i })).not.toBeInTheDocument();
    unmount();

    const withRegister = createFakeHost({ system: testSystem(['DIRECTREG3']) });
    withRegister.bus.on('auth:login-requested', (payload) => requests.push(payload));
    renderWithHost(<Header />, withRegister);
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(requests.at(-1)).toEqual({ modal: 'register' });
  });

  it('switches theme and language through the host', async () => {
    const host = createFakeHost();
    renderWithHost(<Header />, host);
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(host.theme.getTheme()).toBe('dark');
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'CN');
    expect(host.i18n.getLanguage()).toBe('CN');
  });
});

describe('Header for a member', () => {
  function memberHost(member = TEST_MEMBER) {
    let release: (value: unknown) => void = () => undefined;
    let sumBalance = 1234.5;
    const api = createStubApi({
      [endpoints.walletBalance.id]: () =>
        new Promise((resolve) => {
          release = resolve;
        }).then(() => ({ sumBalance })),
    });
    const host = createFakeHost({ api, member, system: testSystem([]) });
    return { host, api, release: () => act(() => release(undefined)), setBalance: (value: number) => (sumBalance = value) };
  }

  it('shows an updating placeholder, then the formatted balance, and hides/shows it', async () => {
    const { host, release } = memberHost();
    const changes: unknown[] = [];
    host.bus.on('wallet:balance-changed', (payload) => changes.push(payload));
    renderWithHost(<Header />, host);

    const balance = screen.getByTestId('header-balance');
    expect(balance).toHaveTextContent('Updating…');
    await release();
    await waitFor(() => expect(balance).toHaveTextContent('$1,234.50'));
    expect(changes).toEqual([{ sumBalance: 1234.5, currencySymbol: '$' }]);

    await userEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(balance).not.toHaveTextContent('1,234.50');
    await userEvent.click(screen.getByRole('button', { name: 'Show balance' }));
    expect(balance).toHaveTextContent('$1,234.50');
  });

  it("writes the balance by the kit's one rule in the player's language ($1.234,50 in TY, as the centres do)", async () => {
    const { host, release } = memberHost();
    renderWithHost(<Header />, host, { language: 'TY' });
    await release();
    await waitFor(() =>
      expect(screen.getByTestId('header-balance')).toHaveTextContent(formatMoney(1234.5, { currencySymbol: '$', language: 'TY' })),
    );
    expect(screen.getByTestId('header-balance')).toHaveTextContent('$1.234,50');
  });

  it('refetches on the refresh button and on wallet:refresh-requested', async () => {
    const { host, api, release, setBalance } = memberHost();
    renderWithHost(<Header />, host);
    await release();
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('$1,234.50'));

    setBalance(10);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(screen.getByTestId('header-balance')).toHaveTextContent('Updating…');
    await release();
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('$10.00'));

    setBalance(20);
    act(() => host.bus.emit('wallet:refresh-requested', { reason: 'test' }));
    await release();
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('$20.00'));
    expect(api.calls.filter((call) => call.endpointId === endpoints.walletBalance.id)).toHaveLength(3);
  });

  it('opens the member centre on deposit and withdraw', async () => {
    const { host } = memberHost();
    const opened: unknown[] = [];
    host.bus.on('centre:open', (payload) => opened.push(payload));
    renderWithHost(<Header />, host);
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(opened).toEqual([
      { centre: 'member', page: 'depositv2' },
      { centre: 'member', page: 'withdraw' },
    ]);
  });

  it('has an avatar menu with the member entries, and no agent centre for a member', async () => {
    const { host } = memberHost();
    const opened: unknown[] = [];
    host.bus.on('centre:open', (payload) => opened.push(payload));
    renderWithHost(<Header />, host);

    const button = await menuButton();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // By keyboard the menu opens with the focus on its first entry.
    act(() => button.focus());
    await userEvent.keyboard('{Enter}');
    // The menu's code loads when it first opens (findBy: the test that opens it first waits for it).
    const menu = await screen.findByRole('menu');
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Member centre', 'Account record', 'Betting record', 'Sign out']);
    expect(within(menu).getByRole('menuitem', { name: 'Member centre' })).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Account record' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(opened).toEqual([{ centre: 'member', page: 'transactionHistory' }]);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await userEvent.click(button);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Betting record' }));
    expect(opened.at(-1)).toEqual({ centre: 'member', page: 'personalHistoryCopy' });

    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('shows the agent centre entry to an agent', async () => {
    const { host } = memberHost(TEST_AGENT);
    const opened: unknown[] = [];
    host.bus.on('centre:open', (payload) => opened.push(payload));
    renderWithHost(<Header />, host);
    await userEvent.click(await menuButton());
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Agent centre' }));
    expect(opened).toEqual([{ centre: 'agent' }]);
  });

  it('gives a non-agent member the affiliate link resource instead of the agent centre', async () => {
    const system = testSystem([]);
    system.permission.info.resources.push({ resourceType: 'AFFILIATELINK', url: 'https://affiliate.example.com/' });
    const host = createFakeHost({
      api: createStubApi({ [endpoints.walletBalance.id]: () => ({ sumBalance: 1 }) }),
      member: TEST_MEMBER,
      system,
    });
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    renderWithHost(<Header />, host);
    await userEvent.click(await menuButton());
    const affiliate = await screen.findByRole('menuitem', { name: 'Affiliate programme' });
    expect(screen.queryByRole('menuitem', { name: 'Agent centre' })).not.toBeInTheDocument();
    await userEvent.click(affiliate);
    expect(open).toHaveBeenCalledWith('https://affiliate.example.com/', '_blank', 'noopener,noreferrer');
    open.mockRestore();
  });

  it('signs out only after confirming in_sure_logout, then goes home', async () => {
    const { host } = memberHost();
    const signOut = jest.spyOn(host.session, 'signOut');
    renderWithHost(<Header />, host);

    await userEvent.click(await menuButton());
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Sign out' });
    expect(dialog).toHaveTextContent('Are you sure you want to sign out?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(signOut).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /account menu/i }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(signOut).toHaveBeenCalledWith('user'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument());
    expect(host.navigations).toEqual(['/']);
  });
});
