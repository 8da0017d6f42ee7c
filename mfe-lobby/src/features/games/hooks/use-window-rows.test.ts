import { rowRange } from './use-window-rows';

const base = { scrollY: 0, viewportHeight: 800, top: 0, rowHeight: 200, rowCount: 100, overscan: 2 };

describe('rowRange', () => {
  it('renders the rows in view plus the overscan below at the top of the page', () => {
    // Rows 0-3 are in view (800 px), one more for a cut row, two of overscan.
    expect(rowRange(base)).toEqual({ first: 0, last: 6 });
  });

  it('follows the scroll with the overscan either side', () => {
    expect(rowRange({ ...base, scrollY: 2000 })).toEqual({ first: 8, last: 16 });
    // Less than a row further: the same range (no render).
    expect(rowRange({ ...base, scrollY: 2199 })).toEqual({ first: 8, last: 16 });
    // A row further: the whole range moves by one.
    expect(rowRange({ ...base, scrollY: 2200 })).toEqual({ first: 9, last: 17 });
  });

  it('counts from the list’s top, not the page’s', () => {
    expect(rowRange({ ...base, top: 600, scrollY: 0 })).toEqual({ first: 0, last: 3 });
    expect(rowRange({ ...base, top: 600, scrollY: 600 })).toEqual(rowRange({ ...base, scrollY: 0 }));
  });

  it('keeps to the rows that exist', () => {
    expect(rowRange({ ...base, rowCount: 3 })).toEqual({ first: 0, last: 2 });
    expect(rowRange({ ...base, scrollY: 1_000_000 })).toEqual({ first: 99, last: 99 });
    expect(rowRange({ ...base, rowCount: 0 })).toEqual({ first: 0, last: -1 });
    expect(rowRange({ ...base, rowHeight: 0 })).toEqual({ first: 0, last: -1 });
  });

  it('renders the first rows of a list still far below the viewport', () => {
    expect(rowRange({ ...base, top: 5000 })).toEqual({ first: 0, last: 0 });
  });
});
