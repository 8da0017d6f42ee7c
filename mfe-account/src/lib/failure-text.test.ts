import { ApiError, ERROR_CODES } from 'shared-contracts';
import { createI18n } from '../testing/test-i18n';
import { failureText, tooManyAttemptsWait } from './failure-text';

// Issue 51 item 2: the account forms follow the kit's one rule of which server texts a player sees
// (platform-ui apiErrorText), with the login's wait for too many attempts on top.
describe('failureText', () => {
  const t = createI18n('EN').t as unknown as Parameters<typeof failureText>[0];

  it('shows a business refusal’s own message, also when it came with a 4xx status (the account’s own rule hid it)', () => {
    const refusal = (status: number) =>
      new ApiError({
        kind: 'platform',
        endpointId: 'x',
        status,
        errorCode: 'function.closed',
        serverMessage: 'The feature is under maintenance',
      });
    expect(failureText(t, refusal(200))).toBe('The feature is under maintenance');
    expect(failureText(t, refusal(400))).toBe('The feature is under maintenance');
  });

  it('never shows server text for a server error, a stack or a lost connection', () => {
    const serverError = new ApiError({
      kind: 'platform',
      endpointId: 'x',
      status: 500,
      errorCode: 'fault',
      serverMessage: 'Injected failure (HTTP 500)',
    });
    expect(failureText(t, serverError)).toBe('Something went wrong on the server. Please try again later.');
    const stack = new ApiError({
      kind: 'platform',
      endpointId: 'x',
      status: 200,
      errorCode: 'x.y',
      serverMessage: 'TypeError: a\n    at b (c.js:1:2)',
    });
    expect(failureText(t, stack)).not.toMatch(/TypeError|c\.js/);
    expect(failureText(t, new ApiError({ kind: 'network', endpointId: 'x' }))).toBe('Network link abnormal, please try again.');
  });

  it('says how long to wait after too many attempts, in whole minutes', () => {
    const locked = new ApiError({
      kind: 'platform',
      endpointId: 'x',
      status: 200,
      errorCode: ERROR_CODES.tooManyRequests,
      serverMessage: 'Too many attempts',
      value: { retryAfterSeconds: 299 },
    });
    expect(tooManyAttemptsWait(locked)).toBe(5);
    expect(failureText(t, locked)).toMatch(/5 minutes/);
    expect(tooManyAttemptsWait(new ApiError({ kind: 'network', endpointId: 'x' }))).toBeUndefined();
  });
});
