import { commonResources } from '../i18n/common-resources.fixture';
import { TRANSLATED_LANGUAGES } from '../i18n/languages';
import { ApiError, ERROR_CODE_TEXT_KEYS, FIELD_ERROR_TEXT_KEYS, apiErrorMessageKey, apiFieldErrors, errorCodeTextKey } from './api-error';
import { ERROR_CODES } from './envelope';

const lookup = (resources: object, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], resources);

/** The key's text in each shipped language; fails on a missing or empty one, or one left in English. */
function expectSixTexts(key: string) {
  const english = lookup(commonResources.EN, key);
  expect(typeof english === 'string' && english.trim().length > 0).toBe(true);
  for (const language of TRANSLATED_LANGUAGES) {
    const text = lookup(commonResources[language], key);
    expect({ language, key, isText: typeof text === 'string' && text.trim().length > 0 }).toEqual({ language, key, isText: true });
    if (language !== 'EN') expect({ language, key, text }).not.toEqual({ language, key, text: english });
  }
}

describe('the error catalogue', () => {
  it.each(Object.entries(ERROR_CODES))('has a text for %s (%s) in the six languages', (_, code) => {
    const key = errorCodeTextKey(code);
    expect(key).toEqual(expect.any(String));
    expectSixTexts(key!);
  });

  it.each(Object.entries(FIELD_ERROR_TEXT_KEYS))('has a text for a refused %s field in the six languages', (_, key) => {
    expectSixTexts(key);
  });

  it('lists no code outside ERROR_CODES', () => {
    expect(Object.keys(ERROR_CODE_TEXT_KEYS).sort()).toEqual(Object.values(ERROR_CODES).sort());
  });

  it('does not know a code it was never told about', () => {
    expect(errorCodeTextKey('brand.new.code')).toBeUndefined();
    expect(errorCodeTextKey('toString')).toBeUndefined();
    expect(errorCodeTextKey(undefined)).toBeUndefined();
  });
});

describe('apiErrorMessageKey for platform refusals', () => {
  const refusal = (errorCode: string, value?: unknown) =>
    new ApiError({ kind: 'platform', endpointId: 'x', status: 200, errorCode, serverMessage: 'in English', value });

  it.each([
    [ERROR_CODES.credentials, 'errors.codes.credentials'],
    [ERROR_CODES.paymentPasswordInvalid, 'errors.codes.paymentPasswordInvalid'],
    [ERROR_CODES.notMember, 'errors.nonMember'],
    [ERROR_CODES.notAgent, 'errors.nonAgent'],
    [ERROR_CODES.functionNotAvailable, 'errors.codes.functionNotAvailable'],
    [ERROR_CODES.pointsInsufficient, 'errors.codes.pointsInsufficient'],
  ])('gives %s its own text', (code, key) => {
    expect(apiErrorMessageKey(refusal(code))).toBe(key);
  });

  it("names the first refused field when it knows it ('not in your team', the points mall's password)", () => {
    expect(apiErrorMessageKey(refusal(ERROR_CODES.fieldErrors, { fieldErrors: { toAccount: 'No such account in your team' } }))).toBe(
      'errors.fields.toAccount',
    );
    expect(apiErrorMessageKey(refusal(ERROR_CODES.fieldErrors, { fieldErrors: { password: 'The password is incorrect' } }))).toBe(
      'errors.fields.password',
    );
    expect(apiErrorMessageKey(refusal(ERROR_CODES.fieldErrors, { fieldErrors: { shoeSize: 'Too big' } }))).toBe(
      'errors.codes.fieldInvalid',
    );
    expect(apiErrorMessageKey(refusal(ERROR_CODES.fieldErrors))).toBe('errors.codes.fieldInvalid');
  });

  it('reads the field errors a refusal carries', () => {
    expect(apiFieldErrors(refusal(ERROR_CODES.fieldErrors, { fieldErrors: { amount: 'Too much', odd: 3 } }))).toEqual({
      amount: 'Too much',
    });
    expect(apiFieldErrors(refusal(ERROR_CODES.fieldErrors, null))).toEqual({});
    expect(apiFieldErrors(new Error('x'))).toEqual({});
  });
});
