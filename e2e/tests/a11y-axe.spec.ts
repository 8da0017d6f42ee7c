import AxeBuilder from '@axe-core/playwright';
import { ACCOUNTS } from '../support/accounts';
import { PlatformControl } from '../support/control';
import { MemberCentre } from '../support/member-centre';
import { ShellPage } from '../support/shell-page';
import { expect, test, type Page, type TestInfo } from '../support/test';

// axe (WCAG 2.2 A and AA rules) over the routes, in light and dark theme, as a guest and as a
// member, and over the member centre's pages: no serious or critical violation. Each run attaches
// its counts per impact (the issue notes quote them).
test.describe.configure({ timeout: 300_000 });

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const GUEST_ROUTES = ['/', '/rng', '/live', '/sports', '/lottery', '/promotions', '/pointMall', '/register', '/help', '/down', '/no-such-page'];

test.beforeEach(async ({ request }) => {
  await new PlatformControl(request).reset();
});

/** Waits until the page's remotes have rendered (no loading status left in the main area). */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.locator('main').getByText(/^(Loading|Still loading)/)).toHaveCount(0, { timeout: 30_000 });
}

/** Runs axe on what is on screen; fails on serious or critical violations, naming rule and elements. */
async function audit(page: Page, testInfo: TestInfo, label: string, include?: string): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const counts: Record<string, number> = {};
  for (const violation of violations) counts[violation.impact ?? 'unknown'] = (counts[violation.impact ?? 'unknown'] ?? 0) + violation.nodes.length;
  await testInfo.attach(`axe ${label}`, { body: JSON.stringify({ counts, rules: violations.map((v) => `${v.impact} ${v.id}`) }, null, 2), contentType: 'application/json' });
  const blocking = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.help} — ${violation.nodes.slice(0, 4).map((node) => `${node.target.join(' ')} ${node.html.slice(0, 90)} (${(node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 160)})`).join(' | ')}`);
  expect(blocking, `axe on ${label}`).toEqual([]);
}

async function switchToDark(shell: ShellPage): Promise<void> {
  await shell.header.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(shell.page.locator('html')).toHaveAttribute('data-theme', 'dark');
}

/** Dark theme over the routes that differ most (the others share their frames and components). */
const DARK_ROUTES = ['/', '/rng', '/promotions', '/pointMall', '/register', '/help'];

for (const [theme, routes] of [['light', GUEST_ROUTES], ['dark', DARK_ROUTES]] as const) {
  for (const route of routes) {
    test(`${route} as a guest, ${theme} theme: no serious or critical axe violation`, async ({ page }, testInfo) => {
      const shell = new ShellPage(page);
      await shell.goto(route);
      await settled(page);
      if (theme === 'dark') await switchToDark(shell);
      await audit(page, testInfo, `${route} (guest, ${theme})`);
    });
  }
}

test('the login modal and the member centre pages as a member, light and dark: no serious or critical axe violation', async ({ page }, testInfo) => {
  const shell = new ShellPage(page);
  await shell.goto('/');
  await shell.loginButton.click();
  await expect(shell.loginDialog()).toBeVisible();
  await audit(page, testInfo, 'login modal', '[role="dialog"]');
  await shell.loginDialog().getByRole('button', { name: 'Close' }).click();
  await shell.loginAs(ACCOUNTS.member.username, ACCOUNTS.member.password);
  await settled(page);
  await audit(page, testInfo, '/ (member, light)');

  const centre = new MemberCentre(page);
  for (const theme of ['light', 'dark'] as const) {
    if (theme === 'dark') await switchToDark(shell);
    await shell.openAccountMenuItem('Member centre');
    await expect(centre.dialog).toBeVisible();
    for (const entry of ['My account', 'My wallet', 'Deposit', 'Withdraw', 'Betting record', 'Account record', 'Platform information']) {
      await centre.open(entry);
      await expect(centre.dialog.getByText(/^Loading/)).toHaveCount(0, { timeout: 30_000 });
      await audit(page, testInfo, `member centre ${entry} (${theme})`);
    }
    await centre.dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(centre.dialog).toBeHidden();
  }
});
