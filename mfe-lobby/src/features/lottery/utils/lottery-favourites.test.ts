import {
  lotteryFavouritesKey,
  readLotteryFavourites,
  toggleLotteryFavourite,
  writeLotteryFavourites,
  MAX_LOTTERY_FAVOURITES,
} from './lottery-favourites';

describe('lottery favourites storage', () => {
  beforeEach(() => localStorage.clear());

  it('keeps one list per username', () => {
    writeLotteryFavourites('member01', [{ gameCode: 'HN', gameName: 'Hà Nội' }]);
    writeLotteryFavourites('vip01', [{ gameCode: 'SG', gameName: 'Sài Gòn', defaultPlayType: 'DE' }]);
    expect(readLotteryFavourites('member01')).toEqual([{ gameCode: 'HN', gameName: 'Hà Nội' }]);
    expect(readLotteryFavourites('vip01')).toEqual([{ gameCode: 'SG', gameName: 'Sài Gòn', defaultPlayType: 'DE' }]);
    expect(localStorage.getItem(lotteryFavouritesKey('member01'))).not.toBeNull();
    expect(readLotteryFavourites('member02')).toEqual([]);
  });

  it('reads damaged storage as no favourites, keeping the readable entries', () => {
    localStorage.setItem(lotteryFavouritesKey('a'), '{not json');
    expect(readLotteryFavourites('a')).toEqual([]);
    localStorage.setItem(lotteryFavouritesKey('b'), JSON.stringify({ gameCode: 'HN' }));
    expect(readLotteryFavourites('b')).toEqual([]);
    localStorage.setItem(lotteryFavouritesKey('c'), JSON.stringify([{ gameCode: 'HN', gameName: 'Hà Nội' }, { gameCode: 3 }, null]));
    expect(readLotteryFavourites('c')).toEqual([{ gameCode: 'HN', gameName: 'Hà Nội' }]);
  });

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(readLotteryFavourites('a', broken)).toEqual([]);
    expect(writeLotteryFavourites('a', [], broken)).toBe(false);
  });

  it('toggles by game code, newest first, capped', () => {
    const one = toggleLotteryFavourite([], { gameCode: 'HN', gameName: 'Hà Nội', labelName: 'x' } as never);
    expect(one).toEqual([{ gameCode: 'HN', gameName: 'Hà Nội' }]);
    const two = toggleLotteryFavourite(one, { gameCode: 'SG', gameName: 'Sài Gòn' });
    expect(two.map((f) => f.gameCode)).toEqual(['SG', 'HN']);
    expect(toggleLotteryFavourite(two, { gameCode: 'HN', gameName: 'other name' }).map((f) => f.gameCode)).toEqual(['SG']);
    const many = Array.from({ length: MAX_LOTTERY_FAVOURITES }, (_, i) => ({ gameCode: `G${i}`, gameName: `G${i}` }));
    expect(toggleLotteryFavourite(many, { gameCode: 'NEW', gameName: 'New' })).toHaveLength(MAX_LOTTERY_FAVOURITES);
  });
});
