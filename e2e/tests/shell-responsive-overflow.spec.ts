import { ACCOUNTS } from '../support/accounts';
import { AgentCentre } from '../support/agent-centre';
import { PlatformControl } from '../support/control';
import { MemberCentre } from '../support/member-centre';
import { navigateInApp, NetworkQuiet } from '../support/network-quiet';
import { ShellPage } from '../support/shell-page';
import { expect, test, type Locator, type Page } from '../support/test';

test.describe(
  'shell-responsive-overflow',
  { tag: ['@mfe-lobby', '@mfe-account', '@mfe-member-centre', '@mfe-agent-centre', '@mfe-promotions', '@shell'] },
  () => {
    // Issue 15: from a 360 px phone to a 1920 px screen nothing overflows sideways: every route, and
    // every modal (the login, app download and announcements modals of a guest; the post-login modal,
    // the member and agent centres, the sign-out confirmation and the feedback modal of an agent, who
    // may open both centres). A screenshot of each goes to the test's output folder
    // under e2e/test-results (not committed) for review.

    // The widths are independent (each starts from a reset platform): they spread over both workers.
    test.describe.configure({ mode: 'parallel' });

    const WIDTHS = [360, 390, 768, 1024, 1366, 1920] as const;
    const PATHS = [
      '/',
      '/rng',
      '/live',
      '/sports',
      '/lottery',
      '/vnlottery',
      '/promotions',
      '/pointMall',
      '/register',
      '/help',
      '/down',
    ] as const;

    async function horizontalOverflow(page: Page): Promise<number> {
      return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    }

    /** How far an open modal reaches past the viewport's sides or scrolls sideways itself (0 when it fits). */
    async function modalOverflow(modal: Locator): Promise<number> {
      return modal.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const outside = Math.max(0, -box.left, box.right - window.innerWidth);
        return Math.max(Math.ceil(outside), element.scrollWidth - element.clientWidth);
      });
    }

    test.beforeEach(async ({ request }) => {
      await new PlatformControl(request).reset();
    });

    for (const width of WIDTHS) {
      test(`no horizontal overflow at ${width} px: every route and every modal`, async ({ page }, testInfo) => {
        test.setTimeout(8 * 60_000);
        await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
        const shell = new ShellPage(page);
        const overflowing: string[] = [];
        const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`${width}-${name}.png`) });
        const checkModal = async (name: string, modal: Locator) => {
          await expect(modal).toBeVisible();
          const extra = await modalOverflow(modal);
          if (extra > 0) overflowing.push(`${name}: ${extra}px past the viewport`);
          const page_ = await horizontalOverflow(page);
          if (page_ > 0) overflowing.push(`page under ${name}: ${page_}px wider than the viewport`);
          await shot(name);
        };

        // One page load; every other route is reached as the app's own links reach it.
        const network = new NetworkQuiet(page);
        let first = true;
        for (const path of PATHS) {
          if (first) await shell.goto(path);
          else await navigateInApp(page, path);
          first = false;
          await network.settle();
          // The game views (/vnlottery) take the whole screen without the header.
          await expect(page.locator('main')).toBeVisible();
          await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
          await expect(page.locator('main').getByText(/^(Loading|Still loading)/)).toHaveCount(0, { timeout: 30_000 });
          const extra = await horizontalOverflow(page);
          if (extra > 0) overflowing.push(`${path}: ${extra}px wider than the viewport`);
          await shot(path === '/' ? 'home' : path.slice(1));
        }

        await page.goto('/');
        await expect(shell.header).toBeVisible();
        if (width < 1024) {
          const height = await shell.header.evaluate((header) => header.getBoundingClientRect().height);
          expect(height).toBeLessThan(72);
        }
        await shell.loginButton.click();
        await checkModal('login-modal', shell.loginDialog());
        await page.keyboard.press('Escape');
        await expect(shell.loginDialog()).toBeHidden();

        // Below 1024 px the side menu is a drawer opened from the header.
        const openSideMenu = async () => {
          if (width < 1024 && !(await shell.sideMenu.getByRole('button', { name: 'App download' }).isVisible())) {
            await shell.header.getByRole('button', { name: 'Open the menu' }).click();
          }
        };
        await openSideMenu();
        await shell.sideMenu.getByRole('button', { name: 'App download' }).click();
        await checkModal('app-download-modal', page.getByRole('dialog', { name: 'Download the app' }));
        await page.keyboard.press('Escape');
        await openSideMenu();
        await shell.sideMenu.getByRole('button', { name: 'Customer service' }).click();
        await shell.sideMenu.getByRole('button', { name: 'Announcements' }).click();
        await checkModal('announcements-modal', page.getByRole('dialog', { name: 'Announcements' }));
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog', { name: 'Announcements' })).toBeHidden();
        // The drawer (below 1024 px) stays open under a modal; Escape closes it too.
        if (await shell.sideMenu.getByRole('button', { name: 'App download' }).isVisible()) {
          if (width < 1024) await page.keyboard.press('Escape');
        }

        await shell.loginButton.click();
        await shell.submitLogin(ACCOUNTS.agent.username, ACCOUNTS.agent.password);
        await expect(shell.postLoginDialog().getByRole('button', { name: 'OK' })).toBeVisible();
        await checkModal('post-login-modal', shell.postLoginDialog());
        await shell.dismissPostLogin();
        const member = new MemberCentre(page);
        await shell.openAccountMenuItem('Member centre');
        await expect(member.dialog.getByRole('heading', { level: 3 }).first()).toBeVisible({ timeout: 30_000 });
        await checkModal('member-centre', member.dialog);
        await page.keyboard.press('Escape');
        await expect(member.dialog).toBeHidden();
        const agent = new AgentCentre(page);
        await agent.open(shell);
        await checkModal('agent-centre', agent.dialog);
        await agent.close();

        await shell.openAccountMenuItem('Sign out');
        await checkModal('sign-out-confirmation', page.getByRole('alertdialog'));
        await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
        await page.goto('/help');
        await page.getByRole('button', { name: 'Send feedback' }).click();
        await checkModal('feedback-modal', page.getByRole('dialog', { name: 'Send feedback' }));

        expect(overflowing).toEqual([]);
      });
    }
  },
);
