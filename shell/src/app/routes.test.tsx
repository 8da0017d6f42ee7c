import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { endpoints } from 'shared-contracts';
import { HostProvider } from 'shared-contracts/react';
import { TEST_MEMBER, createFakeHost, createStubApi, testSystem, type FakeHostOptions } from 'shared-contracts/testing';
import { clearRemoteComponents } from '../components/remote-slot/remote-component-cache';
import { configureRemotesForTests } from '../federation/remotes-for-tests.fixture';
import { useUiStore } from '../stores/ui-store';
import { createShellI18n } from './i18n';
import { RouterNavigator, createDeferredNavigator } from './router-navigator';
import { FIRST_SCREEN, firstScreenRemotes } from './first-screen';
import { ShellRoutes, shellRoutes } from './routes';

jest.mock('@module-federation/enhanced/runtime', () => ({ init: jest.fn(), loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;
// The kit's style guide has its own tests (platform-ui); here only the route that mounts it.
jest.mock('platform-ui/style-guide', () => ({
  KitStyleGuide: ({ titleLevel }: { titleLevel?: number }) => <h1 data-level={titleLevel}>platform-ui</h1>,
}));

/** Where the router is, as {@link LocationProbe} last saw it. */
let currentPath = '';

function LocationProbe() {
  const { pathname } = useLocation();
  useEffect(() => {
    currentPath = pathname;
  }, [pathname]);
  return null;
}

function renderAt(path: string, options: FakeHostOptions = {}) {
  const api = createStubApi({
    [endpoints.gameVendors.id]: () => ({ data: { lanes: [] } }),
    [endpoints.notices.id]: () => ({ banners: [] }),
    [endpoints.walletBalance.id]: () => ({ sumBalance: 10 }),
  });
  const host = createFakeHost({ api, system: testSystem([]), ...options });
  const navigator = createDeferredNavigator();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={createShellI18n('EN')}>
      <HostProvider host={host}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[path]}>
            <RouterNavigator navigator={navigator} />
            <LocationProbe />
            <ShellRoutes />
          </MemoryRouter>
        </QueryClientProvider>
      </HostProvider>
    </I18nextProvider>,
  );
  return { host, navigate: navigator.navigate };
}

beforeEach(() => {
  configureRemotesForTests();
  useUiStore.getState().reset();
  clearRemoteComponents();
  // Each remote page renders a marker naming its expose.
  loadRemoteMock.mockImplementation(async (id: string) => ({ default: () => <p>remote {id}</p> }) as never);
});

const layoutOf = () => document.querySelector('[data-layout-header]');

it.each([
  ['/', 'mfe_lobby/CategoryLobby', { header: 'true', side: 'true', footer: 'true' }],
  ['/index.html', 'mfe_lobby/CategoryLobby', { header: 'true', side: 'true', footer: 'true' }],
  ['/register', 'mfe_account/RegisterPage', { header: 'true', side: 'false', footer: 'false' }],
  ['/register.html', 'mfe_account/RegisterPage', { header: 'true', side: 'false', footer: 'false' }],
  ['/lottery', 'mfe_lobby/LotteryPage', { header: 'true', side: 'false', footer: 'false' }],
  ['/vnlottery', 'mfe_lobby/VnLotteryPage', { header: 'false', side: 'false', footer: 'false' }],
  ['/seamless', 'mfe_lobby/GameFrame', { header: 'false', side: 'false', footer: 'false' }],
  ['/promoDetail?id=3', 'mfe_promotions/PromotionsPage', { header: 'true', side: 'true', footer: 'true' }],
  ['/pointMall', 'mfe_promotions/PointMallPage', { header: 'true', side: 'true', footer: 'true' }],
  ['/vip', 'mfe_promotions/VipPage', { header: 'true', side: 'true', footer: 'true' }],
  ['/referral', 'mfe_promotions/ReferralPage', { header: 'true', side: 'true', footer: 'true' }],
])('%s shows %s in its layout variant', async (path, remote, layout) => {
  renderAt(path);
  expect(await screen.findByText(`remote ${remote}`)).toBeInTheDocument();
  expect(layoutOf()).toHaveAttribute('data-layout-header', layout.header);
  expect(layoutOf()).toHaveAttribute('data-layout-side', layout.side);
  expect(layoutOf()).toHaveAttribute('data-layout-footer', layout.footer);
});

describe('first-screen.json', () => {
  /** Every page with a fixed path (no parameter, no catch-all). */
  const fixedPaths = (shellRoutes[0]?.children ?? [])
    .map((r) => r.path)
    .filter((p): p is string => typeof p === 'string' && !p.includes(':') && !p.includes('*'));

  it('names, for every page with a fixed path, exactly the remote modules the page loads as it renders', async () => {
    const actual: Record<string, Record<string, string[]>> = {};
    for (const path of fixedPaths) {
      cleanup();
      clearRemoteComponents();
      useUiStore.getState().reset();
      loadRemoteMock.mockClear();
      renderAt(path);
      await waitFor(() => expect(document.querySelector('[data-layout-header]')).not.toBeNull());
      // A page's slots ask for their modules as they render; give lazy pages a turn to do so.
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
      const byRemote: Record<string, string[]> = {};
      for (const [id] of loadRemoteMock.mock.calls) {
        const [container = '', key = ''] = String(id).split('/');
        const remote = container.replace(/_/g, '-');
        byRemote[remote] = [...new Set([...(byRemote[remote] ?? []), key])].sort();
      }
      if (Object.keys(byRemote).length > 0) actual[path] = byRemote;
    }
    if (process.env.UPDATE_FIRST_SCREEN === '1') {
      const fs = await import('node:fs');
      fs.writeFileSync(require.resolve('./first-screen.json'), `${JSON.stringify(actual, null, 2)}\n`);
    }
    expect(FIRST_SCREEN).toEqual(actual);
    expect(firstScreenRemotes('/')).toEqual(['mfe-lobby']);
    expect(firstScreenRemotes('/no-such-page')).toEqual([]);
  });
});

it('shows the bars on /seamless and /vnlottery when the brand allows them', async () => {
  renderAt('/vnlottery', { brand: { showBarsOnSeamless: true } });
  expect(await screen.findByText('remote mfe_lobby/VnLotteryPage')).toBeInTheDocument();
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(layoutOf()).toHaveAttribute('data-layout-side', 'true');
});

it('renders the side menu closed on a game page from the first render on, as the edge’s frame does (CLS, issue 47.4)', async () => {
  const host = createFakeHost({
    api: createStubApi({ [endpoints.gameVendors.id]: () => ({ data: { lanes: [] } }) }),
    system: testSystem([]),
  });
  const page = (path: string) => (
    <I18nextProvider i18n={createShellI18n('EN')}>
      <HostProvider host={host}>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter initialEntries={[path]}>
            <ShellRoutes />
          </MemoryRouter>
        </QueryClientProvider>
      </HostProvider>
    </I18nextProvider>
  );
  // A server render runs no effect: what it shows is the first render, before Layout records the arrival.
  const html = (path: string) => renderToString(page(path));
  expect(html('/game')).toContain('aria-expanded="false"');
  expect(html('/game')).toContain('Expand menu');
  expect(html('/pvp')).toContain('Collapse menu');
  // In the browser the arrival is recorded: the menu stays closed, and the player can open it there.
  renderAt('/game');
  const toggle = await screen.findByRole('button', { name: 'Expand menu' });
  await waitFor(() => expect(useUiStore.getState().sideMenuClosedOnArrivalAt).toBe('/game'));
  act(() => toggle.click());
  expect(screen.getByRole('button', { name: 'Collapse menu' })).toHaveAttribute('aria-expanded', 'true');
});

it.each([
  ['/pvp', 'Card games game hall'],
  ['/rng', 'Slots game hall'],
  ['/lottery', 'Lottery'],
  ['/vnlottery', 'Vietnam lottery'],
  ['/game', 'Game'],
  ['/seamless', 'Game'],
])('titles %s "%s" (only category lobbies carry the game-hall suffix)', async (path, title) => {
  renderAt(path);
  await waitFor(() => expect(document.title).toBe(`${title} | Test Brand`));
});

it.each([
  ['/pointMall', 'Points mall'],
  ['/vip', 'VIP level'],
  ['/referral', 'Invite friends'],
])('%s is titled and leaves its h1 to the remote page', async (path, title) => {
  renderAt(path);
  await screen.findByText(/remote mfe_promotions/);
  await waitFor(() => expect(document.title).toBe(`${title} | Test Brand`));
  expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
});

it.each(['/down', '/download'])('%s shows the app download page', async (path) => {
  renderAt(path);
  expect(await screen.findByRole('tablist', { name: 'App platform' })).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('Download the app | Test Brand'));
  expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
});

