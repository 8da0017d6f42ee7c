import { REALTIME_SETTLEMENT_MS, nextSettlement } from './settlement';

describe('nextSettlement', () => {
  it('is the next 5-minute boundary', () => {
    const base = Date.UTC(2026, 10, 24, 15, 0, 0);
    expect(REALTIME_SETTLEMENT_MS).toBe(300_000);
    expect(nextSettlement(base)).toBe(base + 300_000);
    expect(nextSettlement(base + 1)).toBe(base + 300_000);
    expect(nextSettlement(base + 299_999)).toBe(base + 300_000);
    expect(nextSettlement(base + 300_000)).toBe(base + 600_000);
  });
});
