import { expect, test } from '../support/test';
import { ACCOUNTS } from '../support/accounts';
import { PlatformControl } from '../support/control';
import { LobbyPage } from '../support/lobby-page';
import { MemberCentre } from '../support/member-centre';
import { ShellPage } from '../support/shell-page';

test.beforeEach(async ({ request }) => {
  await new PlatformControl(request).reset();
});

test('the betting record shows the round just played in the demo game', async ({ page }) => {
  const shell = new ShellPage(page);
  const lobby = new LobbyPage(page);
  const centre = new MemberCentre(page);
  await shell.goto('/');
  await shell.loginAs(ACCOUNTS.member.username, ACCOUNTS.member.password);
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
  await shell.goto('/');
  await shell.loginAs(ACCOUNTS.member.username, ACCOUNTS.member.password);
  await expect(shell.balance).toHaveText(/\$1,000\.00/);
  await shell.openAccountMenuItem('Member centre');
  await centre.open('Reward centre');
  await centre.dialog.getByRole('button', { name: 'Claim Weekend bonus' }).click();
  await expect(centre.dialog.getByText('1 reward claimed: $15.00.')).toBeVisible();
  await expect(centre.dialog.getByRole('button', { name: 'Claim Weekend bonus' })).toHaveCount(0);
  await expect(centre.headerBalance).toHaveText(/\$1,015\.00/);
});
