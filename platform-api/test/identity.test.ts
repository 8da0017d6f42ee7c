import { ERROR_CODES, PHONE_PROVIDER_ERRORS, endpoints, type ApiClient, type SocialProvider } from 'shared-contracts';
import { createBrowserClient, createTestApp, createTestClient, failure, type TestApp } from './helpers';

// Social login, login info and the reference phone provider (firebase path).

let t: TestApp;
/** Minutes the server clock is ahead of the real one (expiry tests). */
let clockMinutes = 0;
beforeAll(async () => {
  // The server's clock jumps ahead of the client's login stamps: no freshness check (login-freshness.test.ts).
  t = await createTestApp({ now: () => Date.now() + clockMinutes * 60_000, loginFreshness: null });
});
afterAll(() => t.close());
beforeEach(async () => {
  clockMinutes = 0;
  await control('POST', '/__control/reset');
});

async function control(method: 'GET' | 'POST', url: string, payload?: unknown) {
  const response = await t.app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }) });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** What the provider's popup would hand the page for that account. */
async function credentialFor(client: ApiClient, provider: SocialProvider, subject: string): Promise<string> {
  return (await client.call(endpoints.socialReferenceCredential, { body: { provider, subject } })).credential;
}

const loginMethods = (username: string) =>
  t.db
    .prepare('SELECT h.method FROM login_history h JOIN accounts a ON a.id = h.account_id WHERE a.username = ? ORDER BY h.id')
    .pluck()
    .all(username) as string[];

