import fc from 'fast-check';
import { dateRangeBounds, datePresetRange, datePresets, toIsoDate } from './date-presets';

const DAY = 24 * 60 * 60 * 1000;

function daysBetween(start: string, end: string): number {
  const { from } = dateRangeBounds({ start, end: start });
  const { from: to } = dateRangeBounds({ start: end, end });
  return Math.round((to.getTime() - from.getTime()) / DAY);
}

describe('datePresets', () => {
  it('gives the six ranges for a fixed day', () => {
    const presets = datePresets(new Date(2026, 2, 1, 9, 30));
    expect(presets).toEqual([
      { id: 'today', range: { start: '2026-03-01', end: '2026-03-01' } },
      { id: 'yesterday', range: { start: '2026-02-28', end: '2026-02-28' } },
      { id: 'last7', range: { start: '2026-02-23', end: '2026-03-01' } },
      { id: 'last30', range: { start: '2026-01-31', end: '2026-03-01' } },
      { id: 'next7', range: { start: '2026-03-01', end: '2026-03-07' } },
      { id: 'next30', range: { start: '2026-03-01', end: '2026-03-30' } },
    ]);
  });

  it('crosses a year end and a leap day', () => {
    expect(datePresetRange('next7', new Date(2027, 11, 29))).toEqual({ start: '2027-12-29', end: '2028-01-04' });
    expect(datePresetRange('yesterday', new Date(2028, 2, 1, 0, 0, 1))).toEqual({ start: '2028-02-29', end: '2028-02-29' });
  });

  it('holds for any day: ranges ordered, of the stated length, anchored on today', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(1990, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true }), (now) => {
        const today = toIsoDate(now);
        const byId = Object.fromEntries(datePresets(now).map((preset) => [preset.id, preset.range]));
        for (const range of Object.values(byId)) expect(range.start <= range.end).toBe(true);
        expect(byId.today).toEqual({ start: today, end: today });
        expect(daysBetween(byId.yesterday!.start, today)).toBe(1);
        expect(byId.last7!.end).toBe(today);
        expect(daysBetween(byId.last7!.start, byId.last7!.end)).toBe(6);
        expect(daysBetween(byId.last30!.start, byId.last30!.end)).toBe(29);
        expect(byId.next7!.start).toBe(today);
        expect(daysBetween(byId.next7!.start, byId.next7!.end)).toBe(6);
        expect(daysBetween(byId.next30!.start, byId.next30!.end)).toBe(29);
      }),
    );
  });

  it('turns a range into the first and last instant of its days', () => {
    const { from, to } = dateRangeBounds({ start: '2026-03-01', end: '2026-03-02' });
    expect(from).toEqual(new Date(2026, 2, 1, 0, 0, 0, 0));
    expect(to).toEqual(new Date(2026, 2, 2, 23, 59, 59, 999));
  });
});
