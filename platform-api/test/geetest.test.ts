import { PNG } from 'pngjs';
import { endpoints, type ApiClient } from 'shared-contracts';
import { createBrowserClient, createTestApp, failure, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.app.inject({ method: 'POST', url: '/__control/reset' });
});

/** Runs the challenge like the widget would: config, challenge image, answer from the control surface, verify. */
async function pass(client: ApiClient) {
  const { gt } = await client.call(endpoints.geetestConfig, { query: { product: 'login' } });
  const challenge = await client.call(endpoints.geetestChallenge, { query: { captchaId: gt } });
  const { answer } = (await t.app.inject({ method: 'GET', url: `/__control/geetest?lotNumber=${challenge.lotNumber}` })).json();
  return client.call(endpoints.geetestVerify, { body: { captchaId: gt, lotNumber: challenge.lotNumber, answer } });
}

describe('human verification (GEETEST3)', () => {
  it('is off by default: logins need no challenge', async () => {
    const { client } = createBrowserClient(t.app);
    expect((await client.call(endpoints.geetestConfig)).enabled).toBe(false);
    expect((await client.call(endpoints.login, { body: { username: 'member01', password: 'secret88' } })).token).toBeTruthy();
  });

  it('when on, login, registration and SMS codes need a passed, unused challenge', async () => {
    await t.app.inject({ method: 'POST', url: '/__control/whitelabel', payload: { modId: 'GEETEST3', enabled: true } });
    const { client } = createBrowserClient(t.app);
    const config = await client.call(endpoints.geetestConfig, { query: { product: 'register' } });
    expect(config).toMatchObject({ enabled: true, gt: expect.stringMatching(/^[0-9a-f]{32}$/) });
    const challenge = await client.call(endpoints.geetestChallenge, { query: { captchaId: config.gt } });
    expect(PNG.sync.read(Buffer.from(challenge.image, 'base64')).width).toBe(120);

    const missing = await failure(client.call(endpoints.login, { body: { username: 'member01', password: 'secret88' } }));
    expect(missing).toMatchObject({
      errorCode: 'geetest.required',
      serverMessage: 'Please complete verification first',
      value: { geetest: true },
    });
    const wrong = await failure(
      client.call(endpoints.geetestVerify, { body: { captchaId: config.gt, lotNumber: challenge.lotNumber, answer: 'xxxx' } }),
    );
    expect(wrong.errorCode).toBe('geetest.failed');

    const result = await pass(client);
    expect(result).toMatchObject({ captcha_id: config.gt, pass_token: expect.any(String), lot_number: expect.any(String) });
    expect(
      (await client.call(endpoints.loginV2, { body: { username: 'member01', password: 'secret88', geetestValidateV4: result } })).token,
    ).toBeTruthy();
    // Single use.
    const reused = await failure(
      client.call(endpoints.login, { body: { username: 'member01', password: 'secret88', geetestValidateV4: result } }),
    );
    expect(reused.errorCode).toBe('geetest.required');
    // A forged pass is refused.
    const forged = await failure(
      client.call(endpoints.login, {
        body: { username: 'member01', password: 'secret88', geetestValidateV4: { ...(await pass(client)), captcha_output: 'forged' } },
      }),
    );
    expect(forged.errorCode).toBe('geetest.required');

    // Registration: field errors first (the pass is not burnt), then the verification.
    await t.app.inject({ method: 'POST', url: '/__control/features', payload: { captcha: false } });
    const registration = { username: 'human77', password: 'abc12345', confirmPassword: 'abc12345' };
    const noPass = await failure(client.call(endpoints.register, { body: registration }));
    expect(noPass.errorCode).toBe('geetest.required');
    const registered = await client.call(endpoints.register, { body: { ...registration, geetestValidateV4: await pass(client) } });
    expect(registered.username).toBe('human77');

    await t.app.inject({ method: 'POST', url: '/__control/features', payload: { smsLogin: true } });
    const sms = await failure(client.call(endpoints.smsLoginCode, { body: { mobileNum: '0910000000', countryDialingCode: '+84' } }));
    expect(sms.errorCode).toBe('geetest.required');
    expect(
      (
        await client.call(endpoints.smsLoginCode, {
          body: { mobileNum: '0910000000', countryDialingCode: '+84', geetestValidateV4: await pass(client) },
        })
      ).expiredMinutes,
    ).toBe(5);
  });

  it('refuses a challenge for an unknown captcha id', async () => {
    const { client } = createBrowserClient(t.app);
    expect((await failure(client.call(endpoints.geetestChallenge, { query: { captchaId: 'nope' } }))).errorCode).toBe('geetest.failed');
  });
});
