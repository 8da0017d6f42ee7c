import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '../support/test';
import { ACCOUNTS } from '../support/accounts';
import { AgentCentre } from '../support/agent-centre';
import { PlatformControl } from '../support/control';
import { ShellPage } from '../support/shell-page';

test.describe('agent-centre-journeys', { tag: ['@mfe-agent-centre', '@check-mfe-agent-centre', '@mfe-account'] }, () => {
  // Journeys through several logins on a shared, busy machine: a generous budget.
  test.describe.configure({ timeout: 300_000 });

  /** The entries every agent sees, in the spec's order; the contract-gated ones follow. */
  const ALWAYS = [
    'Announcement',
    'Team overview',
    'Account centre',
    'Team management',
    'Team betting',
    'User profit and loss',
    'My income',
    'Downline transaction details',
  ];
  const GATED = ['Dividend record', 'Daily wages', 'Hourly salary', 'Real-time salary'];
  const PAYMENT_PASSWORD = '246810';

  /** The last amount in a text ('Your balance: $4,987.66' → 4987.66). */
  function money(text: string | null): number {
    const amounts = (text ?? '').match(/-?\$[\d,]+\.\d{2}/g) ?? [];
    return Number((amounts.at(-1) ?? 'NaN').replace(/[$,]/g, ''));
  }

  test.beforeEach(async ({ request }) => {
    await new PlatformControl(request).reset();
  });

  async function openAsAgent(page: Page, username: string = ACCOUNTS.agent.username, password: string = ACCOUNTS.agent.password) {
    const shell = new ShellPage(page);
    const centre = new AgentCentre(page);
    await shell.signInAs(username, password, '/');
    await centre.open(shell);
    return { shell, centre };
  }

  /** The registry scripts fetched from now on whose code draws the team chart (visx's axes). */
  function chartScripts(page: Page): string[] {
    const found: string[] = [];
    page.on('response', (response) => {
      const url = response.url();
      if (!url.includes('/registry/') || !url.endsWith('.js')) return;
      void response
        .text()
        .then((text) => {
          if (text.includes('visx-axis-bottom')) found.push(url);
        })
        .catch(() => undefined);
    });
    return found;
  }

  test('an agent opens the centre: every entry with its flags, a reloaded deep link reopens the same page, the chart loads only on the team overview', async ({
    page,
  }) => {
    const { centre } = await openAsAgent(page);
    // agent01 holds all four contracts: every gated entry shows, after the eight others, in the spec's order.
    await expect.poll(() => centre.entries()).toEqual([...ALWAYS, ...GATED]);
    await centre.show('Team management');
    await expect(page).toHaveURL(/centre=agent&centrePage=downlineManagmentView/);

    // A reload keeps the deep link: the centre reopens on the same page, and the chart's code is not fetched.
    const charts = chartScripts(page);
    await page.reload();
    await expect(centre.dialog.getByRole('heading', { name: 'Team management', level: 3 })).toBeVisible();
    await expect(centre.dialog.getByRole('table', { name: 'Team' })).toBeVisible();
    expect(charts).toEqual([]);

    await centre.show('Team overview');
    await expect(centre.dialog.getByRole('figure').getByTestId('team-chart')).toBeVisible();
    await expect.poll(() => charts.length).toBeGreaterThan(0);
    await expect(centre.dialog.getByRole('table', { name: 'Direct downlines' })).toBeVisible();
  });

  test('offering a rate below what the downline gave its own downline says first which contracts will end', async ({ page }) => {
    const { centre } = await openAsAgent(page);
    await centre.show('Team management');
    const dialog = await centre.chooseAction('agent02', 'Offer contract');
    const offer = dialog.getByRole('form', { name: 'Offer a contract to agent02' });
    await expect(offer.getByLabel('Contract')).toHaveValue('DIVIDEND');
    await offer.getByLabel('Rate (%)').fill('25');
    await expect(offer.getByRole('note', { name: 'Contracts that will end' })).toHaveCount(0);
    await offer.getByLabel('Rate (%)').fill('15');
    const warning = offer.getByRole('note', { name: 'Contracts that will end' });
    await expect(warning).toContainText('agent02 → agent03: Dividend 20% (Accepted)');
    await offer.getByRole('button', { name: 'Offer contract' }).click();
    await expect(offer.getByText('Confirm that these contracts will end.')).toBeVisible();
  });

  test('a transfer to a downline with the payment password moves both balances once, even on a double click, and the header follows', async ({
    page,
  }) => {
    const { centre } = await openAsAgent(page);
    await expect.poll(async () => money(await centre.headerBalance.textContent())).toBeGreaterThan(12.34);
    const headerBefore = money(await centre.headerBalance.textContent());
    await centre.show('Team management');
    const member02 = centre.row('Team', 'member02');
    // The balance cell is the kit's <data value> element: the plain number.
    const downlineBalance = async () => Number(await member02.locator('data').first().getAttribute('value'));
    await expect(member02.locator('data')).toHaveCount(1);
    const before = await downlineBalance();
    const dialog = await centre.chooseAction('member02', 'Transfer');
    const form = dialog.getByRole('form', { name: 'Transfer to member02' });
    // The form opens where the agent is looking, its first field focused.
    await expect(form.getByLabel('Amount')).toBeFocused();
    const ownBalance = form.getByText(/^Your balance: /);
    await expect(ownBalance).toBeVisible();
    const ownBefore = money(await ownBalance.textContent());
    await form.getByLabel('Amount').fill('12.34');
    await form.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
    await form.getByRole('button', { name: 'Transfer' }).dblclick();
    await expect(form.getByRole('status')).toContainText('$12.34 was transferred to member02. Your balance is now');
    expect(money(await form.getByRole('status').textContent())).toBeCloseTo(ownBefore - 12.34, 2);
    await expect.poll(async () => money(await ownBalance.textContent())).toBeCloseTo(ownBefore - 12.34, 2);
    // The header's balance follows without its Refresh.
    await expect.poll(async () => money(await centre.headerBalance.textContent())).toBeCloseTo(headerBefore - 12.34, 2);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(centre.actions('member02')).toBeFocused();
    await expect.poll(downlineBalance).toBeCloseTo(before + 12.34, 2);
    // Nothing moved a second time once everything was read again.
    await centre.show('Team overview');
    await centre.show('Team management');
    await expect.poll(downlineBalance).toBeCloseTo(before + 12.34, 2);
  });

  test('taking money back from a direct downline that allows it moves both balances once, even on a double click, and the header follows', async ({
    page,
  }) => {
    const { centre } = await openAsAgent(page);
    await expect.poll(async () => money(await centre.headerBalance.textContent())).toBeGreaterThan(0);
    const headerBefore = money(await centre.headerBalance.textContent());
    await centre.show('Team management');
    // agent02 is a direct downline (level 1); its own downlines name it as their upline, so show level 1 only.
    const showDirectOnly = async () => {
      await centre.dialog.getByLabel('Level').selectOption({ label: 'Level 1' });
      await centre.dialog.getByRole('button', { name: 'Search' }).click();
    };
    await showDirectOnly();
    const agent02 = centre.row('Team', 'agent02');
    const downlineBalance = async () => Number(await agent02.locator('data').first().getAttribute('value'));
    await expect(agent02.locator('data')).toHaveCount(1);
    const before = await downlineBalance();
    expect(before).toBeGreaterThan(7.89);
    let dialog = await centre.chooseAction('agent02', 'Take back');
    const form = dialog.getByRole('form', { name: 'Take money back from agent02' });
    const ownBalance = form.getByText(/^Your balance: /);
    await expect(ownBalance).toBeVisible();
    const ownBefore = money(await ownBalance.textContent());

    // More than agent02 holds: refused in words, nothing sent.
    await form.getByLabel('Amount').fill((before + 1).toFixed(2));
    await form.getByRole('button', { name: 'Take back' }).click();
    await expect(form.getByText(/^The amount is above agent02's balance of /)).toBeVisible();

    await form.getByLabel('Amount').fill('7.89');
    await form.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
    await form.getByRole('button', { name: 'Take back' }).dblclick();
    await expect(form.getByRole('status')).toContainText('$7.89 was taken back from agent02. Your balance is now');
    expect(money(await form.getByRole('status').textContent())).toBeCloseTo(ownBefore + 7.89, 2);
    await expect.poll(async () => money(await ownBalance.textContent())).toBeCloseTo(ownBefore + 7.89, 2);
    // The header's balance follows without its Refresh.
    await expect.poll(async () => money(await centre.headerBalance.textContent())).toBeCloseTo(headerBefore + 7.89, 2);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect.poll(downlineBalance).toBeCloseTo(before - 7.89, 2);
    // Nothing moved a second time once everything was read again.
    await centre.show('Team overview');
    await centre.show('Team management');
    await showDirectOnly();
    await expect.poll(downlineBalance).toBeCloseTo(before - 7.89, 2);
    dialog = await centre.chooseAction('agent02', 'Take back');
    await expect.poll(async () => money(await dialog.getByText(/^Your balance: /).textContent())).toBeCloseTo(ownBefore + 7.89, 2);
  });

  test('an agent without the hourly and real-time contracts does not see those entries', async ({ page }) => {
    // agent02 holds dividend and daily salary (accepted); its hourly offer is still open and its real-time one was rejected.
    const { centre } = await openAsAgent(page, 'agent02', ACCOUNTS.agent.password);
    await expect.poll(() => centre.entries()).toEqual([...ALWAYS, 'Dividend record', 'Daily wages']);
  });

  test('on a phone the centre is a full-screen sheet and its pages fit the width', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const { centre } = await openAsAgent(page);
    const box = await centre.dialog.boundingBox();
    expect(box?.x).toBeCloseTo(0, 0);
    expect(box?.y).toBeCloseTo(0, 0);
    expect(box?.width).toBeCloseTo(360, 0);
    expect(box?.height).toBeCloseTo(740, 0);
    await centre.show('Team management');
    await expect(centre.dialog.getByRole('table', { name: 'Team' })).toBeVisible();
    // Wide tables scroll inside the sheet; the page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await centre.close();
  });

  /** Whether a box lies inside the viewport's width (the agent reaches it without scrolling sideways). */
  async function isWithinWidth(page: Page, locator: Locator): Promise<boolean> {
    const box = await locator.boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    return !!box && box.x >= 0 && box.x + box.width <= width + 0.5;
  }

  /** Whether a table's scrolling frame has nothing hidden to the side. */
  async function fitsItsFrame(table: Locator): Promise<boolean> {
    return table.evaluate((element) => {
      const frame = element.closest('[role="region"]') as HTMLElement | null;
      return !!frame && frame.scrollWidth <= frame.clientWidth + 1;
    });
  }

  for (const [width, height] of [
    [1366, 768],
    [390, 844],
  ] as const) {
    test(`team management at ${width} px: every row's actions are in reach, and a row's form opens over the list, in view, focus in and back`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      const { centre } = await openAsAgent(page);
      await centre.show('Team management');
      const table = centre.dialog.getByRole('table', { name: 'Team' });
      const buttons = table.getByRole('button', { name: /^Actions for / });
      await expect.poll(() => buttons.count()).toBeGreaterThan(8);
      const count = await buttons.count();
      for (let i = 0; i < count; i += 1) expect(await isWithinWidth(page, buttons.nth(i)), `row ${i + 1}'s actions`).toBe(true);
      // On a desktop the whole table fits the panel: nothing sits off to the right.
      if (width >= 1024) expect(await fitsItsFrame(table)).toBe(true);

      // The last row's form opens where the agent is, not below the list.
      const last = (await buttons.nth(count - 1).getAttribute('aria-label'))!.replace('Actions for ', '');
      await buttons.nth(count - 1).scrollIntoViewIfNeeded();
      const dialog = await centre.chooseAction(last, 'Transfer');
      const box = await dialog.boundingBox();
      expect(box && box.y >= 0 && box.y + box.height <= height + 0.5 && box.x >= 0 && box.x + box.width <= width + 0.5).toBe(true);
      await expect(dialog.getByLabel('Amount')).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(centre.actions(last)).toBeFocused();
      // The keyboard reaches a row's actions too: Enter opens the menu, the arrow keys choose.
      await page.keyboard.press('Enter');
      await expect(page.getByRole('menu')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toBeHidden();
    });
  }

  test('at 1366 px the records use the panel’s width and show every column: user P&L with its profit and loss, the dividend record with its status', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    const { centre } = await openAsAgent(page);
    await centre.show('User profit and loss');
    const pl = centre.dialog.getByRole('table', { name: 'User profit and loss' });
    await expect(pl.getByRole('row').nth(1)).toBeVisible();
    expect(await fitsItsFrame(pl)).toBe(true);
    await expect(pl.getByRole('columnheader', { name: 'Profit and loss' })).toBeInViewport();
    // The content reaches across the panel: as much room on its right as on its left.
    const panel = await centre.dialog.getByRole('heading', { name: 'User profit and loss', level: 3 }).evaluate((heading) => {
      const box = heading.parentElement!.getBoundingClientRect();
      return { left: box.left, right: box.right };
    });
    const tableBox = (await pl.boundingBox())!;
    expect(panel.right - (tableBox.x + tableBox.width)).toBeLessThanOrEqual(26);
    // ...and stops inside it: the panel clips nothing on its right.
    expect(panel.right - (tableBox.x + tableBox.width)).toBeGreaterThanOrEqual(0);
    expect(tableBox.x - panel.left).toBeLessThanOrEqual(26);

    // The totals row ('Total') is the sum of its rows (agent01's team fits one page).
    await expect(pl.getByRole('navigation')).toHaveCount(0);
    const profits = await pl
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => Number(row.querySelector('td:last-child data')?.getAttribute('value'))));
    const totals = pl.locator('tfoot tr');
    await expect(totals.getByRole('rowheader')).toHaveText('Total');
    const total = Number(await totals.getByRole('cell').last().locator('data').getAttribute('value'));
    expect(profits.length).toBeGreaterThan(1);
    expect(total).toBeCloseTo(
      profits.reduce((sum, value) => sum + value, 0),
      2,
    );

    await centre.show('Dividend record');
    const settlements = centre.dialog.getByRole('table', { name: 'Settlements' });
    await expect(settlements.getByRole('row').nth(1)).toBeVisible();
    expect(await fitsItsFrame(settlements)).toBe(true);
    await expect(settlements.getByRole('columnheader', { name: 'Status' })).toBeInViewport();
  });

  test('when the contract flags cannot be read the centre says so with a retry and keeps the agent on the contract page asked for', async ({
    page,
  }) => {
    let failing = true;
    await page.route('**/wps/member/info/funds/consolidated', async (route) => {
      if (failing) await route.fulfill({ status: 503, contentType: 'text/plain', body: 'unavailable' });
      else await route.fallback();
    });
    const shell = new ShellPage(page);
    const centre = new AgentCentre(page);
    await shell.signInAs(ACCOUNTS.agent.username, ACCOUNTS.agent.password, '/');
    await shell.goto('/?centre=agent&centrePage=agentDailyWages2');
    await expect(centre.dialog.getByRole('heading', { name: 'Daily wages', level: 3 })).toBeVisible();
    const notice = centre.dialog.getByRole('alert').filter({ hasText: 'could not be loaded' });
    await expect(notice).toContainText('This page shows one of your contracts, and your contracts could not be loaded.');
    await expect(page).toHaveURL(/centre=agent&centrePage=agentDailyWages2/);
    await expect(centre.menu.getByRole('button', { name: 'Daily wages', exact: true })).toHaveAttribute('aria-current', 'page');
    // A reload keeps the place too.
    await page.reload();
    await expect(notice).toBeVisible({ timeout: 60_000 });
    await expect(page).toHaveURL(/centre=agent&centrePage=agentDailyWages2/);

    failing = false;
    await notice.getByRole('button', { name: 'Try again' }).click();
    await expect(centre.dialog.getByRole('table', { name: 'Settlements' })).toBeVisible();
    await expect(centre.dialog.getByRole('alert')).toHaveCount(0);
    await expect.poll(() => centre.entries()).toEqual([...ALWAYS, ...GATED]);
    await expect(page).toHaveURL(/centrePage=agentDailyWages2/);
  });

  test('accepting a contract below the one the agent holds says first that its own current contract ends too', async ({ page }) => {
    // agent01 offers agent02 a dividend at 25% (agent02 holds 30% from agent01, and gave agent03 20%).
    const { shell, centre } = await openAsAgent(page);
    await centre.show('Team management');
    const dialog = await centre.chooseAction('agent02', 'Offer contract');
    const offer = dialog.getByRole('form', { name: 'Offer a contract to agent02' });
    await expect(offer.getByLabel('Contract')).toHaveValue('DIVIDEND');
    await offer.getByLabel('Rate (%)').fill('25');
    await offer.getByRole('button', { name: 'Offer contract' }).click();
    await expect(dialog.getByText('The contract was offered to agent02.')).toBeVisible();
    await page.keyboard.press('Escape');
    await centre.close();
    await shell.signOut();

    await shell.loginAs('agent02', ACCOUNTS.agent.password);
    await centre.open(shell);
    await centre.show('Team management');
    await centre.dialog.getByRole('tab', { name: 'Contracts' }).click();
    const received = centre.dialog.getByRole('table', { name: 'Contracts offered to me' });
    await received.getByRole('button', { name: 'Accept Dividend 25%' }).click();
    const confirm = centre.over('Accept the contract');
    const note = confirm.getByRole('note', { name: 'Contracts that will end' });
    await expect(note).toContainText('Your own current Dividend contract at 30% from agent01 ends too: this contract replaces it.');
    await expect(note).not.toContainText('agent03');
    await confirm.getByRole('button', { name: 'Agree and accept' }).click();
    await expect(confirm).toBeHidden();
    await expect(centre.dialog.getByRole('status')).toContainText('Your previous Dividend contract at 30% ended.');
    const row = received.getByRole('row').filter({ hasText: 'Dividend 30%' });
    await expect(row).toContainText('Terminated');
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the row menu, a row's form and a contract's confirmation have no serious or critical axe violation, ${theme} theme`, async ({
      page,
    }) => {
      const { shell, centre } = await openAsAgent(page);
      if (theme === 'dark') {
        await centre.close();
        await shell.header.getByRole('button', { name: 'Switch to dark theme' }).click();
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
        await centre.open(shell);
      }
      // Scoped to one element (the page behind the centre is audited by a11y-axe.spec.ts).
      const audit = async (scope: Locator, label: string) => {
        const selector = await scope.evaluate((element) => `#${CSS.escape(element.id)}`);
        const results = await new AxeBuilder({ page })
          .include(selector)
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
          .analyze();
        const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(bad.map((v) => `${label}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      };
      await centre.show('Team management');
      await expect(centre.actions('agent02')).toBeVisible();
      await audit(centre.dialog, 'team list');
      await centre.actions('agent02').click();
      await expect(page.getByRole('menu')).toBeVisible();
      await audit(page.getByRole('menu'), 'row menu');
      await page.keyboard.press('Escape');
      const dialog = await centre.chooseAction('agent02', 'Take back');
      await expect(dialog.getByText(/^Your balance: /)).toBeVisible();
      await dialog.getByRole('button', { name: 'Take back' }).click();
      await expect(dialog.getByLabel('Amount')).toHaveAttribute('aria-invalid', 'true');
      await audit(dialog, 'take-back form');
      await page.keyboard.press('Escape');
      await centre.dialog.getByRole('tab', { name: 'Contracts' }).click();
      const given = centre.dialog.getByRole('table', { name: 'Contracts I offered' });
      await given
        .getByRole('button', { name: /^Terminate the / })
        .first()
        .click();
      const confirm = centre.over('Terminate the contract');
      await expect(confirm).toBeVisible();
      await audit(confirm, 'confirmation');
    });
  }
});
