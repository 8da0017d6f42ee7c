import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** The reference API's account test surface (captcha answers, SMS and email outboxes, switches). */
export class AccountControl {
  constructor(private readonly request: APIRequestContext) {}

  private async json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
    if (!response.ok()) throw new Error(`${what} failed: ${response.status()} ${await response.text()}`);
    return (await response.json()) as T;
  }

  /** The answer of the captcha image issued last. */
  async captchaAnswer(): Promise<string> {
    const found = await this.json<{ answer: string }>(await this.request.get('/__control/captcha'), 'captcha');
    return found.answer;
  }

  /** The newest SMS code sent to `mobile` (leading zeros ignored), waiting for it to arrive. */
  async smsCode(mobile: string, purpose?: string): Promise<string> {
    let code = '';
    await expect
      .poll(async () => {
        const { messages } = await this.json<{ messages: { code: string; purpose: string }[] }>(
          await this.request.get(`/__control/sms-outbox?mobile=${encodeURIComponent(mobile)}&limit=5`),
          'sms outbox',
        );
        code = messages.find((message) => !purpose || message.purpose === purpose)?.code ?? '';
        return code;
      })
      .not.toBe('');
    return code;
  }

  /** Emails sent, newest first. */
  async emails(): Promise<{ purpose: string; email: string; token: string; body: string }[]> {
    return (
      await this.json<{ messages: { purpose: string; email: string; token: string; body: string }[] }>(
        await this.request.get('/__control/email-outbox'),
        'email outbox',
      )
    ).messages;
  }

  /** Turns feature switches on or off by name or modId (e.g. `{ smsVerification: true }`). */
  async setFeatures(features: Record<string, boolean>): Promise<void> {
    await this.json(await this.request.post('/__control/features', { data: features }), 'features');
  }

  /** Login-from-a-new-IP switch (merchant-wide or one account) and its state. */
  async loginVerification(body: Record<string, unknown>): Promise<void> {
    await this.json(await this.request.post('/__control/login-verification', { data: body }), 'login-verification');
  }

  async loginVerificationState(username: string): Promise<{ account?: { bankAccountName?: string; googleCode?: string } }> {
    return this.json(
      await this.request.get(`/__control/login-verification?username=${encodeURIComponent(username)}`),
      'login-verification state',
    );
  }
}

/** A unique, rule-abiding username (letter first, letters and digits, 5-16). */
export function freshUsername(prefix = 'e2e'): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1_000)}`.slice(0, 16);
}

/** A Vietnamese mobile number (9 digits after the 0) nobody has registered yet. */
export function freshMobile(): string {
  return `9${String(Date.now()).slice(-7)}${Math.floor(Math.random() * 10)}`;
}

/** The account modal, whatever view it shows. */
export function accountDialog(page: Page, name: string | RegExp): Locator {
  return page.getByRole('dialog', { name });
}

/** Fills the username registration form on /register (or in the modal) and submits it. */
export async function fillUsernameRegistration(
  scope: Locator,
  control: AccountControl,
  values: { username: string; password: string },
): Promise<void> {
  await scope.getByRole('textbox', { name: 'Username', exact: true }).fill(values.username);
  await scope.getByLabel('Password', { exact: true }).fill(values.password);
  await scope.getByLabel('Confirm password', { exact: true }).fill(values.password);
  // Spec §5: the mobile number is required whenever the settings enable it (seeded: enabled).
  const mobile = scope.getByRole('textbox', { name: 'Mobile number', exact: true });
  if (await mobile.count()) await mobile.fill(freshMobile());
  await expect(scope.getByTestId('captcha-image')).toBeVisible();
  // The image is loaded: its answer is the last one issued.
  await expect(scope.getByTestId('captcha-image').locator('img')).toHaveAttribute('src', /^data:image\/png;base64,/);
  await scope.getByLabel('Captcha', { exact: true }).fill(await control.captchaAnswer());
  await scope.getByRole('button', { name: 'Submit' }).click();
}
