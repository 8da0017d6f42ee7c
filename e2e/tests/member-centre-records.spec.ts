import { expect, test, type Locator } from '../support/test';
import { ACCOUNTS } from '../support/accounts';
import { PlatformControl } from '../support/control';
import { LobbyPage } from '../support/lobby-page';
import { MemberCentre } from '../support/member-centre';
import { ShellPage } from '../support/shell-page';

test.describe(
  'member-centre-records',
  { tag: ['@mfe-member-centre', '@check-mfe-member-centre', '@mfe-lobby', '@mfe-account', '@mfe-promotions'] },
  () => {
    test.beforeEach(async ({ request }) => {
      await new PlatformControl(request).reset();
    });

    test('the betting record shows the round just played in the demo game', async ({ page }) => {
      const shell = new ShellPage(page);
      const lobby = new LobbyPage(page);
      const centre = new MemberCentre(page);
      await shell.signInAs(ACCOUNTS.member.username, ACCOUNTS.member.password, '/');
      await shell.goto('/rng?page=PG');
      // The lobby remote and its first page of games load first (a shared, loaded machine can be slow).
      await expect(lobby.cards().first()).toBeVisible({ timeout: 60_000 });
      const name = (await lobby.cardName(0)).trim();
      await lobby.cards().first().click();
      await expect(page).toHaveURL(/\/game\?url=/);
      const game = lobby.frame('Game');
      const balance = game.getByTestId('demo-balance');
      await expect(balance).toBeVisible();
      const before = (await balance.textContent())?.trim() ?? '';
      await game.getByRole('button', { name: 'Spin' }).click();
      await expect(balance).not.toHaveText(before, { timeout: 10_000 });

      await shell.openAccountMenuItem('Betting record');
      await expect(centre.entry('Betting record')).toHaveAttribute('aria-current', 'page');
      await centre.dialog.getByRole('button', { name: 'Today', exact: true }).click();
      const row = centre.dialog.getByRole('row').filter({ hasText: name }).first();
      await expect(row).toBeVisible();
      await expect(row).toContainText('$1.00');
      await expect(centre.dialog.getByRole('row').filter({ hasText: 'Total' })).toBeVisible();
    });

    test('a member claims a reward and the header balance goes up', async ({ page }) => {
      const shell = new ShellPage(page);
      const centre = new MemberCentre(page);
      await shell.signInAs(ACCOUNTS.member.username, ACCOUNTS.member.password, '/');
      await expect(shell.balance).toHaveText(/\$1,000\.00/);
      await shell.openAccountMenuItem('Member centre');
      await centre.open('Reward centre');
      await centre.dialog.getByRole('button', { name: 'Claim Weekend bonus' }).click();
      await expect(centre.dialog.getByText('1 reward claimed: $15.00.')).toBeVisible();
      await expect(centre.dialog.getByRole('button', { name: 'Claim Weekend bonus' })).toHaveCount(0);
      await expect(centre.headerBalance).toHaveText(/\$1,015\.00/);
    });

    /**
     * The cells of a records table a player cannot see without scrolling sideways: outside the frame
     * the table sits in, or beyond the screen's right edge (named by their column header).
     */
    async function cellsOutOfView(table: Locator): Promise<string[]> {
      return table.evaluate((element) => {
        const frame = (element.closest('[role="region"]') ?? element.parentElement!).getBoundingClientRect();
        const headers = [...element.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '');
        const hidden: string[] = [];
        for (const row of element.querySelectorAll('tbody tr, tfoot tr')) {
          [...row.children].forEach((cell, index) => {
            const box = cell.getBoundingClientRect();
            if (!cell.textContent?.trim()) return;
            const isOut = box.width === 0 || box.left < frame.left - 1 || box.right > frame.right + 1 || box.right > window.innerWidth + 1;
            if (isOut) hidden.push(`${headers[index] ?? index}: ${cell.textContent.trim()}`);
          });
        }
        return hidden;
      });
    }

    test('at 390 px every amount of the account record shows, nothing hidden in a sideways scroll', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const shell = new ShellPage(page);
      const centre = new MemberCentre(page);
      await shell.signInAs(ACCOUNTS.member.username, ACCOUNTS.member.password, '/');
      await shell.openAccountMenuItem('Account record');
      const record = centre.dialog.getByRole('table', { name: 'Account record' });
      await expect(record.getByRole('row').nth(1)).toBeVisible();
      await expect(record.getByRole('row').nth(1)).toContainText('$');
      expect(await cellsOutOfView(record)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath('account-record-390.png'), fullPage: true });
    });

    test('at 1366 px the account record takes the width of its panel', async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 800 });
      const shell = new ShellPage(page);
      const centre = new MemberCentre(page);
      await shell.signInAs(ACCOUNTS.member.username, ACCOUNTS.member.password, '/');
      await shell.openAccountMenuItem('Account record');
      const record = centre.dialog.getByRole('table', { name: 'Account record' });
      await expect(record.getByRole('row').nth(1)).toBeVisible();
      expect(await cellsOutOfView(record)).toEqual([]);
      // The table reaches the panel's right side (its padding aside): no strip of the panel left empty.
      const panelRight = await centre.dialog
        .getByRole('heading', { name: 'Account record', exact: true })
        .evaluate((heading) => heading.parentElement!.getBoundingClientRect().right);
      const table = await record.boundingBox();
      expect(table!.x + table!.width).toBeGreaterThanOrEqual(panelRight - 28);
      await page.screenshot({ path: test.info().outputPath('account-record-1366.png') });
    });

    test('a records page whose own code stalls says it is still loading, with a retry, after a few seconds', async ({ page }) => {
      const shell = new ShellPage(page);
      const centre = new MemberCentre(page);
      await shell.signInAs(ACCOUNTS.member.username, ACCOUNTS.member.password, '/');
      await shell.openAccountMenuItem('Member centre');
      await expect(centre.entry('My account')).toHaveAttribute('aria-current', 'page');
      // From now on the member centre's code files do not come (the page's own chunk among them).
      const stalled = (url: URL) => url.pathname.startsWith('/registry/mfe-member-centre/') && url.pathname.endsWith('.js');
      await page.route(stalled, () => undefined);
      await centre.entry('Betting record').click();
      await expect(centre.dialog.getByText('Still loading… your connection seems slow.')).toBeVisible({ timeout: 15_000 });
      // The menu and the title stay meanwhile. Try again asks again (still stalled: it says so again)...
      await expect(centre.dialog.getByRole('heading', { name: 'Betting record', level: 3 })).toBeVisible();
      await centre.dialog.getByRole('button', { name: 'Try again' }).click();
      await expect(centre.dialog.getByText('Still loading… your connection seems slow.')).toBeVisible({ timeout: 15_000 });
      // ...and once the files come, the page shows.
      await page.unroute(stalled);
      await expect(centre.dialog.getByRole('table', { name: 'Betting record' })).toBeVisible({ timeout: 30_000 });
    });

    /** Whether a table's scrolling frame has nothing hidden to the side. */
    async function fitsItsFrame(table: Locator): Promise<boolean> {
      return table.evaluate((element) => {
        const frame = element.closest('[role="region"]') as HTMLElement | null;
        return !!frame && frame.scrollWidth <= frame.clientWidth + 1;
      });
    }

    /** The amount of a kit <data value> element. */
    async function amount(cell: Locator): Promise<number> {
      return Number(await cell.locator('data').first().getAttribute('value'));
    }

    test('at 1366 px the betting record uses the panel’s width and shows every column, its profit and loss included', async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 768 });
      const shell = new ShellPage(page);
      const centre = new MemberCentre(page);
      await shell.signInAs(ACCOUNTS.member.username, ACCOUNTS.member.password, '/');
      await shell.openAccountMenuItem('Betting record');
      const table = centre.dialog.getByRole('table', { name: 'Betting record' });
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      expect(await fitsItsFrame(table)).toBe(true);
      await expect(table.getByRole('columnheader', { name: 'Profit / loss' })).toBeInViewport();
      // As much room on the table's right as on its left: the content uses the panel's width.
      const panel = await centre.dialog.getByRole('heading', { name: 'Betting record', level: 3 }).evaluate((heading) => {
        const box = heading.parentElement!.getBoundingClientRect();
        return { left: box.left, right: box.right };
      });
      const box = (await table.boundingBox())!;
      expect(panel.right - (box.x + box.width)).toBeLessThanOrEqual(26);
      // ...and stops inside it: the panel clips nothing on its right.
      expect(panel.right - (box.x + box.width)).toBeGreaterThanOrEqual(0);
      expect(box.x - panel.left).toBeLessThanOrEqual(26);

      await centre.open('Account record');
      const account = centre.dialog.getByRole('table', { name: 'Account record' });
      await expect(account.getByRole('row').nth(1)).toBeVisible();
      expect(await fitsItsFrame(account)).toBe(true);
    });

    test('the profit-and-loss totals row is the sum of its rows, and the rebate page never dates from 1970', async ({ page }) => {
      const shell = new ShellPage(page);
      const centre = new MemberCentre(page);
      await shell.signInAs(ACCOUNTS.member.username, ACCOUNTS.member.password, '/');
      await shell.openAccountMenuItem('Member centre');
      await centre.open('Personal profit and loss');
      const table = centre.dialog.getByRole('table', { name: 'Result per category' });
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      const rows = table.locator('tbody tr');
      let sum = 0;
      for (let i = 0; i < (await rows.count()); i += 1) sum += await amount(rows.nth(i).getByRole('cell').last());
      const total = table.locator('tfoot tr');
      expect(await amount(total.getByRole('cell').last())).toBeCloseTo(sum, 2);
      // member01's bonus counts in the platform's own result: that one is the summary's net result.
      await expect(centre.dialog.getByRole('term').filter({ hasText: 'Net result (with bonuses and rebates)' })).toBeVisible();

      await centre.open('Rebate promo');
      // member01 never claimed one: the rebate counts from the registration, and the page says so.
      await expect(
        centre.dialog.getByText(/^No rebate claimed yet: counted on your valid bets since you registered on \d\d\/\d\d\/20\d\d\./),
      ).toBeVisible();
      await expect(centre.dialog.getByText(/1970/)).toHaveCount(0);
    });

    test('a withdrawal the payout desk rejected shows in the account record as refunded', async ({ page }) => {
      const shell = new ShellPage(page);
      const centre = new MemberCentre(page);
      await shell.signInAs(ACCOUNTS.vip.username, ACCOUNTS.vip.password, '/');
      await shell.openAccountMenuItem('Member centre');
      await centre.open('Account record');
      await centre.dialog.getByLabel('Type').selectOption({ label: 'Withdrawal' });
      const table = centre.dialog.getByRole('table', { name: 'Account record' });
      const refunded = table.getByRole('row').filter({ hasText: 'Withdrawal refunded' });
      await expect(refunded).toHaveCount(1);
      await expect(refunded).toContainText('$80.00');
    });
  },
);
