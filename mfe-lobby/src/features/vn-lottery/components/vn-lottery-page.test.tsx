import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-contracts';
import { TEST_MEMBER, type FakeHostOptions, type StubHandler } from 'shared-contracts/testing';
import { LobbyProviders } from '../../../testing/lobby-providers';
import { renderWithHost } from '../../../testing/render-with-host';
import { VnLotteryPage } from './vn-lottery-page';
import { formatDateTime } from 'platform-ui';

const MENUS = {
  NORTH: { title: 'Miền Bắc', gameMenus: [{ gameCode: 'VN_HN', gameName: 'Hà Nội', defaultPlayType: 'DE' }] },
  CENTRAL: { title: 'Miền Trung', gameMenus: [] },
  SOUTH: { title: 'Miền Nam', gameMenus: [{ gameCode: 'VN_SG', gameName: 'Sài Gòn' }] },
};
const numbers = Array.from({ length: 100 }, (_, n) => ({ number: String(n).padStart(2, '0'), frequency: n % 7, isHot: n < 10 }));

function renderVn(url: string, host: FakeHostOptions = {}, handlers: Record<string, StubHandler> = {}) {
  return renderWithHost(
    <LobbyProviders>
      <VnLotteryPage />
    </LobbyProviders>,
    {
      url,
      host,
      handlers: {
        'vnLottery.menus': () => MENUS,
        'vnLottery.numbers': () => ({ list: numbers }),
        'lottery.launch': ({ query }) => {
          const q = query as { lottoView: string; gameCode?: string };
          return { content: { game_url: `http://localhost/demo-games/900?view=${q.lottoView}&code=${q.gameCode ?? ''}` } };
        },
        'vnLottery.opened': ({ query }) => ({
          list: [
            {
              gameCode: (query as { gameCode: string }).gameCode,
              issueNo: '20250101',
              openTime: '2025-01-01T11:15:00.000Z',
              numbers: ['12345', ...Array.from({ length: 26 }, (_, i) => String(i).padStart(5, '0'))],
            },
          ],
        }),
        ...handlers,
      },
    },
  );
}

