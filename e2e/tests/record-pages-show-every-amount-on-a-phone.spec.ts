import { expect, test, type Locator, type Page } from '../support/test';
import { ACCOUNTS } from '../support/accounts';
import { AgentCentre } from '../support/agent-centre';
import { PlatformControl } from '../support/control';
import { MemberCentre } from '../support/member-centre';
import { ShellPage } from '../support/shell-page';

test.describe(
  'record-pages-show-every-amount-on-a-phone',
  { tag: ['@mfe-account', '@mfe-member-centre', '@mfe-agent-centre', '@mfe-promotions', '@shell'] },
  () => {
    // Issue 36, "Done when": a 390 px sweep of the record pages of both centres that fails on an amount
    // (stake, win, amount, balance, profit and loss) a phone does not show, as when a table scrolls
    // sideways with no sign. Many pages, two logins: a generous budget.
    test.describe.configure({ timeout: 300_000 });

    test.beforeEach(async ({ page, request }) => {
      await new PlatformControl(request).reset();
      await page.setViewportSize({ width: 390, height: 844 });
    });

    /**
     * The amounts of the open page (the kit's `<Money>`, a `<data value>` element) that a player cannot
     * see without scrolling sideways: beyond the screen's sides, or outside a frame that clips or
     * scrolls them (named by their text and, in a table, their column's header).
     */
    async function amountsOutOfView(dialog: Locator): Promise<{ count: number; hidden: string[] }> {
      return dialog.evaluate((root) => {
        const hidden: string[] = [];
        // The kit's amounts, and amounts written into a text ("#9 · $80.00", "Available $1,000.00").
        const amounts: { element: Element; box: DOMRect; text: string }[] = [...root.querySelectorAll('data[value]')]
          .filter((element) => element.getClientRects().length > 0)
          .map((element) => ({ element, box: element.getBoundingClientRect(), text: element.textContent?.trim() ?? '' }));
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          if (!parent || parent.closest('data[value]') || !/\$\s?[\d,.]*\d/.test(node.textContent ?? '')) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          if (range.getClientRects().length === 0) continue;
          amounts.push({ element: parent, box: range.getBoundingClientRect(), text: node.textContent?.trim() ?? '' });
        }
        for (const { element, box, text } of amounts) {
          let isOut = box.width === 0 || box.left < -1 || box.right > window.innerWidth + 1;
          for (
            let frame: Element | null = element.tagName === 'DATA' ? element.parentElement : element;
            frame && frame !== document.body && !isOut;
            frame = frame.parentElement
          ) {
            if (getComputedStyle(frame).overflowX === 'visible') continue;
            const edge = frame.getBoundingClientRect();
            isOut = box.left < edge.left - 1 || box.right > edge.right + 1;
          }
          if (!isOut) continue;
          const cell = element.closest('td, th');
          const table = cell?.closest('table');
          const index = cell ? [...cell.parentElement!.children].indexOf(cell) : -1;
          const header = table?.querySelectorAll('thead th')[index]?.textContent?.trim();
          hidden.push(`${header ? `${header}: ` : ''}${text}`);
        }
        return { count: amounts.length, hidden };
      });
    }

    /** Every amount of the page in view, once its records are in (at least `least` amounts). */
    async function expectEveryAmountInView(page: Page, dialog: Locator, name: string, least = 1): Promise<void> {
      await expect(dialog.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect
        .poll(async () => (await amountsOutOfView(dialog)).count, { message: `${name}: its amounts load` })
        .toBeGreaterThanOrEqual(least);
      const { hidden } = await amountsOutOfView(dialog);
      expect(hidden, `${name}: amounts out of view at 390 px`).toEqual([]);
      // Nor does the page itself scroll sideways.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${name}: the page is no wider than the screen`,
      ).toBeLessThanOrEqual(390);
    }

    test('member centre at 390 px: every amount of every record page shows', async ({ page }) => {
      const shell = new ShellPage(page);
      const centre = new MemberCentre(page);
      await shell.signInAs(ACCOUNTS.member.username, ACCOUNTS.member.password, '/');
      await shell.openAccountMenuItem('Member centre');
      for (const name of [
        'Betting record',
        'Account record',
        'Personal profit and loss',
        'Bonus details',
        'Withdraw',
        'Rebate promo',
        'My wallet',
      ]) {
        await centre.open(name);
        await expectEveryAmountInView(page, centre.dialog, name);
      }
      // The account record's deposits: the requests with their status.
      await centre.open('Account record');
      await centre.dialog.getByLabel('Type').selectOption({ label: 'Deposit' });
      await expectEveryAmountInView(page, centre.dialog, 'Account record, deposits');
    });

    test('member centre at 390 px: every amount of the withdrawals shows, a refunded one among them', async ({ page }) => {
      const shell = new ShellPage(page);
      const centre = new MemberCentre(page);
      await shell.signInAs(ACCOUNTS.vip.username, ACCOUNTS.vip.password, '/');
      await shell.openAccountMenuItem('Member centre');
      await centre.open('Withdraw');
      await expect(centre.dialog.getByText(/went back to your wallet on/)).toBeVisible();
      await expectEveryAmountInView(page, centre.dialog, 'Withdraw');
      await centre.open('Account record');
      await centre.dialog.getByLabel('Type').selectOption({ label: 'Withdrawal' });
      await expect(centre.dialog.getByRole('row').filter({ hasText: 'Withdrawal refunded' })).toHaveCount(1);
      await expectEveryAmountInView(page, centre.dialog, 'Account record, withdrawals');
    });

    test('agent centre at 390 px: every amount of every report, record and team page shows', async ({ page }) => {
      const shell = new ShellPage(page);
      const centre = new AgentCentre(page);
      await shell.signInAs(ACCOUNTS.agent.username, ACCOUNTS.agent.password, '/');
      await centre.open(shell);
      for (const name of [
        'Team overview',
        'Team management',
        'Team betting',
        'User profit and loss',
        'My income',
        'Downline transaction details',
        'Dividend record',
        'Daily wages',
        'Hourly salary',
        'Real-time salary',
      ]) {
        await centre.show(name);
        // Team betting lists one downline's bets: agent02's, who played this week.
        if (name === 'Team betting') await centre.dialog.getByLabel('Downline').selectOption({ label: 'agent02' });
        await expectEveryAmountInView(page, centre.dialog, name);
      }
    });
  },
);
