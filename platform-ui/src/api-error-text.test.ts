import type { TFunction } from 'i18next';
import { ApiError, ERROR_CODES, commonTranslations, type ApiErrorKind } from 'shared-contracts';
import { apiErrorText, apiFieldErrorTexts, isBusinessError } from './api-error-text';
import { createTestI18n } from './testing/render-with-kit';

const t = ((key: string, options?: { ns?: string }) => `${options?.ns}:${key}`) as unknown as TFunction;

function failure(kind: ApiErrorKind, extra: Partial<ConstructorParameters<typeof ApiError>[0]> = {}) {
  return new ApiError({ kind, endpointId: 'wallet.transfer', ...extra });
}

describe('apiErrorText', () => {
  it("shows the platform's message for a business refusal whose code the client does not know", () => {
    const error = failure('platform', {
      status: 200,
      errorCode: 'bonus.wagering.open',
      serverMessage: 'Finish the wagering of your bonus first',
    });
    expect(isBusinessError(error)).toBe(true);
    expect(apiErrorText(error, t)).toBe('Finish the wagering of your bonus first');
  });

  it('never shows a leading field key with that message', () => {
    const error = failure('platform', { status: 200, errorCode: 'mall.refused', serverMessage: 'password: The password is incorrect' });
    expect(apiErrorText(error, t)).toBe('The password is incorrect');
    expect(apiErrorText(failure('platform', { status: 200, errorCode: 'x.y', serverMessage: 'body.amount: too high' }), t)).toBe(
      'too high',
    );
    expect(apiErrorText(failure('platform', { status: 200, errorCode: 'x.y', serverMessage: 'Note: opens at 9' }), t)).toBe(
      'Note: opens at 9',
    );
  });

  it.each([
    [ERROR_CODES.credentials, 'Incorrect username or password', 'common:errors.codes.credentials'],
    [ERROR_CODES.insufficientFunds, 'Not enough balance for this transfer', 'common:errors.codes.insufficientFunds'],
    [ERROR_CODES.paymentPasswordInvalid, 'The payment password is incorrect', 'common:errors.codes.paymentPasswordInvalid'],
    [ERROR_CODES.notMember, 'Non-member', 'common:errors.nonMember'],
    [ERROR_CODES.gameMaintenance, 'Game under maintenance', 'common:errors.gameMaintenance'],
  ])("shows the catalogue's own text for %s, not the platform's English", (errorCode, serverMessage, expected) => {
    expect(apiErrorText(failure('platform', { status: 200, errorCode, serverMessage }), t)).toBe(expected);
  });

  it('shows a refused field in the player\'s language, in TY (the points mall\'s "password: …", a transfer outside the team)', () => {
    const i18n = createTestI18n('TY');
    const fieldRefusal = (field: string, message: string) =>
      failure('platform', {
        status: 200,
        errorCode: ERROR_CODES.fieldErrors,
        serverMessage: `${field}: ${message}`,
        value: { fieldErrors: { [field]: message } },
      });
    const common = commonTranslations.peek('TY') as { errors: { fields: Record<string, string>; codes: Record<string, string> } };
    expect(apiErrorText(fieldRefusal('password', 'The password is incorrect'), i18n.t)).toBe(common.errors.fields.password);
    expect(apiErrorText(fieldRefusal('toAccount', 'No such account in your team'), i18n.t)).toBe(common.errors.fields.toAccount);
    expect(apiErrorText(fieldRefusal('shoeSize', 'Too big'), i18n.t)).toBe(common.errors.codes.fieldInvalid);
    expect(apiFieldErrorTexts(fieldRefusal('password', 'The password is incorrect'), i18n.t)).toEqual({
      password: common.errors.fields.password,
    });
    expect(apiFieldErrorTexts(fieldRefusal('shoeSize', 'shoeSize: Too big'), i18n.t)).toEqual({ shoeSize: 'Too big' });
  });

  it.each<[string, ApiError | Error, string]>([
    ['a network failure', failure('network'), 'common:errors.network'],
    ['a time-out', failure('timeout'), 'common:errors.timeout'],
    ['a 500 without an envelope', failure('http', { status: 500 }), 'common:errors.siteUnavailable'],
    ['a 404 without an envelope', failure('http', { status: 404 }), 'common:errors.network'],
    [
      'a 502 whose envelope carries a code and a message',
      failure('platform', { status: 502, errorCode: 'upstream', serverMessage: 'Bad gateway' }),
      'common:errors.server',
    ],
    [
      'success:false without an error code',
      failure('platform', { status: 200, serverMessage: 'NullPointerException' }),
      'common:errors.server',
    ],
    [
      'a technical error code',
      failure('platform', { status: 400, errorCode: ERROR_CODES.requestParamError, serverMessage: 'amount must be a number' }),
      'common:errors.server',
    ],
    [
      'a lost session (401 with a message)',
      failure('unauthorized', { status: 401, errorCode: ERROR_CODES.notLoggedIn, serverMessage: 'login.not.session' }),
      'common:errors.notLoggedIn',
    ],
    [
      'the not-logged-in code in a 200 envelope',
      failure('platform', { status: 200, errorCode: ERROR_CODES.notLoggedIn, serverMessage: 'Please log in' }),
      'common:errors.notLoggedIn',
    ],
    ['a malformed answer', failure('malformed', { status: 200 }), 'common:errors.malformed'],
    ['an answer failing its schema', failure('schema', { status: 200, value: ['sumBalance: expected number'] }), 'common:errors.malformed'],
    ['a request failing its schema', failure('request'), 'common:errors.invalidInput'],
    ['the encryption key failing', failure('encryption'), 'common:errors.timeout'],
    [
      "the edge's time-out envelope (504)",
      failure('platform', { status: 504, errorCode: ERROR_CODES.upstreamTimeout, serverMessage: 'The platform did not answer in time' }),
      'common:errors.timeout',
    ],
    [
      "the edge's unreachable-platform envelope (502)",
      failure('platform', { status: 502, errorCode: ERROR_CODES.upstreamUnavailable, serverMessage: 'The platform cannot be reached' }),
      'common:errors.siteUnavailable',
    ],
    [
      'a body over the limit (413 envelope)',
      failure('platform', { status: 413, errorCode: ERROR_CODES.payloadTooLarge, serverMessage: 'The request is too large' }),
      'common:errors.tooLarge',
    ],
    [
      "the edge's unreadable-request envelope (400)",
      failure('platform', { status: 400, errorCode: ERROR_CODES.edgeRequestInvalid, serverMessage: 'The request could not be read' }),
      'common:errors.invalidInput',
    ],
    ['a bug (not an ApiError)', new TypeError("Cannot read properties of undefined (reading 'x')"), 'common:errors.unexpected'],
  ])('translates %s', (_, error, expected) => {
    expect(isBusinessError(error)).toBe(false);
    expect(apiErrorText(error, t)).toBe(expected);
  });

  it.each([
    ['JSON', '{"success":false,"message":"x"}'],
    ['a stack trace', 'TypeError: x is undefined\n    at handler (/srv/app.js:10:5)'],
    ['markup', '<html><body>502 Bad Gateway</body></html>'],
    ['a status line', 'HTTP/1.1 500 Internal Server Error'],
    ['an exception name', 'java.lang.IllegalStateException: pool exhausted'],
    ['an empty message', '   '],
  ])('never shows %s, even with an error code', (_, serverMessage) => {
    expect(apiErrorText(failure('platform', { status: 200, errorCode: 'x.y', serverMessage }), t)).toBe('common:errors.server');
  });

  it("reads the translated messages from the contract's common namespace", () => {
    const i18n = createTestI18n('CN');
    const text = apiErrorText(failure('network'), i18n.t);
    expect(text).toBe((commonTranslations.peek('CN') as { errors: { network: string } }).errors.network);
    expect(text).not.toMatch(/wallet|network\b/);
  });
});
