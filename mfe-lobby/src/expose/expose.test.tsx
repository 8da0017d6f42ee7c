import { screen } from '@testing-library/react';
import { gamePage, renderWithHost, testGame, TEST_LANES } from '../testing/render-with-host';
import CategoryLobbyExpose from './category-lobby';
import GameFrameExpose from './game-frame';
import LotteryPageExpose from './lottery-page';
import VnLotteryPageExpose from './vn-lottery-page';

describe('exposed modules in a fake host', () => {
  it('CategoryLobby renders a category lobby in the host language', async () => {
    renderWithHost(<CategoryLobbyExpose category="LIVE" />, {
      url: '/live',
      host: { language: 'TY' },
      handlers: {
        'games.vendors': () => ({ data: { lanes: TEST_LANES } }),
        'games.list': () => gamePage([testGame(3, { gameType: 'LIVE', vassalage: 'EVO', gameName: 'Baccarat' })]),
      },
    });
    expect(screen.getByRole('heading', { name: 'Sảnh Casino trực tuyến' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Evolution' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Baccarat Evolution/ })).toBeInTheDocument();
  });

  it('GameFrame renders the /game page', () => {
    renderWithHost(<GameFrameExpose />, { url: `/game?url=${encodeURIComponent('/demo-games/slot')}` });
    expect(screen.getByTitle('Game')).toHaveAttribute('src', 'http://localhost/demo-games/slot');
  });

  it('LotteryPage renders the /lottery page', async () => {
    renderWithHost(<LotteryPageExpose />, {
      url: '/lottery',
      handlers: { 'lottery.popular': () => ({ list: [{ gameCode: 'HN', gameName: 'Hà Nội' }] }) },
    });
    expect(screen.getByRole('heading', { name: 'Lottery' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Hà Nội' })).toBeInTheDocument();
  });

  it('VnLotteryPage renders the /vnlottery page', async () => {
    renderWithHost(<VnLotteryPageExpose />, {
      url: '/vnlottery',
      handlers: { 'vnLottery.menus': () => ({ NORTH: { title: 'Miền Bắc', gameMenus: [] } }) },
    });
    expect(screen.getByRole('heading', { name: 'Vietnam lottery' })).toBeInTheDocument();
    expect(await screen.findByText('There are no Vietnam lottery games right now.')).toBeInTheDocument();
  });
});
