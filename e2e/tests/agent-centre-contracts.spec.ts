import { expect, test } from '../support/test';
import { AccountControl } from '../support/account-control';
import { ACCOUNTS } from '../support/accounts';
import { AgentCentre } from '../support/agent-centre';
import { PlatformControl } from '../support/control';
import { ShellPage } from '../support/shell-page';

const ALL_ENTRIES = [
  'Announcement',
  'Team overview',
  'Account centre',
  'Team management',
  'Team betting',
  'User profit and loss',
  'My income',
  'Downline transaction details',
  'Dividend record',
  'Daily wages',
  'Hourly salary',
  'Real-time salary',
];

// Long journeys through several logins: a generous budget on a shared, busy machine.
test.describe.configure({ timeout: 240_000 });

test.beforeEach(async ({ request }) => {
  await new PlatformControl(request).reset();
  // A downline created in the centre logs in for the first time: no forced password change here.
  await new AccountControl(request).setFeatures({ forcedPasswordChange: false });
});

test('an agent opens the centre on the team chart, creates an agent downline and offers it a contract; the downline accepts and its dividend entry appears', async ({ page }) => {
  const shell = new ShellPage(page);
  const centre = new AgentCentre(page);
  await shell.goto('/rng?page=PG');
  await shell.loginAs(ACCOUNTS.agent.username, ACCOUNTS.agent.password);
  await centre.open(shell);

  // Deep link: the URL carries the centre and its page, the other parameters stay.
  await expect(page).toHaveURL(/\/rng\?page=PG&centre=agent&centrePage=agentTeamOverview$/);
  const chart = centre.dialog.getByRole('figure', { name: 'Team money: Today' });
  await expect(chart.locator('svg.recharts-surface')).toBeVisible();
  // agent01 holds all four contracts: every gated entry shows, in the spec's order.
  await expect.poll(() => centre.entries()).toEqual(ALL_ENTRIES);

  await centre.show('Account centre');
  await expect(page).toHaveURL(/centrePage=registerCenter/);
  const form = centre.dialog.getByRole('form', { name: 'Create a downline' });
  await form.getByLabel('Username').fill('1bad');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByLabel('Username')).toHaveAccessibleDescription('5-16 characters, starting with a letter, letters and digits only');
  await form.getByLabel('Username').fill('newagent7');
  await form.getByLabel('Password', { exact: true }).fill('abc12345');
  await form.getByLabel('Confirm password').fill('abc12345');
  await form.getByLabel('Agent').check();
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByRole('status')).toHaveText('Account newagent7 was created.');

  await centre.show('Team management');
  await centre.dialog.getByRole('button', { name: 'Offer a contract to newagent7' }).click();
  const offer = centre.dialog.getByRole('form', { name: 'Offer a contract to newagent7' });
  await offer.getByLabel('Contract').selectOption('DIVIDEND');
  await offer.getByLabel('Rate (%)').fill('10');
  await offer.getByRole('button', { name: 'Offer contract' }).click();
  await expect(centre.dialog.getByText('The contract was offered to newagent7.')).toBeVisible();
  await centre.close();
  await expect(page).toHaveURL(/\/rng\?page=PG$/);
  await shell.signOut();

  // The downline: an agent without contracts sees no gated entry, accepts the offer, then has the dividend record.
  await shell.loginAs('newagent7', 'abc12345');
  await centre.open(shell);
  await expect.poll(() => centre.entries()).toEqual(ALL_ENTRIES.slice(0, 8));
  await centre.show('Team management');
  await centre.dialog.getByRole('tab', { name: 'Contracts' }).click();
  await expect(centre.row('Contracts offered to me', 'agent01')).toContainText('Offered');
  await centre.dialog.getByRole('button', { name: 'Accept Dividend 10%' }).click();
  await centre.dialog.getByRole('button', { name: 'Agree and accept' }).click();
  await expect(centre.dialog.getByText('The contract was accepted; 0 downline contracts ended.')).toBeVisible();
  await expect(centre.row('Contracts offered to me', 'agent01')).toContainText('Accepted');
  await expect(centre.menu.getByRole('button', { name: 'Dividend record' })).toBeVisible();
  await expect.poll(() => centre.entries()).toEqual([...ALL_ENTRIES.slice(0, 8), 'Dividend record']);
});

test('a lower-rate offer to a downline agent warns which contracts below it will end, and accepting ends them', async ({ page }) => {
  const shell = new ShellPage(page);
  const centre = new AgentCentre(page);
  await shell.goto('/');
  await shell.loginAs(ACCOUNTS.agent.username, ACCOUNTS.agent.password);
  await centre.open(shell);
  await centre.show('Team management');
  await expect(centre.row('Team', 'agent03')).toContainText('Dividend 20% (Accepted)');
  await centre.dialog.getByRole('button', { name: 'Offer a contract to agent02' }).click();
  const offer = centre.dialog.getByRole('form', { name: 'Offer a contract to agent02' });
  await offer.getByLabel('Contract').selectOption('DIVIDEND');
  await offer.getByLabel('Rate (%)').fill('15');
  const warning = offer.getByRole('note', { name: 'Contracts that will end' });
  await expect(warning).toContainText('Agreeing to this lower rate will end 1 downline contract:');
  await expect(warning).toContainText('agent02 → agent03: Dividend 20% (Accepted)');
  await offer.getByLabel('I understand that these contracts will end.').check();
  await offer.getByRole('button', { name: 'Offer contract' }).click();
  await expect(centre.dialog.getByText('The contract was offered to agent02.')).toBeVisible();
  await centre.close();
  await shell.signOut();

  await shell.loginAs('agent02', ACCOUNTS.agent.password);
  await centre.open(shell);
  await centre.show('Team management');
  await centre.dialog.getByRole('tab', { name: 'Contracts' }).click();
  await centre.dialog.getByRole('button', { name: 'Accept Dividend 15%' }).click();
  const confirm = centre.dialog.getByRole('group', { name: 'Accept the contract' });
  await expect(confirm.getByRole('note', { name: 'Contracts that will end' })).toContainText('agent02 → agent03: Dividend 20% (Accepted)');
  await confirm.getByRole('button', { name: 'Agree and accept' }).click();
  await expect(centre.dialog.getByText('The contract was accepted; 1 downline contract ended.')).toBeVisible();
  await expect(centre.row('Contracts I offered', 'agent03').filter({ hasText: 'Dividend' })).toContainText('Terminated');

  // Visible on the other side after a refresh.
  await page.reload();
  await expect(shell.accountMenuButton).toBeVisible();
  await shell.signOut();
  await shell.loginAs(ACCOUNTS.agent.username, ACCOUNTS.agent.password);
  await centre.open(shell);
  await centre.show('Team management');
  await expect(centre.row('Team', 'agent02')).toContainText('Dividend 15% (Accepted)');
  await expect(centre.row('Team', 'agent03')).toContainText('None');
});
