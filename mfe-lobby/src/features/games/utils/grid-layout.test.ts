import { FALLBACK_GRID_WIDTH, gridLayout, rowItems } from './grid-layout';

describe('gridLayout', () => {
  it('fits as many columns of at least 132px as the width allows', () => {
    expect(gridLayout(1024).columns).toBe(7);
    expect(gridLayout(600).columns).toBe(4);
    expect(gridLayout(1600).columns).toBe(11);
  });

  it('keeps two columns on narrow screens', () => {
    expect(gridLayout(200).columns).toBe(2);
  });

  it('derives the row height from the card width (square icon + text + gap)', () => {
    const { rowHeight } = gridLayout(600);
    // 4 columns: (600 - 3*12)/4 = 141 + 60 + 12
    expect(rowHeight).toBe(213);
  });

  it('uses the fallback width before the grid is measured', () => {
    expect(gridLayout(0)).toEqual(gridLayout(FALLBACK_GRID_WIDTH));
  });
});

describe('rowItems', () => {
  it('slices one row, the last one possibly short', () => {
    const items = [1, 2, 3, 4, 5, 6, 7];
    expect(rowItems(items, 0, 3)).toEqual([1, 2, 3]);
    expect(rowItems(items, 2, 3)).toEqual([7]);
    expect(rowItems(items, 3, 3)).toEqual([]);
  });
});
