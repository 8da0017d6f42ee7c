/**
 * Leading-edge throttle: runs `fn` at most once per `ms` (spec §9: captcha refresh and SMS send,
 * 1 second). Calls in between are dropped, not delayed.
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, ms: number, now: () => number = Date.now): (...args: A) => void {
  let last = -Infinity;
  return (...args: A) => {
    const time = now();
    if (time - last < ms) return;
    last = time;
    fn(...args);
  };
}