describe('social login', () => {
  it('logs in the member linked to each seeded provider account, and records the login', async () => {
    await control('POST', '/__control/features', { telegramLogin: true });
    const { client } = createTestClient(t.app);
    const linked: [SocialProvider, string, string][] = [
      ['google', 'member01@gmail.test', 'member01'],
      ['facebook', 'MEMBER01@facebook.test', 'member01'],
      ['telegram', '@member01_tg', 'member01'],
      ['google', 'vip01@gmail.test', 'vip01'],
    ];
    for (const [provider, subject, username] of linked) {
      const result = await client.call(endpoints.socialLogin, {
        body: { provider, credential: await credentialFor(client, provider, subject) },
      });
      expect(result).toMatchObject({
        userName: username,
        firstTimeLogin: false,
        passwordExpired: false,
        token: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
    }
    expect(loginMethods('member01')).toEqual(['password', 'password', 'password', 'social', 'social', 'social']);
    const listed = await control('GET', '/__control/social?username=member01');
    expect(listed.identities.map((i: { provider: string; subject: string }) => `${i.provider}:${i.subject}`)).toEqual([
      'facebook:member01@facebook.test',
      'google:member01@gmail.test',
      'telegram:member01_tg',
    ]);
  });

  it('refuses forged, expired, used and other-provider credentials with a clear message', async () => {
    const { client } = createTestClient(t.app);
    const credential = await credentialFor(client, 'google', 'member01@gmail.test');
    const [header, payload] = credential.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: 'vip01@gmail.test' })).toString('base64url')}.${credential.split('.')[2]}`;
    const forged = await failure(client.call(endpoints.socialLogin, { body: { provider: 'google', credential: tampered } }));
    expect(forged).toMatchObject({
      errorCode: ERROR_CODES.socialCredential,
      serverMessage: 'Google could not confirm this sign-in; please try again',
    });
    expect((await failure(client.call(endpoints.socialLogin, { body: { provider: 'google', credential: 'not-a-token' } }))).errorCode).toBe(
      ERROR_CODES.socialCredential,
    );

    const other = await failure(client.call(endpoints.socialLogin, { body: { provider: 'facebook', credential } }));
    expect(other).toMatchObject({
      errorCode: ERROR_CODES.socialCredential,
      serverMessage: 'This sign-in comes from Google, not Facebook; please try again',
    });

    expect((await client.call(endpoints.socialLogin, { body: { provider: 'google', credential } })).userName).toBe('member01');
    const used = await failure(client.call(endpoints.socialLogin, { body: { provider: 'google', credential } }));
    expect(used).toMatchObject({
      errorCode: ERROR_CODES.socialCredential,
      serverMessage: 'This Google sign-in was already used; please sign in with Google again',
    });

    const late = await credentialFor(client, 'google', 'member01@gmail.test');
    clockMinutes = 6;
    const expired = await failure(client.call(endpoints.socialLogin, { body: { provider: 'google', credential: late } }));
    expect(expired).toMatchObject({
      errorCode: ERROR_CODES.socialCredential,
      serverMessage: 'The Google sign-in has expired; please sign in with Google again',
    });
  });

  it("honours the provider's white-label flag (Telegram is seeded off)", async () => {
    const { client } = createTestClient(t.app);
    const off = await failure(client.call(endpoints.socialReferenceCredential, { body: { provider: 'telegram', subject: 'member01_tg' } }));
    expect(off.errorCode).toBe(ERROR_CODES.functionNotAvailable);
    const credential = await credentialFor(client, 'facebook', 'member01@facebook.test');
    await control('POST', '/__control/features', { facebookLogin: false });
    const refused = await failure(client.call(endpoints.socialLogin, { body: { provider: 'facebook', credential } }));
    expect(refused).toMatchObject({
      errorCode: ERROR_CODES.functionNotAvailable,
      serverMessage: 'Sign-in with Facebook is not available at the moment',
    });
  });

  it('checks the provider account: an email for Google and Facebook, a username for Telegram', async () => {
    const { client } = createTestClient(t.app);
    const bad = await failure(client.call(endpoints.socialReferenceCredential, { body: { provider: 'google', subject: 'member01' } }));
    expect(bad).toMatchObject({ status: 400, errorCode: ERROR_CODES.validation });
  });

  it('an unlinked account needs register; registering creates a linked member on its first login', async () => {
    const { client, setToken } = createTestClient(t.app);
    const credential = await credentialFor(client, 'google', 'New.Player@gmail.test');
    const unlinked = await failure(client.call(endpoints.socialLogin, { body: { provider: 'google', credential } }));
    expect(unlinked).toMatchObject({ errorCode: ERROR_CODES.socialUnlinked, serverMessage: 'No account is linked to this Google account' });
    const badInvite = await failure(
      client.call(endpoints.socialLogin, { body: { provider: 'google', credential, register: true, affiliateCode: 'NOPE99' } }),
    );
    expect(badInvite.value).toEqual({ fieldErrors: { affiliateCode: 'The invitation code is invalid' } });

    // The same credential still works: the refusals did not use it.
    const created = await client.call(endpoints.socialLogin, {
      body: { provider: 'google', credential, register: true, affiliateCode: 'hung88', referralCode: 'MINH01' },
    });
    expect(created).toMatchObject({ userName: 'newplayer', firstTimeLogin: true, passwordExpired: false, customerType: 0 });
    const row = t.db
      .prepare(
        'SELECT a.email, p.username AS parent, r.username AS referrer FROM accounts a LEFT JOIN accounts p ON p.id = a.parent_id LEFT JOIN accounts r ON r.id = a.referrer_id WHERE a.username = ?',
      )
      .get('newplayer');
    expect(row).toEqual({ email: 'new.player@gmail.test', parent: 'agent01', referrer: 'member01' });
    setToken(created.token);
    expect(await client.call(endpoints.loginInfo)).toMatchObject({
      username: 'newplayer',
      firstTimeLogin: true,
      previousLogin: null,
      loginCount30d: 1,
    });
    expect((await control('GET', '/__control/social?username=newplayer')).identities).toEqual([
      { username: 'newplayer', provider: 'google', subject: 'new.player@gmail.test', linkedAt: expect.any(Number) },
    ]);

    const again = await client.call(endpoints.socialLogin, {
      body: { provider: 'google', credential: await credentialFor(client, 'google', 'new.player@gmail.test'), register: true },
    });
    expect(again).toMatchObject({ userName: 'newplayer', firstTimeLogin: false });
    // No usable password.
    expect((await failure(client.call(endpoints.login, { body: { username: 'newplayer', password: 'secret88' } }))).errorCode).toBe(
      ERROR_CODES.credentials,
    );
  });

  it('derives a free, valid username from the provider account', async () => {
    const { client } = createTestClient(t.app);
    const register = async (provider: SocialProvider, subject: string) =>
      (
        await client.call(endpoints.socialLogin, {
          body: { provider, credential: await credentialFor(client, provider, subject), register: true },
        })
      ).userName;
    expect(await register('facebook', 'member01@other.test')).toBe('member011');
    expect(await register('google', 'ab@gmail.test')).toBe('ab001');
    expect(await register('google', '9lives.cat+promo@gmail.test')).toBe('g9livescatpromo');
    expect(await register('facebook', 'averyveryverylongname@facebook.test')).toBe('averyveryverylon');
  });

  it('asks for new-location verification like the password login does', async () => {
    await control('POST', '/__control/login-verification', { mode: 'always' });
    const { client } = createTestClient(t.app);
    const needed = await failure(
      client.call(endpoints.socialLogin, {
        body: { provider: 'google', credential: await credentialFor(client, 'google', 'member01@gmail.test') },
      }),
    );
    expect(needed).toMatchObject({ errorCode: ERROR_CODES.loginVerifyRequired, value: { verifyRequired: true } });
  });
});

describe('login info', () => {
  it('answers the current and previous login, the 30-day count and unread messages', async () => {
    const { client, setToken } = createTestClient(t.app);
    const result = await client.call(endpoints.login, { body: { username: 'member01', password: 'secret88' } });
    setToken(result.token);
    const info = await client.call(endpoints.loginInfo);
    expect(info).toMatchObject({
      username: 'member01',
      firstTimeLogin: false,
      currentLogin: { ip: '127.0.0.1', country: 'VN' },
      previousLogin: { ip: '198.51.100.77', country: 'SG' },
      loginCount30d: 4,
      newLocation: true,
    });
    expect(info.unreadMessages).toBe(await client.call(endpoints.unreadCount));
    expect(info.unreadMessages).toBeGreaterThan(0);

    // The session keeps answering its own login even after a later one.
    const later = await createTestClient(t.app).client.call(endpoints.login, { body: { username: 'member01', password: 'secret88' } });
    expect((await client.call(endpoints.loginInfo)).currentLogin.time).toBe(info.currentLogin.time);
    setToken(later.token);
    const next = await client.call(endpoints.loginInfo);
    expect(next).toMatchObject({ loginCount30d: 5, newLocation: false, previousLogin: { ip: '127.0.0.1', time: info.currentLogin.time } });
  });

  it('records the country of the restriction status as the status endpoint answers it', async () => {
    await control('POST', '/__control/system-status', { status: 2, ip: '203.0.113.7', country: 'Singapore' });
    const { client, setToken } = createTestClient(t.app);
    setToken((await client.call(endpoints.login, { body: { username: 'vip01', password: 'secret88' } })).token);
    expect((await client.call(endpoints.loginInfo)).currentLogin).toMatchObject({ ip: '203.0.113.7', country: 'Singapore' });
  });

  it('the first login is the first ever: after registration (auto-login) or the first password login', async () => {
    await control('POST', '/__control/features', { captcha: false });
    const { client, setToken } = createTestClient(t.app);
    const registered = await client.call(endpoints.register, {
      body: { username: 'firstone', password: 'abc12345', confirmPassword: 'abc12345' },
    });
    setToken(registered.token!);
    expect(await client.call(endpoints.loginInfo)).toMatchObject({
      firstTimeLogin: true,
      previousLogin: null,
      loginCount30d: 1,
      newLocation: false,
    });
    const second = await client.call(endpoints.login, { body: { username: 'firstone', password: 'abc12345' } });
    expect(second.firstTimeLogin).toBe(false);
    setToken(second.token);
    expect(await client.call(endpoints.loginInfo)).toMatchObject({
      firstTimeLogin: false,
      loginCount30d: 2,
      previousLogin: { ip: '127.0.0.1' },
    });

    await client.call(endpoints.register, {
      body: { username: 'laterone', password: 'abc12345', confirmPassword: 'abc12345', login: false },
    });
    const first = await client.call(endpoints.login, { body: { username: 'laterone', password: 'abc12345' } });
    expect(first.firstTimeLogin).toBe(true);
    setToken(first.token);
    expect((await client.call(endpoints.loginInfo)).firstTimeLogin).toBe(true);
    expect(loginMethods('firstone')).toEqual(['registration', 'password']);
  });

  it('free play is the trial account first login; every login path is recorded', async () => {
    const { client } = createTestClient(t.app);
    const trial = await client.call(endpoints.freePlay);
    expect(trial.firstTimeLogin).toBe(true);
    expect(loginMethods(trial.userName!)).toEqual(['free-play']);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/wps/member/loginInfo', headers: { merchant: 'wl_demo' } });
    expect(response.statusCode).toBe(401);
  });
});

describe('reference phone provider (firebase path)', () => {
  const send = (client: ApiClient, phoneNumber: string) => client.call(endpoints.phoneProviderSend, { body: { phoneNumber } });

  /** Sends a code to the number and confirms it: the ID token. */
  async function idTokenFor(client: ApiClient, phoneNumber: string): Promise<string> {
    const { sessionInfo } = await send(client, phoneNumber);
    const national = phoneNumber.replace(/^\+84/, '');
    const { messages } = await control('GET', `/__control/sms-outbox?mobile=${national}&limit=1`);
    return (await client.call(endpoints.phoneProviderVerify, { body: { sessionInfo, code: messages[0].code } })).idToken;
  }

  it('is off by default: auth/operation-not-allowed', async () => {
    const { client } = createTestClient(t.app);
    expect((await failure(send(client, '+84910000000'))).errorCode).toBe(PHONE_PROVIDER_ERRORS.operationNotAllowed);
  });

  it('sends a code to the outbox (channel firebase) and answers each error code', async () => {
    await control('POST', '/__control/features', { firebaseSms: true });
    const { client } = createTestClient(t.app);
    expect((await failure(send(client, ''))).errorCode).toBe(PHONE_PROVIDER_ERRORS.missingPhoneNumber);
    expect((await failure(send(client, '0910000000'))).errorCode).toBe(PHONE_PROVIDER_ERRORS.invalidPhoneNumber);
    expect((await failure(send(client, '+84 91 abc'))).errorCode).toBe(PHONE_PROVIDER_ERRORS.invalidPhoneNumber);

    const { sessionInfo } = await send(client, '+84910000000');
    const { messages } = await control('GET', '/__control/sms-outbox?mobile=0910000000&limit=1');
    expect(messages[0]).toMatchObject({
      channel: 'firebase',
      purpose: 'firebase',
      countryDialingCode: '+84',
      mobile: '910000000',
      code: expect.stringMatching(/^\d{6}$/),
    });
    const verify = (code: string, session = sessionInfo) =>
      client.call(endpoints.phoneProviderVerify, { body: { sessionInfo: session, code } });
    expect((await failure(verify(''))).errorCode).toBe(PHONE_PROVIDER_ERRORS.missingVerificationCode);
    expect((await failure(verify(messages[0].code === '000000' ? '111111' : '000000'))).errorCode).toBe(
      PHONE_PROVIDER_ERRORS.invalidVerificationCode,
    );
    expect((await failure(verify(messages[0].code, 'unknown-session'))).errorCode).toBe(PHONE_PROVIDER_ERRORS.invalidVerificationCode);
    const confirmed = await verify(messages[0].code);
    expect(confirmed).toMatchObject({ phoneNumber: '+84910000000', idToken: expect.any(String) });
    expect((await failure(verify(messages[0].code))).errorCode).toBe(PHONE_PROVIDER_ERRORS.codeExpired);

    // Five wrong codes burn a session, even for the right code afterwards.
    const guessed = await send(client, '+84910000000');
    const right = (await control('GET', '/__control/sms-outbox?mobile=910000000&limit=1')).messages[0].code;
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1)
      expect((await failure(verify(wrong, guessed.sessionInfo))).errorCode).toBe(PHONE_PROVIDER_ERRORS.invalidVerificationCode);
    expect((await failure(verify(right, guessed.sessionInfo))).errorCode).toBe(PHONE_PROVIDER_ERRORS.tooManyRequests);

    const second = await send(client, '+84910000000');
    const code = (await control('GET', '/__control/sms-outbox?mobile=910000000&limit=1')).messages[0].code;
    clockMinutes = 6;
    expect((await failure(verify(code, second.sessionInfo))).errorCode).toBe(PHONE_PROVIDER_ERRORS.codeExpired);
  });

  it('allows 5 sends per number in 5 minutes', async () => {
    await control('POST', '/__control/features', { firebaseSms: true });
    const { client } = createTestClient(t.app);
    for (let i = 0; i < 5; i += 1) await send(client, '+84987000111');
    expect((await failure(send(client, '+84987000111'))).errorCode).toBe(PHONE_PROVIDER_ERRORS.tooManyRequests);
    await send(client, '+84987000112');
    clockMinutes = 6;
    await send(client, '+84987000111');
  });

  it('a tester can force quota and captcha failures on the next sends; reset clears them', async () => {
    await control('POST', '/__control/features', { firebaseSms: true });
    const { client } = createTestClient(t.app);
    await control('POST', '/__control/phone-provider', { failure: 'captcha', count: 1 });
    expect((await failure(send(client, '+84910000000'))).errorCode).toBe(PHONE_PROVIDER_ERRORS.captchaCheckFailed);
    await send(client, '+84910000000');
    await control('POST', '/__control/phone-provider', { failure: 'quota' });
    expect((await failure(send(client, '+84910000000'))).errorCode).toBe(PHONE_PROVIDER_ERRORS.quotaExceeded);
    expect((await failure(send(client, '+84910000000'))).errorCode).toBe(PHONE_PROVIDER_ERRORS.quotaExceeded);
    expect(await control('GET', '/__control/phone-provider')).toEqual({ failure: 'quota', remaining: null });
    await control('POST', '/__control/reset');
    await control('POST', '/__control/features', { firebaseSms: true });
    await send(client, '+84910000000');
  });

  it('login type firebase: the mobile number and an ID token for it, once', async () => {
    await control('POST', '/__control/features', { firebaseSms: true });
    await control('POST', '/__control/whitelabel', { modId: 'GEETEST3', enabled: true });
    const { client } = createBrowserClient(t.app);
    const login = (
      username: string,
      firebaseIdToken: string,
      endpoint: typeof endpoints.login | typeof endpoints.loginV2 = endpoints.login,
    ) => client.call(endpoint, { body: { username, password: '', type: 'firebase', firebaseChannel: 'sms', firebaseIdToken } });
    const token = await idTokenFor(client, '+84910000000');
    expect(await login('0910000000', token)).toMatchObject({ userName: 'member01', passwordExpired: false });
    expect(loginMethods('member01').at(-1)).toBe('firebase');
    const reused = await failure(login('0910000000', token));
    expect(reused).toMatchObject({
      errorCode: ERROR_CODES.firebaseToken,
      serverMessage: 'This phone verification was already used; verify your number again',
    });

    expect((await login('+84910000000', await idTokenFor(client, '+84910000000'), endpoints.loginV2)).userName).toBe('member01');
    const otherNumber = await failure(login('0910000000', await idTokenFor(client, '+84987654321')));
    expect(otherNumber).toMatchObject({
      errorCode: ERROR_CODES.firebaseToken,
      serverMessage: 'The phone verification is for another number',
    });
    const unknown = await failure(login('0987654321', await idTokenFor(client, '+84987654321')));
    expect(unknown.errorCode).toBe(ERROR_CODES.credentials);
    expect((await failure(login('0910000000', `${token.slice(0, -4)}AAAA`))).errorCode).toBe(ERROR_CODES.firebaseToken);

    const late = await idTokenFor(client, '+84910000000');
    clockMinutes = 11;
    expect((await failure(login('0910000000', late))).serverMessage).toBe('The phone verification has expired; verify your number again');
    clockMinutes = 0;
    await control('POST', '/__control/features', { firebaseSms: false });
    expect((await failure(login('0910000000', await Promise.resolve(late)))).errorCode).toBe(ERROR_CODES.functionNotAvailable);
  });

  it('registration accepts the ID token instead of the SMS code while SMS verification is required', async () => {
    await control('POST', '/__control/features', { firebaseSms: true, smsVerification: true, captcha: false });
    const { client } = createTestClient(t.app);
    const body = {
      mobileNum: '0987654321',
      countryDialingCode: '+84',
      password: 'abc12345',
      confirmPassword: 'abc12345',
      firebaseChannel: 'sms',
    };
    const wrongPhone = await failure(
      client.call(endpoints.registerMobile, { body: { ...body, firebaseIdToken: await idTokenFor(client, '+84987654300') } }),
    );
    expect(wrongPhone.errorCode).toBe(ERROR_CODES.firebaseToken);
    const forged = await failure(client.call(endpoints.registerMobile, { body: { ...body, firebaseIdToken: 'forged' } }));
    expect(forged.errorCode).toBe(ERROR_CODES.firebaseToken);
    const created = await client.call(endpoints.registerMobile, {
      body: { ...body, firebaseIdToken: await idTokenFor(client, '+84987654321') },
    });
    expect(created.username).toMatch(/^m\d{8}$/);
    expect(t.db.prepare('SELECT mobile FROM accounts WHERE username = ?').pluck().get(created.username)).toBe('987654321');

    // Username registration too; without the token the SMS code rule applies as before.
    const named = {
      username: 'firebase01',
      password: 'abc12345',
      confirmPassword: 'abc12345',
      mobileNum: '0987654399',
      countryDialingCode: '+84',
    };
    const noCode = await failure(client.call(endpoints.register, { body: named }));
    expect(noCode.value).toMatchObject({ fieldErrors: { verificationCode: expect.any(String) } });
    expect(
      (
        await client.call(endpoints.register, {
          body: { ...named, firebaseChannel: 'sms', firebaseIdToken: await idTokenFor(client, '+84987654399') },
        })
      ).username,
    ).toBe('firebase01');
  });
});
