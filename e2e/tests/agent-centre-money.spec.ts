import { expect, test } from '../support/test';
import { ACCOUNTS } from '../support/accounts';
import { AgentCentre } from '../support/agent-centre';
import { PlatformControl } from '../support/control';
import { ShellPage } from '../support/shell-page';

test.describe('agent-centre-money', { tag: ['@mfe-agent-centre', '@check-mfe-agent-centre', '@mfe-account'] }, () => {
  // Long journeys through several logins: a generous budget on a shared, busy machine.
  test.describe.configure({ timeout: 240_000 });

  test.beforeEach(async ({ request }) => {
    await new PlatformControl(request).reset();
  });

  test('the salary pages show the contract terms and settlements; real-time salary shows its next settlement', async ({ page }) => {
    const shell = new ShellPage(page);
    const centre = new AgentCentre(page);
    await shell.signInAs(ACCOUNTS.agent.username, ACCOUNTS.agent.password, '/');
    await centre.open(shell);

    await centre.show('Daily wages');
    await expect(centre.dialog.getByRole('term').filter({ hasText: 'Rate (%)' })).toBeVisible();
    await expect(centre.dialog.getByRole('definition').filter({ hasText: '1.2%' })).toBeVisible();
    await expect(centre.dialog.getByRole('table', { name: 'Settlements' }).getByRole('row').nth(1)).toBeVisible();

    await centre.show('Dividend record');
    await expect(centre.dialog.getByRole('table', { name: 'Settlements' }).getByRole('row').nth(1)).toBeVisible();

    await centre.show('Real-time salary');
    await expect(page).toHaveURL(/centre=agent&centrePage=agentRealtimeSalary/);
    await expect(centre.dialog.getByText(/Real-time salary is settled every 5 minutes\. Next settlement: /)).toBeVisible();

    await centre.show('My income');
    await expect(centre.dialog.getByRole('table', { name: 'My income' })).toBeVisible();
  });

  test('a member without an agent type gets the affiliate link instead of the agent centre', async ({ page, context }) => {
    const shell = new ShellPage(page);
    await shell.signInAs(ACCOUNTS.member.username, ACCOUNTS.member.password, '/');
    await shell.accountMenuButton.click();
    await expect(page.getByRole('menuitem', { name: 'Agent centre' })).toHaveCount(0);
    await context.route('https://affiliate.example.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Affiliate</title>' }),
    );
    const popup = context.waitForEvent('page');
    await page.getByRole('menuitem', { name: 'Affiliate programme' }).click();
    expect((await popup).url()).toBe('https://affiliate.example.com/');
    await expect(page.getByRole('dialog', { name: 'Agent' })).toHaveCount(0);
  });
});
