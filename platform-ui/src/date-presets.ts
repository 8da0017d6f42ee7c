/** A range of whole local days, as `<input type="date">` values (`YYYY-MM-DD`), both ends included. */
export interface DateRange {
  start: string;
  end: string;
}

/** The presets of the records' date filter (spec §9 "Date picker presets"). */
export const DATE_PRESET_IDS = ['today', 'yesterday', 'last7', 'last30', 'next7', 'next30'] as const;

/** One of {@link DATE_PRESET_IDS}. */
export type DatePresetId = (typeof DATE_PRESET_IDS)[number];

/** A preset and the range it stands for. */
export interface DatePreset {
  id: DatePresetId;
  range: DateRange;
}

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

/** A local date as `YYYY-MM-DD`. */
export function toIsoDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `date` moved by whole calendar days (local time, so a DST change never skips or repeats a day). */
function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/**
 * The date presets as of `now`, in local days: today; yesterday; the last 7 / 30 days ending today
 * (today and the 6 / 29 days before it); the next 7 / 30 days starting today (today and the 6 / 29
 * days after it).
 */
export function datePresets(now: Date = new Date()): DatePreset[] {
  const day = (offset: number) => toIsoDate(addDays(now, offset));
  return [
    { id: 'today', range: { start: day(0), end: day(0) } },
    { id: 'yesterday', range: { start: day(-1), end: day(-1) } },
    { id: 'last7', range: { start: day(-6), end: day(0) } },
    { id: 'last30', range: { start: day(-29), end: day(0) } },
    { id: 'next7', range: { start: day(0), end: day(6) } },
    { id: 'next30', range: { start: day(0), end: day(29) } },
  ];
}

/** The range of one preset as of `now`. */
export function datePresetRange(id: DatePresetId, now: Date = new Date()): DateRange {
  const preset = datePresets(now).find((candidate) => candidate.id === id);
  if (!preset) throw new Error(`unknown date preset ${id}`);
  return preset.range;
}

/**
 * The instants a range covers, for a call's start and end parameters: the start day's first
 * millisecond and the end day's last, in local time.
 */
export function dateRangeBounds({ start, end }: DateRange): { from: Date; to: Date } {
  const [sy = 0, sm = 1, sd = 1] = start.split('-').map(Number);
  const [ey = 0, em = 1, ed = 1] = end.split('-').map(Number);
  return { from: new Date(sy, sm - 1, sd, 0, 0, 0, 0), to: new Date(ey, em - 1, ed, 23, 59, 59, 999) };
}
