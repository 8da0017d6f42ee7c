import AxeBuilder from '@axe-core/playwright';
import { ACCOUNTS } from '../support/accounts';
import { PlatformControl } from '../support/control';
import { AgentCentre } from '../support/agent-centre';
import { MemberCentre } from '../support/member-centre';
import { PROMOTIONS, PromotionsPage } from '../support/promotions';
import { ShellPage } from '../support/shell-page';
import { expect, test, type Page, type TestInfo } from '../support/test';

test.describe(
  'a11y-axe',
  { tag: ['@mfe-lobby', '@mfe-account', '@mfe-member-centre', '@mfe-agent-centre', '@mfe-promotions', '@shell'] },
  () => {
    // axe (WCAG 2.2 A and AA rules) over the routes, in light and dark theme, as a guest and as a
    // member, and over the member centre's pages: no serious or critical violation. Each run attaches
    // its counts per impact (the issue notes quote them).
    // The file's tests are independent (each starts from a reset platform): they spread over both workers.
    test.describe.configure({ timeout: 300_000, mode: 'parallel' });

    const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
    const GUEST_ROUTES = [
      '/',
      '/rng',
      '/live',
      '/sports',
      '/lottery',
      '/promotions',
      '/pointMall',
      '/register',
      '/help',
      '/down',
      '/no-such-page',
    ];

    test.beforeEach(async ({ request }) => {
      await new PlatformControl(request).reset();
    });

    /** Waits until the page's remotes have rendered (no loading status left in the main area). */
    async function settled(page: Page): Promise<void> {
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.locator('main').getByText(/^(Loading|Still loading)/)).toHaveCount(0, { timeout: 30_000 });
    }

    /**
     * The rules whose result depends on colours. Switching the theme only changes the root's
     * `data-theme`, which swaps the kit's colour custom properties: the DOM, roles, names, headings
     * and focus order stay the same, so the structural rules give the same answer in both themes. A
     * screen already audited with every rule in the light theme is audited in the dark theme with
     * these rules only (the guest routes and the shell's modals still get every rule in dark, which
     * covers the theme switch's own header and notice).
     */
    const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

    /**
     * Runs axe on what is on screen; fails on serious or critical violations, naming rule and elements.
     * `include` scopes it to a region (an open overlay whose page behind was audited already);
     * `coloursOnly` runs COLOUR_RULES alone (a screen audited with every rule in the light theme).
     */
    async function audit(
      page: Page,
      testInfo: TestInfo,
      label: string,
      include?: string,
      { coloursOnly = false }: { coloursOnly?: boolean } = {},
    ): Promise<void> {
      // resultTypes: axe still runs every rule on every node, but lists only one node for the passes,
      // incomplete and inapplicable results (only the violations are read here), which saves it the
      // serialising of thousands of passing nodes on each screen.
      // (options() replaces the run options, so it comes before the rule selection.)
      const base = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
      let builder = coloursOnly ? base.withRules(COLOUR_RULES) : base.withTags(TAGS);
      if (include) builder = builder.include(include);
      const { violations } = await builder.analyze();
      const counts: Record<string, number> = {};
      for (const violation of violations)
        counts[violation.impact ?? 'unknown'] = (counts[violation.impact ?? 'unknown'] ?? 0) + violation.nodes.length;
      await testInfo.attach(`axe ${label}`, {
        body: JSON.stringify({ counts, rules: violations.map((v) => `${v.impact} ${v.id}`) }, null, 2),
        contentType: 'application/json',
      });
      const blocking = violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.impact} ${violation.id}: ${violation.help} — ${violation.nodes
              .slice(0, 4)
              .map(
                (node) =>
                  `${node.target.join(' ')} ${node.html.slice(0, 90)} (${(node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 160)})`,
              )
              .join(' | ')}`,
        );
      // Soft: a sweep goes on to its next screen, and the test fails with every screen's violations.
      expect.soft(blocking, `axe on ${label}`).toEqual([]);
    }

    async function switchToDark(shell: ShellPage): Promise<void> {
      await shell.header.getByRole('button', { name: 'Switch to dark theme' }).click();
      await expect(shell.page.locator('html')).toHaveAttribute('data-theme', 'dark');
    }

    /** Dark theme over the routes that differ most (the others share their frames and components). */
    const DARK_ROUTES = ['/', '/rng', '/promotions', '/pointMall', '/register', '/help'];

    // One pass per theme over the guest screens, each once (the file's tests spread over both
    // workers): every route opened as a visitor opens it, and in the light pass the login modal.
    for (const [theme, routes] of [
      ['light', GUEST_ROUTES],
      ['dark', DARK_ROUTES],
    ] as const) {
      test(`every guest route, ${theme} theme: no serious or critical axe violation`, async ({ page }, testInfo) => {
        test.setTimeout(400_000);
        const shell = new ShellPage(page);
        for (const route of routes) {
          await test.step(`${route} as a guest, ${theme} theme`, async () => {
            await shell.goto(route);
            await settled(page);
            if (theme === 'dark') await switchToDark(shell);
            await audit(page, testInfo, `${route} (guest, ${theme})`);
          });
        }
        if (theme === 'light') {
          await test.step('the login modal', async () => {
            await shell.goto('/');
            await shell.loginButton.click();
            await expect(shell.loginDialog()).toBeVisible();
            await audit(page, testInfo, 'login modal', '[role="dialog"]');
          });
        }
      });
    }

    // One pass per theme over the member's screens, each once: the member routes, then every member
    // centre page inside the centre's dialog, opened over the last route (the page behind was audited
    // already, and is hidden from assistive technology while the modal is open). The dark pass runs
    // the colour rules alone (COLOUR_RULES: the light pass ran every rule on the same screens).
    for (const theme of ['light', 'dark'] as const) {
      test(`every member route and member centre page as a member, ${theme} theme: no serious or critical axe violation`, async ({
        page,
      }, testInfo) => {
        test.setTimeout(600_000);
        const shell = new ShellPage(page);
        await shell.goto('/');
        await shell.loginAs(ACCOUNTS.member.username, ACCOUNTS.member.password);
        if (theme === 'dark') await switchToDark(shell);
        for (const route of ['/', '/rng', '/promotions', '/pointMall', '/vip', '/referral', '/help']) {
          await test.step(`${route} as a member, ${theme} theme`, async () => {
            await page.goto(route);
            await settled(page);
            await audit(page, testInfo, `${route} (member, ${theme})`, undefined, { coloursOnly: theme === 'dark' });
          });
        }

        const centre = new MemberCentre(page);
        await shell.openAccountMenuItem('Member centre');
        await expect(centre.dialog).toBeVisible();
        // Every page of the menu (its entries may carry a badge: they are taken by position).
        const menu = centre.dialog.getByRole('navigation', { name: 'Member centre pages' }).getByRole('button');
        await expect(menu.first()).toBeVisible();
        const count = await menu.count();
        expect(count).toBeGreaterThanOrEqual(13);
        for (let index = 0; index < count; index += 1) {
          const entry = menu.nth(index);
          const name = ((await entry.textContent()) ?? '').trim();
          await expect(centre.dialog.getByRole('navigation', { name: 'Member centre pages' }).locator('[aria-current="page"]')).toHaveCount(
            1,
          );
          await entry.click();
          await expect(entry).toHaveAttribute('aria-current', 'page');
          await expect(centre.dialog.getByText(/^Loading/)).toHaveCount(0, { timeout: 30_000 });
          await expect(centre.dialog.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
          await auditDialog(page, testInfo, `member centre ${name} (${theme})`, { coloursOnly: theme === 'dark' });
        }
        await centre.dialog.getByRole('button', { name: 'Close' }).first().click();
        await expect(centre.dialog).toBeHidden();
      });
    }

    /** The open modal dialog (or alert dialog) alone. */
    async function auditDialog(page: Page, testInfo: TestInfo, label: string, options?: { coloursOnly?: boolean }): Promise<void> {
      await audit(page, testInfo, label, '[role="dialog"], [role="alertdialog"]', options);
    }

    for (const theme of ['light', 'dark'] as const) {
      test(`the shell's modals as a guest and as a member, ${theme} theme: no serious or critical axe violation`, async ({
        page,
      }, testInfo) => {
        const shell = new ShellPage(page);
        await shell.goto('/', 'EN', { firstVisitNotice: true });
        const notice = page.getByRole('dialog', { name: 'Notice' });
        await expect(notice).toBeVisible();
        // The theme is forced to the brand's on load (spec §1) and the notice covers the header's
        // switch: the dark palette is applied as the switch applies it (the root's data-theme).
        if (theme === 'dark') await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
        await auditDialog(page, testInfo, `first-visit notice (${theme})`);
        await notice.getByRole('button', { name: 'I understand' }).click();
        await expect(notice).toBeHidden();
        if (theme === 'dark') {
          await page.evaluate(() => (document.documentElement.dataset.theme = 'light'));
          await switchToDark(shell);
        }

        await shell.sideMenu.getByRole('button', { name: 'App download' }).click();
        const download = page.getByRole('dialog', { name: 'Download the app' });
        await expect(download.getByRole('tabpanel')).toBeVisible();
        await auditDialog(page, testInfo, `app download (${theme})`);
        await page.keyboard.press('Escape');
        await expect(download).toBeHidden();

        await shell.sideMenu.getByRole('button', { name: 'Customer service' }).click();
        await shell.sideMenu.getByRole('button', { name: 'Announcements' }).click();
        const announcements = page.getByRole('dialog', { name: 'Announcements' });
        await announcements.getByRole('list', { name: 'Announcements' }).getByRole('button', { name: 'Scheduled maintenance' }).click();
        await expect(announcements.getByRole('heading', { name: 'Scheduled maintenance' })).toBeVisible();
        await auditDialog(page, testInfo, `announcement detail (${theme})`);
        await page.keyboard.press('Escape');
        await expect(announcements).toBeHidden();

        // The member's modals: the post-login welcome, the avatar menu, sign-out confirmation, feedback.
        await shell.loginButton.click();
        await shell.submitLogin(ACCOUNTS.member.username, ACCOUNTS.member.password);
        await expect(shell.postLoginDialog().getByRole('button', { name: 'OK' })).toBeVisible();
        await auditDialog(page, testInfo, `post-login (${theme})`);
        await shell.dismissPostLogin();

        await shell.accountMenuButton.click();
        await expect(page.getByRole('menu')).toBeVisible();
        await audit(page, testInfo, `account menu (${theme})`, '[role="menu"]');
        await page.keyboard.press('Escape');

        await shell.openAccountMenuItem('Sign out');
        const confirm = page.getByRole('alertdialog');
        await expect(confirm).toContainText('Are you sure you want to sign out?');
        await auditDialog(page, testInfo, `sign-out confirmation (${theme})`);
        await confirm.getByRole('button', { name: 'Cancel' }).click();
        await expect(confirm).toBeHidden();

        await page.goto('/help');
        await page.getByRole('button', { name: 'Send feedback' }).click();
        const feedback = page.getByRole('dialog', { name: 'Send feedback' });
        await expect(feedback.getByLabel('Your feedback')).toBeVisible();
        await auditDialog(page, testInfo, `feedback (${theme})`);
      });
    }

    test('the promotions and points-mall dialogs as a member, light and dark: no serious or critical axe violation', async ({
      page,
    }, testInfo) => {
      const shell = new ShellPage(page);
      const promotions = new PromotionsPage(page);
      await shell.goto('/');
      await shell.loginAs(ACCOUNTS.member.username, ACCOUNTS.member.password);
      for (const theme of ['light', 'dark'] as const) {
        if (theme === 'dark') await switchToDark(shell);
        await page.goto(`/promotions?id=${PROMOTIONS.dailyReload.id}`);
        await expect(promotions.detailTitle(PROMOTIONS.dailyReload.title)).toBeVisible({ timeout: 45_000 });
        await audit(page, testInfo, `promotion detail (${theme})`);
        await promotions.detail().getByRole('button', { name: 'Apply' }).click();
        await expect(promotions.applyDialog()).toBeVisible();
        await auditDialog(page, testInfo, `apply dialog (${theme})`);
        await page.keyboard.press('Escape');
        await expect(promotions.applyDialog()).toBeHidden();

        await page.goto('/pointMall');
        await expect(page.getByRole('heading', { level: 1, name: 'Points mall' })).toBeVisible({ timeout: 45_000 });
        await promotions.openRedeem('$5.00 cash voucher', 'not-my-password');
        await auditDialog(page, testInfo, `redeem dialog (${theme})`);
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: 'Convert points' }).click();
        await expect(page.getByRole('dialog', { name: 'Convert points to money' })).toBeVisible();
        await auditDialog(page, testInfo, `convert dialog (${theme})`);
        await page.keyboard.press('Escape');
      }
    });

    // One test per theme, so the two workers share them. As for the member centre: the page behind
    // (home as an agent) is audited once, then each centre page inside the centre's dialog; colour
    // rules alone in the dark test.
    for (const theme of ['light', 'dark'] as const) {
      test(`every agent centre page as an agent, ${theme} theme: no serious or critical axe violation`, async ({ page }, testInfo) => {
        test.setTimeout(400_000);
        const shell = new ShellPage(page);
        const centre = new AgentCentre(page);
        await shell.goto('/');
        await shell.loginAs(ACCOUNTS.agent.username, ACCOUNTS.agent.password);
        if (theme === 'dark') await switchToDark(shell);
        await settled(page);
        await audit(page, testInfo, `/ (agent, ${theme})`, undefined, { coloursOnly: theme === 'dark' });
        await centre.open(shell);
        // The entries behind the agent's contract flags come with its data: wait for all of them.
        await expect.poll(async () => (await centre.entries()).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(12);
        const entries = await centre.entries();
        for (const entry of entries) {
          await centre.show(entry);
          await expect(centre.dialog.getByText(/^Loading/)).toHaveCount(0, { timeout: 30_000 });
          await expect(centre.dialog.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
          await auditDialog(page, testInfo, `agent centre ${entry} (${theme})`, { coloursOnly: theme === 'dark' });
        }
        await centre.close();
      });
    }
  },
);
