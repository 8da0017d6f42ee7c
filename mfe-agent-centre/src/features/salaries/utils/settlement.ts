/** Real-time salary settles every 5 minutes. */
export const REALTIME_SETTLEMENT_MS = 5 * 60_000;

/** The next real-time settlement after `now` (the next 5-minute boundary). */
export function nextSettlement(now: number, every: number = REALTIME_SETTLEMENT_MS): number {
  return Math.floor(now / every) * every + every;
}
