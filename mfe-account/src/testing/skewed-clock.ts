const installed: (() => void)[] = [];

// Every clock a test skewed is put back after it, passed or failed.
afterEach(() => {
  for (const restore of installed.splice(0)) restore();
});

/**
 * `Date.now` that runs ahead on demand, so a test steps past a throttle's second (spec §9: one SMS
 * send, one captcha refresh a second) at once instead of sleeping through it. Install it before
 * rendering: the throttle reads `Date.now` when it is made.
 */
export function skewedClock(): { advance: (ms: number) => void } {
  let skew = 0;
  const realNow = Date.now.bind(Date);
  const spy = jest.spyOn(Date, 'now').mockImplementation(() => realNow() + skew);
  installed.push(() => spy.mockRestore());
  return {
    advance(ms) {
      skew += ms;
    },
  };
}
