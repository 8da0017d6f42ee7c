import { expect, test, type APIRequestContext } from '../support/test';
import { PHONE_PROVIDER_ERRORS, createApiClient, endpoints, isApiError, type ApiClient } from 'shared-contracts';
import { encryptPayload } from 'shared-contracts/crypto';
import { PlatformControl } from '../support/control';

test.describe('api-identity-calls', { tag: ['@mfe-account', '@shell'] }, () => {
  // The identity calls through the edge, as a page makes them (the shared client, with encryption):
  // social login with the reference credential, login info, and the phone provider's firebase path.

  function clientAt(baseURL: string): { client: ApiClient; setToken: (token: string) => void } {
    let token: string | null = null;
    // The cipher is passed in: the client's own dynamic import of it cannot load TypeScript here.
    const client = createApiClient({
      baseUrl: baseURL,
      merchant: 'wl_demo',
      getToken: () => token,
      getLanguage: () => 'EN',
      encryptPayload,
    });
    return { client, setToken: (next) => (token = next) };
  }

  async function control(request: APIRequestContext, method: 'get' | 'post', path: string, data?: object) {
    const response = await request[method](`/__control/${path}`, data ? { data } : {});
    expect(response.ok(), `control ${path}`).toBe(true);
    return response.json();
  }

  async function errorCodeOf(promise: Promise<unknown>): Promise<string | undefined> {
    try {
      await promise;
    } catch (error) {
      if (isApiError(error)) return error.errorCode;
      throw error;
    }
    throw new Error('expected the call to fail');
  }

  test.beforeEach(async ({ request }) => {
    await new PlatformControl(request).reset();
  });

  test.afterEach(async ({ request }) => {
    await new PlatformControl(request).reset();
  });

  test('social login of a seeded Google account, then its login info', async ({ baseURL }) => {
    const { client, setToken } = clientAt(baseURL!);
    const { credential } = await client.call(endpoints.socialReferenceCredential, {
      body: { provider: 'google', subject: 'member01@gmail.test' },
    });
    const result = await client.call(endpoints.socialLogin, { body: { provider: 'google', credential } });
    expect(result.userName).toBe('member01');
    expect(await errorCodeOf(client.call(endpoints.socialLogin, { body: { provider: 'google', credential } }))).toBe(
      'social.credential.invalid',
    );
    setToken(result.token);
    const info = await client.call(endpoints.loginInfo);
    expect(info).toMatchObject({ username: 'member01', firstTimeLogin: false, previousLogin: { ip: '198.51.100.77', country: 'SG' } });
    expect(info.loginCount30d).toBeGreaterThanOrEqual(4);
  });

  test('phone provider: send, read the code from the outbox, verify, log in with type firebase', async ({ baseURL, request }) => {
    const { client } = clientAt(baseURL!);
    expect(await errorCodeOf(client.call(endpoints.phoneProviderSend, { body: { phoneNumber: '+84910000000' } }))).toBe(
      PHONE_PROVIDER_ERRORS.operationNotAllowed,
    );
    await control(request, 'post', 'features', { firebaseSms: true });
    const { sessionInfo } = await client.call(endpoints.phoneProviderSend, { body: { phoneNumber: '+84910000000' } });
    const { messages } = await control(request, 'get', 'sms-outbox?mobile=0910000000&limit=1');
    expect(messages[0].channel).toBe('firebase');
    const { idToken } = await client.call(endpoints.phoneProviderVerify, { body: { sessionInfo, code: messages[0].code } });
    const result = await client.call(endpoints.login, {
      body: { username: '0910000000', password: '', type: 'firebase', firebaseChannel: 'sms', firebaseIdToken: idToken },
    });
    expect(result.userName).toBe('member01');

    await control(request, 'post', 'phone-provider', { failure: 'quota' });
    expect(await errorCodeOf(client.call(endpoints.phoneProviderSend, { body: { phoneNumber: '+84910000000' } }))).toBe(
      PHONE_PROVIDER_ERRORS.quotaExceeded,
    );
  });
});
