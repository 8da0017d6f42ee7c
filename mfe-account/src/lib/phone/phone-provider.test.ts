import { ApiError, PHONE_PROVIDER_ERRORS, endpoints } from 'shared-contracts';
import { createFakeHost, createStubApi } from 'shared-contracts/testing';
import EN from '../../locales/EN.json';
import {
  PhoneProviderFailure,
  createReferencePhoneProvider,
  phoneProviderErrorOf,
  phoneProviderMessageKey,
  toE164,
} from './phone-provider';

describe('toE164', () => {
  it.each([
    ['0912345678', '84', '+84912345678'],
    ['912345678', '+84', '+84912345678'],
    [' 081-234 5678 ', '66', '+66812345678'],
    ['', '84', ''],
    ['0912345678', '', ''],
  ])('%s with %s → %s', (mobile, code, expected) => {
    expect(toE164(mobile, code)).toBe(expected);
  });
});

describe('phone provider errors (spec §8)', () => {
  it('every provider error code has an English message', () => {
    for (const code of [...Object.values(PHONE_PROVIDER_ERRORS), 'auth/unknown-thing']) {
      const key = phoneProviderMessageKey(new PhoneProviderFailure(phoneProviderErrorOf({ code })));
      const [, group, name] = key.split('.');
      expect((EN.phoneProvider as unknown as Record<string, Record<string, string>>)[group ?? '']?.[name ?? '']).toEqual(
        expect.any(String),
      );
    }
  });

  it('reads the code of a Firebase-like error, an ApiError or a failure', () => {
    expect(phoneProviderErrorOf({ code: 'auth/code-expired' })).toBe('auth/code-expired');
    expect(phoneProviderErrorOf(new ApiError({ kind: 'platform', endpointId: 'x', errorCode: 'auth/quota-exceeded' }))).toBe(
      'auth/quota-exceeded',
    );
    expect(phoneProviderErrorOf(new Error('boom'))).toBe('unknown');
    expect(phoneProviderMessageKey(new PhoneProviderFailure('auth/popup-closed-by-user'))).toBe('phoneProvider.errors.popupClosedByUser');
  });
});

describe('the reference phone provider', () => {
  it('sends and confirms through the catalogue, and rejects with the provider code', async () => {
    const api = createStubApi();
    api.on(endpoints.phoneProviderSend, () => ({ sessionInfo: 'sess' }));
    api.on(endpoints.phoneProviderVerify, (input) => {
      if ((input.body as { code: string }).code !== '111111')
        throw new ApiError({ kind: 'platform', endpointId: 'v', errorCode: 'auth/invalid-verification-code' });
      return { idToken: 'tok', phoneNumber: '+84912345678' };
    });
    const provider = createReferencePhoneProvider(createFakeHost({ api }));
    const session = await provider.sendCode('+84912345678');
    expect(session).toEqual({ phoneNumber: '+84912345678', handle: 'sess' });
    await expect(provider.verifyCode(session, '111111')).resolves.toEqual({ idToken: 'tok' });
    await expect(provider.verifyCode(session, '222222')).rejects.toMatchObject({ code: 'auth/invalid-verification-code' });
  });
});
