import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { ApiError, ERROR_CODES } from 'shared-contracts';
import { TEST_MEMBER, TEST_TRIAL, type FakeHostOptions, type StubHandler } from 'shared-contracts/testing';
import { LobbyProviders } from '../../../testing/lobby-providers';
import { renderWithHost } from '../../../testing/render-with-host';
import { lotteryFavouritesKey } from '../utils/lottery-favourites';
import { LotteryPage } from './lottery-page';

const POPULAR = [
  { gameCode: 'VN_HN', gameName: 'Hà Nội', defaultPlayType: 'DE', labelName: 'Miền Bắc' },
  { gameCode: 'TCG_K3', gameName: 'Fast 3' },
];
const VN_ITEM = { gameCode: 'VNLOTT_HCM', gameName: 'TP. Hồ Chí Minh', accountTypeName: 'TCG_LOTTO_VN', defaultPlayType: 'DE' };

function renderLottery(url: string, host: FakeHostOptions = {}, handlers: Record<string, StubHandler> = {}) {
  return renderWithHost(
    <LobbyProviders>
      <LotteryPage />
    </LobbyProviders>,
    {
      url,
      host,
      handlers: {
        'lottery.popular': () => ({ list: POPULAR }),
        'lottery.recent': () => ({ list: [POPULAR[1]] }),
        'lottery.launch': ({ query }) => {
          const q = query as { lottoView: string; gameCode?: string };
          return { content: { game_url: `http://localhost/demo-games/900?view=${q.lottoView}&code=${q.gameCode ?? ''}` } };
        },
        ...handlers,
      },
    },
  );
}

