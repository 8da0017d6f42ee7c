import { endpoints, loginVerificationRequiredSchema } from 'shared-contracts';
import { totp } from '../src/lib/totp';
import { createBrowserClient, createTestApp, failure, headers, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.app.inject({ method: 'POST', url: '/__control/reset' });
});

const control = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
  const response = await t.app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }) });
  expect(response.statusCode).toBe(200);
  return response.json();
};

/** Logs in (V2) and expects the verification answer. */
async function challenge(client: ReturnType<typeof createBrowserClient>['client'], username = 'member01') {
  const error = await failure(client.call(endpoints.loginV2, { body: { username, password: 'secret88' } }));
  expect(error.errorCode).toBe('login_verify_required');
  expect(error.serverMessage).toMatch(/new location/);
  return loginVerificationRequiredSchema.parse(error.value);
}

describe('login V2', () => {
  it('logs in like login, with the captcha bound by captchaId instead of the cookie', async () => {
    const { client } = createBrowserClient(t.app);
    const result = await client.call(endpoints.loginV2, { body: { username: 'vip01', password: 'secret88', type: 'username' } });
    expect(result).toMatchObject({ userName: 'vip01', firstTimeLogin: false });
    await control('POST', '/__control/login-verification', { captcha: 'always' });
    const blocked = await failure(client.call(endpoints.loginV2, { body: { username: 'vip01', password: 'secret88' } }));
    expect(blocked).toMatchObject({ errorCode: 'captcha.invalid', value: { captcha: true } });
    // An image fetched by another client (no shared cookie): the id travels in the body.
    const other = createBrowserClient(t.app);
    await other.client.call(endpoints.captcha);
    const captchaId = other.fetch.cookies.get('captchaId')!;
    const { answer } = await control('GET', `/__control/captcha?captchaId=${captchaId}`);
    const wrongId = await failure(client.call(endpoints.loginV2, { body: { username: 'vip01', password: 'secret88', captcha: answer } }));
    expect(wrongId.errorCode).toBe('captcha.invalid');
    const ok = await client.call(endpoints.loginV2, { body: { username: 'vip01', password: 'secret88', captcha: answer, captchaId } });
    expect(ok.token).toMatch(/^[0-9a-f]{64}$/);
    // Single use.
    const again = await failure(
      client.call(endpoints.loginV2, { body: { username: 'vip01', password: 'secret88', captcha: answer, captchaId } }),
    );
    expect(again.errorCode).toBe('captcha.invalid');
  });

  it('rejects a malformed captchaId before touching anything', async () => {
    const { client } = createBrowserClient(t.app);
    const error = await failure(client.call(endpoints.loginV2, { body: { username: 'vip01', password: 'secret88', captchaId: 'nope' } }));
    expect(error.kind).toBe('request');
  });
});

