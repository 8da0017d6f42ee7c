/** Date presets of the records pages (spec: today, yesterday, last 7 and last 30 days). */
export const DATE_PRESETS = ['today', 'yesterday', 'last7', 'last30'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

const DAY = 86_400_000;

/** The [startTime, endTime] (ms, local days) of a preset at `now`. */
export function presetRange(preset: DatePreset, now: number): { startTime: number; endTime: number } {
  const midnight = new Date(now);
  midnight.setHours(0, 0, 0, 0);
  const today = midnight.getTime();
  switch (preset) {
    case 'today':
      return { startTime: today, endTime: now };
    case 'yesterday':
      return { startTime: today - DAY, endTime: today - 1 };
    case 'last7':
      return { startTime: today - 6 * DAY, endTime: now };
    case 'last30':
      return { startTime: today - 29 * DAY, endTime: now };
  }
}
