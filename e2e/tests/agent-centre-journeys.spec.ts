import { expect, test, type Page } from '../support/test';
import { ACCOUNTS } from '../support/accounts';
import { AgentCentre } from '../support/agent-centre';
import { PlatformControl } from '../support/control';
import { ShellPage } from '../support/shell-page';

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
  await shell.goto('/');
  await shell.loginAs(username, password);
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
  await centre.dialog.getByRole('button', { name: 'Offer a contract to agent02' }).click();
  const offer = centre.dialog.getByRole('form', { name: 'Offer a contract to agent02' });
  await expect(offer.getByLabel('Contract')).toHaveValue('DIVIDEND');
  await offer.getByLabel('Rate (%)').fill('25');
  await expect(offer.getByRole('note', { name: 'Contracts that will end' })).toHaveCount(0);
  await offer.getByLabel('Rate (%)').fill('15');
  const warning = offer.getByRole('note', { name: 'Contracts that will end' });
  await expect(warning).toContainText('agent02 → agent03: Dividend 20% (Accepted)');
  await offer.getByRole('button', { name: 'Offer contract' }).click();
  await expect(offer.getByText('Confirm that these contracts will end.')).toBeVisible();
});

test('a transfer to a downline with the payment password moves both balances once, even on a double click', async ({ page }) => {
  const { centre } = await openAsAgent(page);
  await centre.show('Team management');
  const member02 = centre.row('Team', 'member02');
  // The balance cell is the kit's <data value> element: the plain number.
  const downlineBalance = async () => Number(await member02.locator('data').first().getAttribute('value'));
  await expect(member02.locator('data')).toHaveCount(1);
  const before = await downlineBalance();
  await member02.getByRole('button', { name: 'Transfer to member02' }).click();
  const form = centre.dialog.getByRole('form', { name: 'Transfer to member02' });
  const ownBalance = form.getByText(/^Your balance: /);
  await expect(ownBalance).toBeVisible();
  const ownBefore = money(await ownBalance.textContent());
  await form.getByLabel('Amount').fill('12.34');
  await form.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
  await form.getByRole('button', { name: 'Transfer' }).dblclick();
  await expect(form.getByRole('status')).toContainText('$12.34 was transferred to member02. Your balance is now');
  expect(money(await form.getByRole('status').textContent())).toBeCloseTo(ownBefore - 12.34, 2);
  await expect.poll(downlineBalance).toBeCloseTo(before + 12.34, 2);
  await expect.poll(async () => money(await ownBalance.textContent())).toBeCloseTo(ownBefore - 12.34, 2);
  // Nothing moved a second time once everything was read again.
  await centre.show('Team overview');
  await centre.show('Team management');
  await expect.poll(downlineBalance).toBeCloseTo(before + 12.34, 2);
});

test('taking money back from a direct downline that allows it moves both balances once, even on a double click', async ({ page }) => {
  const { centre } = await openAsAgent(page);
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
  await agent02.getByRole('button', { name: 'Take money back from agent02' }).click();
  const form = centre.dialog.getByRole('form', { name: 'Take money back from agent02' });
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
  await expect.poll(downlineBalance).toBeCloseTo(before - 7.89, 2);
  await expect.poll(async () => money(await ownBalance.textContent())).toBeCloseTo(ownBefore + 7.89, 2);
  // Nothing moved a second time once everything was read again.
  await centre.show('Team overview');
  await centre.show('Team management');
  await showDirectOnly();
  await expect.poll(downlineBalance).toBeCloseTo(before - 7.89, 2);
  await agent02.getByRole('button', { name: 'Take money back from agent02' }).click();
  await expect.poll(async () => money(await form.getByText(/^Your balance: /).textContent())).toBeCloseTo(ownBefore + 7.89, 2);
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