it("mounts the kit's style guide at /styleguide outside production builds", async () => {
  renderAt('/styleguide');
  expect(await screen.findByRole('heading', { level: 1, name: 'platform-ui' }, { timeout: 10_000 })).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('Style guide | Test Brand'));
  expect(screen.queryByText('Page not found')).toBeNull();
}, 15_000);

it('sends unknown paths to the not-found page', async () => {
  renderAt('/no-such-page');
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
});

describe('logged-in-only mode', () => {
  it('redirects a guest to /login, which opens the login modal', async () => {
    renderAt('/rng', { brand: { loggedInOnly: true } });
    await waitFor(() => expect(currentPath).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Log in to continue' })).toBeInTheDocument();
    expect(useUiStore.getState().account).toEqual({ modal: 'login' });
    expect(await screen.findByText('remote mfe_account/AccountModals')).toBeInTheDocument();
  });

  it.each(['/register', '/register.html', '/helpmc', '/download', '/login'])('leaves the exception %s open', async (path) => {
    renderAt(path, { brand: { loggedInOnly: true } });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(currentPath).toBe(path);
  });

  it('lets a member through and sends /login home once signed in', async () => {
    const { navigate } = renderAt('/rng', { brand: { loggedInOnly: true }, member: TEST_MEMBER });
    expect(await screen.findByText('remote mfe_lobby/CategoryLobby')).toBeInTheDocument();
    expect(currentPath).toBe('/rng');
    act(() => navigate('/login'));
    await waitFor(() => expect(currentPath).toBe('/'));
  });
});