describe('LotteryPage', () => {
  beforeEach(() => localStorage.clear());

  it('opens the lottery lobby view for a member with the spec launch query', async () => {
    const { api } = renderLottery('/lottery', { member: TEST_MEMBER });
    const frame = await screen.findByTitle('Lottery lobby');
    expect(frame).toHaveAttribute('src', 'http://localhost/demo-games/900?view=lobby&code=');
    expect(screen.getByTestId('lottery-view')).toHaveTextContent('Lottery lobby');
    expect(api.calls.find((c) => c.endpointId === 'lottery.launch')?.input.query).toEqual({
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoView: 'lobby',
      device: 'WEB',
      backUrl: 'http://localhost/lottery',
      language: 'EN',
    });
  });

  it('opens the betting view with gameCode and playType from the query', async () => {
    const { api } = renderLottery('/lottery?gameCode=VN_HN&playType=DE', { member: TEST_MEMBER });
    expect(await screen.findByTitle('Lottery betting')).toHaveAttribute('src', 'http://localhost/demo-games/900?view=betting&code=VN_HN');
    expect(api.calls.find((c) => c.endpointId === 'lottery.launch')?.input.query).toMatchObject({
      lottoView: 'betting',
      gameCode: 'VN_HN',
      playType: 'DE',
    });
  });

  it('lists the 20 popular lotteries and the member’s recent ones; choosing one opens its betting view', async () => {
    const user = userEvent.setup();
    const { api } = renderLottery('/lottery', { member: TEST_MEMBER });
    const popular = await screen.findByRole('list', { name: 'Popular lotteries' });
    expect(api.calls.find((c) => c.endpointId === 'lottery.popular')?.input.query).toEqual({ count: 20, language: 'EN' });
    expect(await screen.findByRole('list', { name: 'Recently played' })).toHaveTextContent('Fast 3');
    await user.click(within(popular).getByRole('button', { name: /^Hà Nội/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/lottery?gameCode=VN_HN&playType=DE');
    expect(await screen.findByTitle('Lottery betting')).toBeInTheDocument();
    expect(within(popular).getByRole('button', { name: /^Hà Nội/ })).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: 'Back to the lottery lobby' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/lottery$/);
  });

  it('asks a guest to log in to play, and still lists the popular lotteries', async () => {
    const user = userEvent.setup();
    const { host, api } = renderLottery('/lottery');
    const requests: unknown[] = [];
    host.bus.on('auth:login-requested', (payload) => requests.push(payload));
    expect(await screen.findByRole('list', { name: 'Popular lotteries' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(requests).toEqual([{ modal: 'login', reason: 'launch' }]);
    expect(api.calls.some((c) => c.endpointId === 'lottery.launch' || c.endpointId === 'lottery.recent')).toBe(false);
    expect(screen.queryByRole('heading', { name: 'My lottery favourites' })).toBeNull();
  });

  it('shows a clear message when the launch is refused (game under maintenance), with a retry', async () => {
    const user = userEvent.setup();
    let refuse = true;
    renderLottery(
      '/lottery?gameCode=VN_HN',
      { member: TEST_MEMBER },
      {
        'lottery.launch': () => {
          if (refuse)
            throw new ApiError({
              kind: 'platform',
              endpointId: 'lottery.launch',
              errorCode: ERROR_CODES.gameMaintenance,
              serverMessage: 'MAINT',
            });
          return { content: { game_url: 'http://localhost/demo-games/900' } };
        },
      },
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The lottery could not be opened.');
    expect(alert).toHaveTextContent('This game is under maintenance. Please try again later.');
    refuse = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTitle('Lottery betting')).toBeInTheDocument();
  });

  it('refuses a lottery address from a foreign origin instead of framing it', async () => {
    renderLottery('/lottery', { member: TEST_MEMBER }, { 'lottery.launch': () => ({ content: { game_url: 'https://evil.test/lotto' } }) });
    expect(await screen.findByText('The game address is not from an allowed game server.')).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('keeps lottery favourites per username in localStorage', async () => {
    const user = userEvent.setup();
    renderLottery('/lottery', { member: TEST_MEMBER });
    const popular = await screen.findByRole('list', { name: 'Popular lotteries' });
    expect(screen.getByText('Tap the star on a lottery to keep it here.')).toBeInTheDocument();
    await user.click(within(popular).getByRole('button', { name: 'Favourite: Hà Nội' }));
    const favourites = await screen.findByRole('list', { name: 'My lottery favourites' });
    expect(within(favourites).getByRole('button', { name: /^Hà Nội/ })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(lotteryFavouritesKey('member01')) ?? '[]')).toEqual([
      { gameCode: 'VN_HN', gameName: 'Hà Nội', defaultPlayType: 'DE' },
    ]);
    await user.click(within(favourites).getByRole('button', { name: 'Favourite: Hà Nội' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'My lottery favourites' })).toBeNull());
    expect(JSON.parse(localStorage.getItem(lotteryFavouritesKey('member01')) ?? 'null')).toEqual([]);
  });

  it('blocks lottery favourites for a trial account with the real-account warning', async () => {
    const user = userEvent.setup();
    const { host } = renderLottery('/lottery', { member: TEST_TRIAL });
    const events: unknown[] = [];
    host.bus.on('auth:real-account-required', (payload) => events.push(payload));
    const popular = await screen.findByRole('list', { name: 'Popular lotteries' });
    await user.click(within(popular).getByRole('button', { name: 'Favourite: Hà Nội' }));
    expect(events).toEqual([{ feature: 'lottery-favourites' }]);
    expect(localStorage.getItem(lotteryFavouritesKey('trial01'))).toBeNull();
    expect(screen.queryByRole('heading', { name: 'My lottery favourites' })).toBeNull();
  });

  it('explains failed lists with a retry', async () => {
    renderLottery(
      '/lottery',
      {},
      {
        'lottery.popular': () => {
          throw new ApiError({ kind: 'platform', endpointId: 'lottery.popular', serverMessage: 'Relay down' });
        },
      },
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The popular lotteries could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  // Issue 14.5: a Vietnamese lottery never opens on /lottery.
  it('sends a Vietnamese lottery chosen in a list to /vnlottery with its code', async () => {
    const user = userEvent.setup();
    const { host } = renderLottery('/lottery', { member: TEST_MEMBER }, { 'lottery.popular': () => ({ list: [...POPULAR, VN_ITEM] }) });
    const popular = await screen.findByRole('list', { name: 'Popular lotteries' });
    await user.click(within(popular).getByRole('button', { name: 'TP. Hồ Chí Minh' }));
    expect(host.navigations).toEqual(['/vnlottery?gameCode=VNLOTT_HCM']);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/lottery$/);
  });

  it('hands the side menu’s Vietnam lottery vendor entry (?page=VNLOTT) on to /vnlottery without launching', async () => {
    const { api } = renderWithHost(
      <LobbyProviders>
        <Routes>
          <Route path="/lottery" element={<LotteryPage />} />
          <Route path="/vnlottery" element={<p>VN lottery page</p>} />
        </Routes>
      </LobbyProviders>,
      { url: '/lottery?page=VNLOTT', host: { member: TEST_MEMBER }, handlers: { 'lottery.popular': () => ({ list: POPULAR }) } },
    );
    expect(await screen.findByText('VN lottery page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/vnlottery$/);
    expect(api.calls.some((c) => c.endpointId === 'lottery.launch')).toBe(false);
  });
});
