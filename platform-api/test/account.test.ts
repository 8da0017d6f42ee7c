import { PNG } from 'pngjs';
import { endpoints, type ApiClient } from 'shared-contracts';
import { COVERED_IN_ACCOUNT_TEST, createBrowserClient, createTestApp, failure, headers, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.app.inject({ method: 'POST', url: '/__control/reset' });
});

const control = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) => {
  const response = await t.app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }) });
  return response.json();
};

/** The failure an API call throws. */
async function captchaAnswer(client: ApiClient, jar: { cookies: Map<string, string> }): Promise<string> {
  await client.call(endpoints.captcha);
  const { answer } = await control('GET', `/__control/captcha?captchaId=${jar.cookies.get('captchaId')}`);
  return answer;
}

const validRegistration = { username: 'newbie77', password: 'abc12345', confirmPassword: 'abc12345', login: true };

describe('account calls', () => {
  it('every catalogue entry the contract test skips is exercised here', () => {
    for (const name of COVERED_IN_ACCOUNT_TEST) expect(endpoints[name]).toBeDefined();
  });

  it('captcha is a real Base64 PNG bound to the captchaId cookie', async () => {
    const { client, fetch } = createBrowserClient(t.app);
    const value = await client.call(endpoints.captcha);
    const png = PNG.sync.read(Buffer.from(value, 'base64'));
    expect(png.width).toBe(120);
    expect(png.height).toBe(44);
    expect(fetch.cookies.get('captchaId')).toMatch(/^[0-9a-f]{32}$/);
    const { answer } = await control('GET', '/__control/captcha');
    expect(answer).toMatch(/^\d{4}$/);
  });

  it('asks for a captcha after 3 failed logins; the answer works once', async () => {
    const { client, fetch } = createBrowserClient(t.app);
    for (let i = 1; i <= 3; i += 1) {
      const error = await failure(client.call(endpoints.login, { body: { username: 'member01', password: 'wrong' } }));
      expect(error.errorCode).toBe('login.credentials.invalid');
      expect(error.value).toEqual(i >= 3 ? { captcha: true } : null);
    }
    const blocked = await failure(client.call(endpoints.login, { body: { username: 'member01', password: 'secret88' } }));
    expect(blocked).toMatchObject({
      errorCode: 'captcha.invalid',
      value: { captcha: true },
      serverMessage: 'Please Enter The Correct Captcha Code',
    });
    const answer = await captchaAnswer(client, fetch);
    const wrong = String((Number(answer) + 1) % 10000).padStart(4, '0');
    await failure(client.call(endpoints.login, { body: { username: 'member01', password: 'secret88', captcha: wrong } }));
    // The wrong guess consumed it: the right answer no longer works.
    const used = await failure(client.call(endpoints.login, { body: { username: 'member01', password: 'secret88', captcha: answer } }));
    expect(used.errorCode).toBe('captcha.invalid');
    const fresh = await captchaAnswer(client, fetch);
    const result = await client.call(endpoints.login, { body: { username: 'member01', password: 'secret88', captcha: fresh } });
    expect(result.token).toMatch(/^[0-9a-f]{64}$/);
    // Success resets the counter.
    expect((await client.call(endpoints.login, { body: { username: 'member01', password: 'secret88' } })).token).toBeTruthy();
  });

  it('registration settings describe every field with a known pattern', async () => {
    const { client } = createBrowserClient(t.app);
    const settings = await client.call(endpoints.registerSettings);
    expect(settings.password).toMatchObject({
      enabled: true,
      required: true,
      minLength: 6,
      maxLength: 12,
      patternId: 4,
      acceptedPattern: '^[A-Za-z0-9]+$',
      key: 'password',
    });
    expect(settings.captcha).toMatchObject({ enabled: true, required: true });
    expect(settings.verificationCode).toMatchObject({ enabled: false, minLength: 0, maxLength: 255 });
    expect(Object.keys(settings)).toHaveLength(19);
  });

  it('registration answers a message per broken field and writes nothing', async () => {
    const { client } = createBrowserClient(t.app);
    const before = t.db.prepare('SELECT count(*) FROM accounts').pluck().get();
    const error = await failure(
      client.call(endpoints.register, {
        body: {
          username: '1bad',
          password: 'short',
          confirmPassword: 'other',
          email: 'not-an-email',
          affiliateCode: 'NOPE99',
          captcha: '',
        },
      }),
    );
    expect(error.errorCode).toBe('request.field.invalid');
    const { fieldErrors } = error.value as { fieldErrors: Record<string, string> };
    expect(Object.keys(fieldErrors).sort()).toEqual(['affiliateCode', 'captcha', 'confirmPassword', 'email', 'password', 'username']);
    expect(fieldErrors.username).toBe('Start with a letter, then letters and digits, 5-16 characters');
    expect(fieldErrors.confirmPassword).toBe('Incorrect confirmation input');
    expect(t.db.prepare('SELECT count(*) FROM accounts').pluck().get()).toBe(before);
    const taken = await failure(client.call(endpoints.register, { body: { ...validRegistration, username: 'member01', captcha: '0000' } }));
    expect((taken.value as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({ username: 'This username is already taken' });
    const badCode = await failure(
      client.call(endpoints.register, { body: { ...validRegistration, affiliateCode: 'NOPE99', captcha: '0000' } }),
    );
    expect((badCode.value as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({
      affiliateCode: 'The invitation code is invalid',
    });
  });

  it('registers with captcha and affiliate code, logs in, and places the member under the agent', async () => {
    const { client, fetch, setToken } = createBrowserClient(t.app);
    const captcha = await captchaAnswer(client, fetch);
    const result = await client.call(endpoints.register, { body: { ...validRegistration, affiliateCode: 'hung88', captcha } });
    expect(result).toMatchObject({ username: 'newbie77', customerId: expect.any(Number) });
    setToken(result.token!);
    const member = await client.call(endpoints.memberInfo);
    expect(member).toMatchObject({ account: 'newbie77', isAgent: 0, toUpline: true });
    expect(await client.call(endpoints.walletBalance)).toMatchObject({ sumBalance: 0 });
  });

  it('a tester can relax a field; disabled captcha is not required', async () => {
    await control('POST', '/__control/features', { captcha: false });
    await control('POST', '/__control/register-settings', { field: 'username', minLength: 3, patternId: 4 });
    const { client } = createBrowserClient(t.app);
    const result = await client.call(endpoints.register, { body: { ...validRegistration, username: '9ab' } });
    expect(result.username).toBe('9ab');
    const bad = await control('POST', '/__control/register-settings', { field: 'username', patternId: 999 });
    expect(bad).toMatchObject({ success: false, errorCode: 'request.validation.failed' });
  });

  it('mobile registration with SMS verification generates the account', async () => {
    await control('POST', '/__control/features', { smsVerification: true, captcha: false });
    const { client, setToken } = createBrowserClient(t.app);
    const settings = await client.call(endpoints.registerSettings);
    expect(settings.verificationCode).toMatchObject({ enabled: true, required: true });
    const sent = await client.call(endpoints.smsRegister, {
      body: { countryDialingCode: '+84', mobileNo: '0987654321', registerType: 'registerMobile' },
    });
    expect(sent.expiredMinutes).toBe(5);
    const again = await failure(client.call(endpoints.smsRegister, { body: { countryDialingCode: '+84', mobileNo: '0987654321' } }));
    expect(again.errorCode).toBe('TOO_MANY_REQUESTS');
    expect(again.serverMessage).toMatch(/wait \d+ seconds/);
    const { messages } = await control('GET', '/__control/sms-outbox');
    expect(messages[0]).toMatchObject({ mobile: '987654321', countryDialingCode: '+84', purpose: 'register' });
    const wrong = await failure(
      client.call(endpoints.registerMobile, {
        body: { mobileNum: '0987654321', password: 'abc12345', confirmPassword: 'abc12345', verificationCode: '000000x' },
      }),
    );
    expect((wrong.value as { fieldErrors: Record<string, string> }).fieldErrors.verificationCode).toBeDefined();
    const result = await client.call(endpoints.registerMobile, {
      body: { mobileNum: '0987654321', password: 'abc12345', confirmPassword: 'abc12345', verificationCode: messages[0].code },
    });
    expect(result.username).toMatch(/^m\d{8}$/);
    setToken(result.token!);
    expect((await client.call(endpoints.memberInfo)).account).toBe(result.username);
    const dup = await failure(client.call(endpoints.smsRegister, { body: { countryDialingCode: '+84', mobileNum: '987654321' } }));
    expect((dup.value as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({
      mobileNum: 'This mobile number is already registered',
    });
  });

  it('SMS login works only when switched on, with a single-use code', async () => {
    const { client } = createBrowserClient(t.app);
    const off = await failure(client.call(endpoints.smsLoginCode, { body: { mobileNum: '0910000000', countryDialingCode: '+84' } }));
    expect(off.errorCode).toBe('function.not.available');
    await control('POST', '/__control/features', { smsLogin: true });
    const unknown = await failure(client.call(endpoints.smsLoginCode, { body: { mobileNum: '0999999999', countryDialingCode: '+84' } }));
    expect(unknown.serverMessage).toBe('This mobile number is not registered');
    await client.call(endpoints.smsLoginCode, { body: { mobileNum: '0910000000', countryDialingCode: '+84' } });
    const { messages } = await control('GET', '/__control/sms-outbox?mobile=0910000000');
    const login = await client.call(endpoints.login, { body: { username: '0910000000', password: messages[0].code, type: 'sms' } });
    expect(login.userName).toBe('member01');
    await failure(client.call(endpoints.login, { body: { username: '0910000000', password: messages[0].code, type: 'sms' } }));
  });

  it('recovers a password by phone (then logs in) and changes it (then the session ends)', async () => {
    const { client, setToken } = createBrowserClient(t.app);
    const sent = await client.call(endpoints.smsPasswordCode, { body: { mobileNum: '0910000000', countryDialingCode: '84' } });
    expect(sent.expirationTime).toBeGreaterThan(Date.now());
    const { messages } = await control('GET', '/__control/sms-outbox');
    const weak = await failure(
      client.call(endpoints.passwordByPhone, { body: { mobileNum: '0910000000', verificationCode: messages[0].code, newPassword: 'a!' } }),
    );
    expect((weak.value as { fieldErrors: Record<string, string> }).fieldErrors.newPassword).toMatch(/Letters and digits only/);
    const login = await client.call(endpoints.passwordByPhone, {
      body: { mobileNum: '0910000000', verificationCode: messages[0].code, newPassword: 'newpass99' },
    });
    expect(login.userName).toBe('member01');
    setToken(login.token);
    const wrongOld = await failure(
      client.call(endpoints.changePassword, { body: { oldPassword: 'secret88', newPassword: 'other123', confirmNewPassword: 'other123' } }),
    );
    expect((wrongOld.value as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({
      oldPassword: 'The current password is incorrect',
    });
    expect(
      await client.call(endpoints.changePassword, {
        body: { oldPassword: 'newpass99', newPassword: 'other123', confirmNewPassword: 'other123' },
      }),
    ).toBeNull();
    const ended = await failure(client.call(endpoints.memberInfo));
    expect(ended.kind).toBe('unauthorized');
    expect((await client.call(endpoints.login, { body: { username: 'member01', password: 'other123' } })).token).toBeTruthy();
  });

  it('forgot password by email answers the masked address or a clear failure', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: { ...headers(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=vip01&email=VIP01@example.com',
    });
    expect(ok.json()).toEqual({ success: true, value: { email: 'vi***@example.com' } });
    const none = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: { ...headers(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=vip01&email=x@example.com',
    });
    expect(none.json()).toMatchObject({ success: false, message: 'Username or email does not exist' });
    expect((await control('GET', '/__control/email-outbox')).messages).toHaveLength(1);
  });

  it('free play creates a trial account only while FREEPLAY3 is on; trials are refused favourites-style features', async () => {
    const { client, setToken } = createBrowserClient(t.app);
    const login = await client.call(endpoints.freePlay, { body: { os: 'Linux', platform: 'W', version: 3 } });
    setToken(login.token);
    expect(await client.call(endpoints.memberInfo)).toMatchObject({ type: 4, isAgent: 4 });
    expect((await client.call(endpoints.walletBalance)).sumBalance).toBe(2000);
    await control('POST', '/__control/features', { freePlay: false });
    expect((await failure(client.call(endpoints.freePlay))).errorCode).toBe('function.not.available');
  });

  it('affiliate check refuses unknown codes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/wps/agent/affiliate?code=ZZZ', headers: headers() });
    expect(response.json()).toMatchObject({
      success: false,
      errorCode: 'affiliate.code.invalid',
      message: 'The invitation code is invalid',
    });
  });

  it('domain routes carry speeds and every resource type', async () => {
    const { client } = createBrowserClient(t.app);
    const value = await client.call(endpoints.domainRoute);
    expect(value.domainList.every((d) => d.speed >= 0)).toBe(true);
    expect(value.resources.map((r) => r.resourceType).sort()).toEqual([
      'AFFILIATELINK',
      'Android',
      'FACEBOOK',
      'INSTAGRAM',
      'MOBILECONFIG',
      'TELEGRAM',
      'USDJUMP',
    ]);
  });
});

describe('fault injection', () => {
  afterEach(() => control('DELETE', '/__control/faults'));
  const countries = () => t.app.inject({ method: 'GET', url: '/wps/system/country', headers: headers() });

  it('answers a status, a failed envelope or a malformed body for the next N requests', async () => {
    await control('POST', '/__control/faults', { path: '/wps/system/country', mode: 'status', status: 503, count: 2 });
    expect((await countries()).statusCode).toBe(503);
    expect((await countries()).json()).toMatchObject({ success: false, errorCode: 'fault.injected' });
    expect((await countries()).statusCode).toBe(200);
    await control('POST', '/__control/faults', { path: '/wps/system/country', mode: 'envelope', count: 1 });
    expect((await countries()).json()).toMatchObject({ success: false, errorCode: 'fault.injected' });
    await control('POST', '/__control/faults', { path: '/wps/system/country', mode: 'malformed', count: 1 });
    const { client } = createBrowserClient(t.app);
    expect((await failure(client.call(endpoints.countries))).kind).toBe('malformed');
    expect((await client.call(endpoints.countries)).length).toBeGreaterThan(5);
  });

  it('delays with latency and can be cleared', async () => {
    await control('POST', '/__control/faults', { path: '/wps/system/country', mode: 'latency', latencyMs: 150, count: 5 });
    const started = Date.now();
    expect((await countries()).statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect((await control('GET', '/__control/faults')).faults[0]).toMatchObject({ remaining: 4 });
    expect(await control('DELETE', '/__control/faults')).toEqual({ ok: true, cleared: 1 });
    expect((await control('POST', '/__control/faults', { path: '/etc/passwd', mode: 'status' })).success).toBe(false);
  });
});

describe('feature switches', () => {
  it('lists every switch, including the social login flags, and toggles them in the white-label tree', async () => {
    const { features } = await control('GET', '/__control/features');
    expect(features).toMatchObject({ googleLogin: true, facebookLogin: true, telegramLogin: false, freePlay: true, smsLogin: false });
    await control('POST', '/__control/features', { telegramLogin: true });
    const tree = (await t.app.inject({ method: 'GET', url: '/wps/system/whitelabel', headers: headers() })).json().value;
    const { isWhitelabelEnabled } = await import('shared-contracts');
    expect(isWhitelabelEnabled(tree, 'TGLOGIN3')).toBe(true);
    expect((await control('POST', '/__control/features', { nope: true })).success).toBe(false);
  });
});
