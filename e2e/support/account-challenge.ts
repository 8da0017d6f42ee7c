import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** Switches a white-label flag of the reference API by modId (e.g. GEETEST3, TGLOGIN3). */
export async function setSwitch(request: APIRequestContext, modId: string, enabled: boolean): Promise<void> {
  const response = await request.post('/__control/whitelabel', { data: { modId, enabled } });
  if (!response.ok()) throw new Error(`whitelabel ${modId} failed: ${response.status()} ${await response.text()}`);
}

/** The answer of the human-verification challenge issued last (reference API control surface). */
export async function challengeAnswer(request: APIRequestContext): Promise<string> {
  const response = await request.get('/__control/geetest');
  if (!response.ok()) throw new Error(`geetest control failed: ${response.status()} ${await response.text()}`);
  const found = (await response.json()) as { answer?: string; answers?: { answer: string }[] };
  const answer = found.answer ?? found.answers?.[0]?.answer;
  if (!answer) throw new Error(`no challenge answer in ${JSON.stringify(found)}`);
  return answer;
}

/** The challenge dialog. */
export function challengeDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Security check' });
}

/** Waits for the challenge picture, types the right answer and verifies; the dialog closes. */
export async function solveChallenge(page: Page, request: APIRequestContext): Promise<void> {
  const dialog = challengeDialog(page);
  await expect(dialog.getByTestId('challenge-image')).toHaveAttribute('src', /^data:image\/png;base64,/);
  await dialog.getByLabel('Characters in the picture').fill(await challengeAnswer(request));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog).toBeHidden();
}
