// How long a start-up waits for a server to say it is ready (`/readyz`, a port, a URL): one deadline
// for `npm run fleet`, `npm start` and the fleet and S3 tests. On a loaded machine an edge took
// 48–51 s to answer (issue 50), so the default is generous; WL_READY_TIMEOUT_MS (or `--ready-timeout`
// where a script takes it) sets it. A server that exits meanwhile still fails at once.

/** The environment variable that sets the readiness deadline (milliseconds). */
export const READY_TIMEOUT_ENV = 'WL_READY_TIMEOUT_MS';

/** The deadline when nothing sets one. */
export const DEFAULT_READY_TIMEOUT_MS = 120_000;

/**
 * The readiness deadline in ms: `value` (an option) if given, else WL_READY_TIMEOUT_MS, else 120 s.
 * Anything but a whole number ≥ 1 is an error that names where it came from.
 * @param {string | number | undefined} [value]
 * @param {Record<string, string | undefined>} [env]
 * @returns {number}
 */
export function readyTimeoutMs(value, env = process.env) {
  const [raw, source] =
    value !== undefined && value !== '' ? [String(value), '--ready-timeout'] : [env[READY_TIMEOUT_ENV] ?? '', READY_TIMEOUT_ENV];
  if (raw === '') return DEFAULT_READY_TIMEOUT_MS;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) throw new Error(`${source} must be a whole number of milliseconds ≥ 1, got "${raw}"`);
  return Number(raw);
}

/** How a deadline reads in a message: the seconds and how to give more. */
export function describeReadyTimeout(timeoutMs) {
  return `${timeoutMs / 1000} s (${READY_TIMEOUT_ENV} sets it)`;
}