describe('login from an unregistered IP', () => {
  it('is off by default; new-ip mode asks only on an IP the account has not used', async () => {
    const { client } = createBrowserClient(t.app);
    await client.call(endpoints.login, { body: { username: 'member01', password: 'secret88' } });
    await control('POST', '/__control/login-verification', { mode: 'new-ip' });
    // 127.0.0.1 was registered by the login above.
    await client.call(endpoints.login, { body: { username: 'member01', password: 'secret88' } });
    const fresh = await challenge(client, 'vip01');
    expect(fresh.methods.map((m) => m.method)).toEqual(['SMS', 'EMAIL', 'BANK_ACCOUNT_NAME', 'GOOGLE']);
    expect(fresh.methods.find((m) => m.method === 'EMAIL')?.destination).toBe('vi***@example.com');
    expect(fresh.ip).toBe('127.0.0.1');
    // Both login calls answer it.
    const v1 = await failure(client.call(endpoints.login, { body: { username: 'vip01', password: 'secret88' } }));
    expect(v1.errorCode).toBe('login_verify_required');
    // A wrong password never reaches the verification.
    const wrong = await failure(client.call(endpoints.login, { body: { username: 'vip01', password: 'nope' } }));
    expect(wrong.errorCode).toBe('login.credentials.invalid');
  });

  it('completes with an SMS code, registers the IP and answers a working token', async () => {
    await control('POST', '/__control/login-verification', { username: 'member01', mode: 'new-ip', forgetIps: true });
    const { client, setToken } = createBrowserClient(t.app);
    const required = await challenge(client);
    const sent = await client.call(endpoints.loginVerificationCode, {
      body: { verificationToken: required.verificationToken, method: 'SMS' },
    });
    expect(sent).toMatchObject({ expiredMinutes: 5, destination: '091****00' });
    const throttled = await failure(
      client.call(endpoints.loginVerificationCode, { body: { verificationToken: required.verificationToken, method: 'SMS' } }),
    );
    expect(throttled.errorCode).toBe('TOO_MANY_REQUESTS');
    const { messages } = await control('GET', '/__control/sms-outbox?mobile=0910000000&limit=1');
    expect(messages[0].purpose).toBe('login-ip');
    const result = await client.call(endpoints.loginVerification, {
      body: { verificationToken: required.verificationToken, method: 'SMS', code: messages[0].code },
    });
    setToken(result.token);
    expect((await client.call(endpoints.memberInfo)).account).toBe('member01');
    const state = await control('GET', '/__control/login-verification?username=member01');
    expect(state.account.registeredIps).toEqual(['127.0.0.1']);
    // The IP is registered: the next login goes straight through; the token is single use.
    expect((await client.call(endpoints.login, { body: { username: 'member01', password: 'secret88' } })).token).toBeTruthy();
    const reused = await failure(
      client.call(endpoints.loginVerification, {
        body: { verificationToken: required.verificationToken, method: 'SMS', code: messages[0].code },
      }),
    );
    expect(reused.errorCode).toBe('login.verification.expired');
  });

  it('completes by email code, bank account name or Google code; always mode asks every time', async () => {
    await control('POST', '/__control/login-verification', { username: 'agent01', mode: 'always' });
    const { client } = createBrowserClient(t.app);
    const byEmail = await challenge(client, 'agent01');
    await client.call(endpoints.loginVerificationCode, { body: { verificationToken: byEmail.verificationToken, method: 'EMAIL' } });
    const mail = (await control('GET', '/__control/email-outbox')).messages.find((m: { purpose: string }) => m.purpose === 'login-ip');
    expect(mail.email).toBe('agent01@example.com');
    await client.call(endpoints.loginVerification, {
      body: { verificationToken: byEmail.verificationToken, method: 'EMAIL', code: mail.token },
    });

    const byName = await challenge(client, 'agent01');
    const state = await control('GET', '/__control/login-verification?username=agent01');
    const name = state.account.bankAccountName as string;
    const wrong = await failure(
      client.call(endpoints.loginVerification, {
        body: { verificationToken: byName.verificationToken, method: 'BANK_ACCOUNT_NAME', code: 'SOMEONE ELSE' },
      }),
    );
    expect(wrong).toMatchObject({ errorCode: 'verification.code.invalid', value: { attemptsLeft: 4 } });
    await client.call(endpoints.loginVerification, {
      body: { verificationToken: byName.verificationToken, method: 'BANK_ACCOUNT_NAME', code: `  ${name.toLowerCase()} ` },
    });

    const byGoogle = await challenge(client, 'agent01');
    const code = totp(state.account.googleSecret, Date.now());
    expect(state.account.googleCode).toMatch(/^\d{6}$/);
    const result = await client.call(endpoints.loginVerification, {
      body: { verificationToken: byGoogle.verificationToken, method: 'GOOGLE', code },
    });
    expect(result.userName).toBe('agent01');
  });

  it('offers only the allowed methods the account has data for, and ends after 5 wrong answers', async () => {
    await control('POST', '/__control/login-verification', { mode: 'always', methods: ['BANK_ACCOUNT_NAME', 'GOOGLE'] });
    const { client } = createBrowserClient(t.app);
    const required = await challenge(client, 'member03');
    expect(required.methods).toEqual([{ method: 'BANK_ACCOUNT_NAME' }]);
    const notOffered = await failure(
      client.call(endpoints.loginVerificationCode, { body: { verificationToken: required.verificationToken, method: 'SMS' } }),
    );
    expect(notOffered.errorCode).toBe('request.validation.failed');
    for (let i = 4; i >= 1; i -= 1) {
      const error = await failure(
        client.call(endpoints.loginVerification, {
          body: { verificationToken: required.verificationToken, method: 'BANK_ACCOUNT_NAME', code: 'x' },
        }),
      );
      expect(error.value).toMatchObject({ attemptsLeft: i });
    }
    const last = await failure(
      client.call(endpoints.loginVerification, {
        body: { verificationToken: required.verificationToken, method: 'BANK_ACCOUNT_NAME', code: 'x' },
      }),
    );
    expect(last.errorCode).toBe('login.verification.expired');
    // Trial accounts and SMS logins are never asked; reset turns it off again.
    expect(
      (await createBrowserClient(t.app).client.call(endpoints.login, { body: { username: 'trial01', password: 'secret88' } })).token,
    ).toBeTruthy();
    await t.app.inject({ method: 'POST', url: '/__control/reset' });
    expect((await client.call(endpoints.login, { body: { username: 'member03', password: 'secret88' } })).token).toBeTruthy();
  });

  it('refuses unknown tokens and bad control input', async () => {
    const { client } = createBrowserClient(t.app);
    const error = await failure(
      client.call(endpoints.loginVerification, { body: { verificationToken: 'f'.repeat(48), method: 'GOOGLE', code: '123456' } }),
    );
    expect(error.errorCode).toBe('login.verification.expired');
    const bad = await t.app.inject({ method: 'POST', url: '/__control/login-verification', payload: { mode: 'sometimes' } });
    expect(bad.statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/__control/login-verification',
      payload: { username: 'ghost', mode: 'always' },
    });
    expect(unknown.statusCode).toBe(404);
    const plain = await t.app.inject({
      method: 'POST',
      url: endpoints.loginVerification.path,
      headers: headers(),
      payload: { verificationToken: 'x', method: 'SMS', code: '1' },
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().errorCode).toBe('request_body_required');
  });
});
