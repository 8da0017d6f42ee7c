import { expect, test } from '../support/test';
import { ACCOUNTS } from '../support/accounts';
import { PlatformControl } from '../support/control';
import { ShellPage } from '../support/shell-page';

test.describe('shell-feedback-with-image', { tag: ['@mfe-lobby', '@mfe-account', '@shell'] }, () => {
  // A 1×1 PNG (the API sniffs the bytes, so it must be a real one).
  const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

  test.beforeEach(async ({ request }) => {
    await new PlatformControl(request).reset();
  });

  test('a member sends feedback with an image from the help centre: preview, refusal, confirmation, stored by the API', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const shell = new ShellPage(page);
    await shell.signInAs(ACCOUNTS.member.username, ACCOUNTS.member.password, '/');
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
    await page.getByRole('button', { name: 'Send feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send feedback' });
    await expect(dialog).toBeVisible();

    await dialog.getByLabel('Your feedback').fill('The slots lobby shows a blank tile at night');
    await dialog.getByLabel('Add images').setInputFiles([
      { name: 'screen.png', mimeType: 'image/png', buffer: PNG_1X1 },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') },
    ]);
    await expect(dialog.getByRole('img', { name: 'Preview of screen.png' })).toBeVisible();
    await expect(dialog.getByRole('alert')).toContainText('notes.txt was not added: only PNG or JPG images are accepted.');

    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('Thank you! Your feedback has been sent.')).toBeVisible();

    const stored = (await (await request.get('/__control/feedback')).json()) as {
      feedback: { account: string; content: string; imageCount: number; imageTypes: string[] }[];
    };
    expect(stored.feedback[0]).toMatchObject({
      account: 'member01',
      content: 'The slots lobby shows a blank tile at night',
      imageCount: 1,
      imageTypes: ['image/png'],
    });

    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();
  });
});
