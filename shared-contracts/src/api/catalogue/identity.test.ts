import { endpoints } from './index';

describe('login body: the secret each login type needs', () => {
  const body = (over: Record<string, unknown>) => ({ username: 'member01', password: 'secret88', ...over });

  it.each([endpoints.login, endpoints.loginV2])('%s: username and sms logins need a password (or the SMS code)', (endpoint) => {
    expect(endpoint.body!.safeParse(body({})).success).toBe(true);
    expect(endpoint.body!.safeParse(body({ type: 'sms', password: '123456' })).success).toBe(true);
    const missing = endpoint.body!.safeParse(body({ password: '' }));
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.path).toEqual(['password']);
  });

  it.each([endpoints.login, endpoints.loginV2])('%s: a firebase login needs the ID token, not a password', (endpoint) => {
    const withToken = endpoint.body!.safeParse(body({ type: 'firebase', password: '', firebaseChannel: 'sms', firebaseIdToken: 'tok' }));
    expect(withToken.success).toBe(true);
    const withoutToken = endpoint.body!.safeParse(body({ type: 'firebase', password: 'secret88' }));
    expect(withoutToken.success).toBe(false);
    expect(withoutToken.error?.issues[0]?.path).toEqual(['firebaseIdToken']);
  });
});

describe('social and phone-provider calls (ours)', () => {
  it('accepts only the three providers of spec §2', () => {
    expect(endpoints.socialLogin.body!.safeParse({ provider: 'google', credential: 'x' }).success).toBe(true);
    expect(endpoints.socialLogin.body!.safeParse({ provider: 'twitter', credential: 'x' }).success).toBe(false);
    expect(endpoints.socialLogin.encrypted).toBe(true);
  });

  it('reads login info with a token', () => {
    expect(endpoints.loginInfo.token).toBe(true);
    const info = {
      username: 'member01',
      firstTimeLogin: false,
      currentLogin: { time: 1, ip: '127.0.0.1', country: 'VN' },
      previousLogin: null,
      loginCount30d: 1,
      unreadMessages: 0,
      newLocation: false,
    };
    expect(endpoints.loginInfo.value.safeParse(info).success).toBe(true);
    expect(endpoints.loginInfo.value.safeParse({ ...info, currentLogin: null }).success).toBe(false);
  });
});