describe('VnLotteryPage', () => {
  it('lists the menus by region (device WEB) and shows the first game’s numbers and results', async () => {
    const { api } = renderVn('/vnlottery');
    const menu = await screen.findByRole('navigation', { name: 'Vietnam lottery games' });
    expect(await within(menu).findByRole('heading', { name: 'Miền Bắc' })).toBeInTheDocument();
    expect(within(menu).queryByRole('heading', { name: 'Miền Trung' })).toBeNull();
    expect(within(menu).getByRole('link', { name: 'Hà Nội' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('heading', { name: 'Hà Nội', level: 2 })).toBeInTheDocument();
    const grid = await screen.findByTestId('vn-numbers');
    expect(within(grid).getAllByRole('listitem')).toHaveLength(100);
    expect(within(grid).getAllByText('Hot')).toHaveLength(10);
    expect(await screen.findByText('12345')).toBeInTheDocument();
    expect(api.calls.find((c) => c.endpointId === 'vnLottery.menus')?.input.query).toEqual({ device: 'WEB', language: 'EN' });
    expect(api.calls.find((c) => c.endpointId === 'vnLottery.numbers')?.input.query).toEqual({ count: 100, gameCode: 'VN_HN' });
    expect(api.calls.find((c) => c.endpointId === 'vnLottery.opened')?.input.query).toMatchObject({ gameCode: 'VN_HN' });
  });

  // Issue 36: the shell shows no bars here, so the page itself offers the way out.
  it('shows the opened draws and the numbers together: the draws arriving first never push the numbers down (CLS, issue 47.4)', async () => {
    let releaseNumbers: () => void = () => undefined;
    const numbersHeld = new Promise<void>((resolve) => (releaseNumbers = resolve));
    renderVn('/vnlottery', {}, { 'vnLottery.numbers': async () => (await numbersHeld, { list: numbers }) });
    expect(await screen.findByRole('heading', { name: 'Hà Nội', level: 2 })).toBeInTheDocument();
    // Let the draws' answer reach the page (the query's notification is a macrotask away).
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    // The draws have answered, the numbers have not: one loading line, neither panel yet.
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Loading…');
    expect(screen.queryByText('12345')).toBeNull();
    expect(screen.queryByTestId('vn-numbers')).toBeNull();
    releaseNumbers();
    expect(await screen.findByTestId('vn-numbers')).toBeInTheDocument();
    expect(screen.getByText('12345')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('offers a way back to the home page, in the player’s language', async () => {
    const user = userEvent.setup();
    renderVn('/vnlottery?gameCode=VN_SG', { language: 'TY' });
    const home = await screen.findByRole('link', { name: 'Về trang chủ' });
    await user.click(home);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  // Issue 36: on a phone the region menu gives way to a picker above the game and its "Bet now".
  it('picks another game from the labelled picker, grouped by region, before the game’s main action', async () => {
    const user = userEvent.setup();
    renderVn('/vnlottery');
    const picker = await screen.findByRole('combobox', { name: 'Choose a lottery' });
    expect(picker).toHaveValue('VN_HN');
    expect(within(picker).getByRole('group', { name: 'Miền Nam' })).toContainElement(screen.getByRole('option', { name: 'Sài Gòn' }));
    expect(within(picker).queryByRole('group', { name: 'Miền Trung' })).toBeNull();
    const bet = screen.getByRole('button', { name: 'Bet now' });
    expect(picker.compareDocumentPosition(bet) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.selectOptions(picker, 'Sài Gòn');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/vnlottery\?gameCode=VN_SG$/);
    expect(await screen.findByRole('heading', { name: 'Sài Gòn', level: 2 })).toBeInTheDocument();
  });

  it('takes the game from ?gameCode=', async () => {
    const { api } = renderVn('/vnlottery?gameCode=VN_SG');
    expect(await screen.findByRole('heading', { name: 'Sài Gòn', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sài Gòn' })).toHaveAttribute('aria-current', 'page');
    await screen.findByTestId('vn-numbers');
    expect(api.calls.find((c) => c.endpointId === 'vnLottery.numbers')?.input.query).toMatchObject({ gameCode: 'VN_SG' });
  });

  it('explains an unknown game code', async () => {
    const { api } = renderVn('/vnlottery?gameCode=NOPE');
    expect(await screen.findByText('The lottery “NOPE” does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show the lottery games' })).toHaveAttribute('href', '/vnlottery');
    expect(api.calls.some((c) => c.endpointId === 'vnLottery.numbers')).toBe(false);
  });

  it('asks a guest to log in to bet, and opens the betting view here for a member (never /lottery)', async () => {
    const user = userEvent.setup();
    const guest = renderVn('/vnlottery');
    const requests: unknown[] = [];
    guest.host.bus.on('auth:login-requested', (payload) => requests.push(payload));
    await user.click(await screen.findByRole('button', { name: 'Bet now' }));
    expect(requests).toEqual([{ modal: 'login', reason: 'launch' }]);
    expect(guest.api.calls.some((c) => c.endpointId === 'lottery.launch')).toBe(false);
    guest.unmount();

    const member = renderVn('/vnlottery?gameCode=VN_HN', { member: TEST_MEMBER });
    await user.click(await screen.findByRole('button', { name: 'Bet now' }));
    expect(await screen.findByTitle('Betting: Hà Nội')).toHaveAttribute('src', 'http://localhost/demo-games/900?view=betting&code=VN_HN');
    expect(screen.getByTestId('location')).toHaveTextContent('/vnlottery?gameCode=VN_HN&view=betting');
    expect(member.host.navigations).toEqual([]);
    expect(member.api.calls.find((c) => c.endpointId === 'lottery.launch')?.input.query).toEqual({
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoView: 'betting',
      device: 'WEB',
      backUrl: 'http://localhost/vnlottery?gameCode=VN_HN',
      gameCode: 'VN_HN',
      playType: 'DE',
      language: 'EN',
    });
    await user.click(screen.getByRole('button', { name: 'Back to the results' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/vnlottery\?gameCode=VN_HN$/);
    expect(await screen.findByTestId('vn-numbers')).toBeInTheDocument();
  });

  it('opens the betting view from the address, and shows a refused launch with a retry', async () => {
    renderVn(
      '/vnlottery?gameCode=VN_SG&view=betting',
      { member: TEST_MEMBER },
      {
        'lottery.launch': () => {
          throw new ApiError({ kind: 'http', endpointId: 'lottery.launch', status: 500, serverMessage: 'Injected failure (HTTP 500)' });
        },
      },
    );
    const alert = await screen.findByRole('alert');
    expect(alert).not.toHaveTextContent('Injected');
    expect(within(alert).getByRole('button', { name: /try again/i })).toBeInTheDocument();
  });

  it('explains failed calls with a retry', async () => {
    renderVn(
      '/vnlottery',
      {},
      {
        'vnLottery.menus': () => {
          throw new ApiError({ kind: 'platform', endpointId: 'vnLottery.menus', errorCode: 'relay.down', serverMessage: 'Relay down' });
        },
      },
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The Vietnam lottery games could not be loaded.');
    expect(alert).toHaveTextContent('Relay down');
  });

  // Issue 14.13: draw dates in the player's language (TY is Vietnamese), not the English format.
  it.each([
    ['TY', 'vi'],
    ['CN', 'zh-CN'],
    ['EN', 'en'],
  ])('formats the draw dates with Intl in the player’s language (%s)', async (language, tag) => {
    renderVn('/vnlottery', { language });
    const time = (await screen.findByTestId('vn-opened')).querySelector('time');
    // The kit's one date format (platform-ui formatDateTime), in the player's language.
    const expected = new Intl.DateTimeFormat(tag, {
      calendar: 'gregory',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }).format(new Date('2025-01-01T11:15:00.000Z'));
    expect(formatDateTime('2025-01-01T11:15:00.000Z', language)).toBe(expected);
    expect(time).toHaveTextContent(expected);
    expect(time).toHaveAttribute('dateTime', '2025-01-01T11:15:00.000Z');
    if (language !== 'EN') expect(time).not.toHaveTextContent('Jan');
  });
});
