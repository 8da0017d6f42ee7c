import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { ACCOUNTS } from '../support/accounts';
import { expectNoSeriousAxeViolation } from '../support/axe-serious';
import { HealthSite, seeded, simulatedReport } from '../support/health-site';
import { E2E_API_PORT, E2E_PORT } from '../support/ports';
import { ShellPage } from '../support/shell-page';
import { expect, test, type Page, type TestInfo } from '../support/test';

test.describe('ops-console-operators-only', { tag: ['@mfe-lobby', '@mfe-account', '@shell'] }, () => {
  // The operators' console at /ops (issue 38): a stranger and a player's session can neither open it
  // nor act; an operator signs in (by keyboard too), sees brands × remotes with the pin, the canary
  // and its share, each version's figures and charts and the history, and promotes a canary after a
  // confirmation; axe finds nothing serious in light or dark; screenshots at 390 and 1366 px.
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(150_000);

  const SITE_PORT = E2E_PORT + 11;
  const LOBBY = 'mfe-lobby';
  const OPERATOR = { name: 'anna', password: 'a long operator password' };

  let site: HealthSite;
  let pinned: string;

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    site = await HealthSite.create(SITE_PORT, E2E_API_PORT);
    await site.addOperator(OPERATOR.name, OPERATOR.password);
    pinned = (await site.pins())[LOBBY]?.version ?? '';
    await site.publishCopy(LOBBY, pinned, '9.9.3');
    await site.cli('canary', 'default', `${LOBBY}@9.9.3`, '10', '--reason', 'release 9.9.3');
    // Loads from simulated browsers, both sides healthy, for the figures and the charts.
    const next = seeded(7);
    for (let i = 0; i < 500; i += 1) {
      const drawn = Math.floor(next() * 100);
      const canary = drawn < 10 || i % 8 === 0;
      // A canary load comes from a browser whose bucket is on the canary's side (its page's token says so).
      const bucket = canary ? drawn % 10 : drawn;
      const body = simulatedReport(LOBBY, canary ? '9.9.3' : pinned, canary ? 'canary' : 'pin', next() < 0.01, bucket);
      await site.sendSimulated(body);
    }
  });

  test.afterAll(async () => {
    await site?.close();
  });

  const form = (values: Record<string, string>) => ({ form: values, headers: { origin: site.url('').replace(/\/$/, '') } });

  async function signIn(page: Page, language = 'EN'): Promise<void> {
    await page.goto(site.url(`/ops/login?lang=${language}`));
    await page.locator('#name').fill(OPERATOR.name);
    await page.locator('#password').fill(OPERATOR.password);
    await page.locator('form.login button[type="submit"]').click();
    await expect(page).toHaveURL(site.url('/ops'));
  }

  async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
    const file = testInfo.outputPath(`${name}.png`);
    await page.screenshot({ path: file, fullPage: true });
    const keep = process.env.OPS_SCREENS_DIR;
    if (keep) {
      await mkdir(keep, { recursive: true });
      await copyFile(file, path.join(keep, `${name}.png`));
    }
  }

  test("a stranger and a player's session can neither open the console nor act", async ({ page, browser }) => {
    // A stranger: every console address leads to the sign-in form, and nothing of a brand shows.
    for (const address of ['/ops', '/ops/brands/default/mfe-lobby', '/ops/brands/default/mfe-lobby/confirm/abort']) {
      await page.goto(site.url(address));
      await expect(page).toHaveURL(site.url('/ops/login'));
      await expect(page.locator('#password')).toBeVisible();
      await expect(page.locator('main')).not.toContainText('9.9.3');
    }
    const stranger = await page.request.post(site.url('/ops/brands/default/mfe-lobby/abort'), form({ _csrf: 'guess', expect: '9.9.3' }));
    expect(stranger.status()).toBe(403);

    // A player signed in on the site: the console does not know them either, and the players' pages
    // load nothing of it.
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const shell = new ShellPage(page);
    await shell.goto(site.url('/'));
    await shell.loginAs(ACCOUNTS.member.username, ACCOUNTS.member.password);
    expect(requested.filter((p) => p.startsWith('/ops'))).toEqual([]);
    await page.goto(site.url('/ops'));
    await expect(page).toHaveURL(site.url('/ops/login'));
    const player = await page.request.post(site.url('/ops/brands/default/mfe-lobby/abort'), form({ _csrf: 'guess', expect: '9.9.3' }));
    expect(player.status()).toBe(403);

    // An operator signed in, lured onto another site whose page posts to the console: refused
    // (the session cookie is SameSite=Strict and the Origin is not the console's).
    const operator = await browser.newContext();
    const operatorPage = await operator.newPage();
    await signIn(operatorPage);
    await operatorPage.route('http://other-site.test/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>offer</title><form method="post" action="${site.url('/ops/brands/default/mfe-lobby/abort')}"><input name="_csrf" value="guess"><input name="expect" value="9.9.3"><button>Win</button></form>`,
      }),
    );
    await operatorPage.goto('http://other-site.test/offer');
    const [reply] = await Promise.all([
      operatorPage.waitForResponse(site.url('/ops/brands/default/mfe-lobby/abort')),
      operatorPage.getByRole('button', { name: 'Win' }).click(),
    ]);
    expect(reply.status()).toBe(403);
    await operator.close();
    expect((await site.pins())[LOBBY]?.canary).toEqual({ version: '9.9.3', percent: 10 });
  });

  test('an operator signs in by keyboard and reaches a remote of a brand', async ({ page }) => {
    await page.goto(site.url('/ops/login?lang=EN'));
    for (let i = 0; i < 20 && !(await page.locator('#name').evaluate((el) => el === document.activeElement)); i += 1)
      await page.keyboard.press('Tab');
    await page.keyboard.type(OPERATOR.name);
    await page.keyboard.press('Tab');
    await page.keyboard.type(OPERATOR.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(site.url('/ops'));
    const details = page.getByRole('link', { name: `Details default ${LOBBY}` });
    for (let i = 0; i < 60 && !(await details.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
    await expect(details).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`default · ${LOBBY}`);
  });

  test('an operator sees brands × remotes, the figures, charts and history, and promotes a healthy canary after confirming', async ({
    page,
  }, testInfo) => {
    await signIn(page);
    const row = page.getByRole('row', { name: new RegExp(`^${LOBBY}`) });
    await expect(row).toContainText(pinned);
    await expect(row).toContainText('9.9.3');
    await expect(row).toContainText('10 %');
    await expect(row).toContainText('Healthy');
    await expectNoSeriousAxeViolation(page, testInfo, 'console overview, light');
    for (const [language, width] of [
      ['EN', 1366],
      ['EN', 390],
      ['TY', 390],
      ['TY', 1366],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(site.url(`/ops?lang=${language}`));
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
      await screenshot(page, testInfo, `ops-overview-${language}-${width}`);
    }
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(site.url('/ops?lang=EN'));
    await page.getByRole('link', { name: `Details default ${LOBBY}` }).click();
    await expect(page.getByRole('figure')).toHaveCount(3);
    await expect(page.getByRole('figure', { name: 'Load success rate over time (%)' }).locator('svg polyline').first()).toBeAttached();
    await expect(page.getByRole('region', { name: '' }).or(page.locator('table')).last()).toContainText('release 9.9.3');
    await expectNoSeriousAxeViolation(page, testInfo, 'console remote, light');
    await screenshot(page, testInfo, 'ops-remote-EN-1366');
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(`${page.url()}?theme=dark`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    await expectNoSeriousAxeViolation(page, testInfo, 'console remote, dark, 390 px');
    await screenshot(page, testInfo, 'ops-remote-EN-390-dark');
    await page.setViewportSize({ width: 1366, height: 900 });

    await page.getByRole('link', { name: 'Promote the canary to the pin' }).click();
    await expect(page.getByText(`Make ${LOBBY} 9.9.3 the pin of default?`)).toBeVisible();
    await expectNoSeriousAxeViolation(page, testInfo, 'console confirmation, dark');
    await page.getByLabel('Reason (kept in the history)').fill('figures are healthy');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('status')).toContainText(`Done: Promote default ${LOBBY}`);
    expect((await site.pins())[LOBBY]).toMatchObject({ version: '9.9.3' });
    expect((await site.pins())[LOBBY]?.canary).toBeUndefined();
    await expect(page.locator('table').last()).toContainText('anna');
    expect((await site.history()).at(-1)).toMatchObject({
      actor: 'anna',
      action: 'promote',
      reason: 'figures are healthy',
      figures: { verdict: 'healthy' },
    });
    // Signed out, the console is closed again.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(site.url('/ops/login'));
    await page.goto(site.url('/ops'));
    await expect(page).toHaveURL(site.url('/ops/login'));
  });
});
