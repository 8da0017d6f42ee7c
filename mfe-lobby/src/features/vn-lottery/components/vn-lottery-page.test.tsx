import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-contracts';
import { TEST_MEMBER, type FakeHostOptions, type StubHandler } from 'shared-contracts/testing';
import { LobbyProviders } from '../../../app/lobby-providers';
import { renderWithHost } from '../../../testing/render-with-host';
import { VnLotteryPage } from './vn-lottery-page';

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

  it('asks a guest to log in to bet, and opens the betting view for a member', async () => {
    const user = userEvent.setup();
    const guest = renderVn('/vnlottery');
    const requests: unknown[] = [];
    guest.host.bus.on('auth:login-requested', (payload) => requests.push(payload));
    await user.click(await screen.findByRole('button', { name: 'Bet now' }));
    expect(requests).toEqual([{ modal: 'login', reason: 'launch' }]);
    guest.unmount();

    const member = renderVn('/vnlottery?gameCode=VN_HN', { member: TEST_MEMBER });
    await user.click(await screen.findByRole('button', { name: 'Bet now' }));
    expect(member.host.navigations).toEqual(['/lottery?gameCode=VN_HN&playType=DE']);
  });

  it('explains failed calls with a retry', async () => {
    renderVn('/vnlottery', {}, {
      'vnLottery.menus': () => {
        throw new ApiError({ kind: 'platform', endpointId: 'vnLottery.menus', serverMessage: 'Relay down' });
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The Vietnam lottery games could not be loaded.');
    expect(alert).toHaveTextContent('Relay down');
  });
});
