import { expect, test } from '../support/test';
import { ACCOUNTS } from '../support/accounts';
import { PlatformControl } from '../support/control';
import { MemberCentre } from '../support/member-centre';
import { ShellPage } from '../support/shell-page';

test.describe('member-centre-inbox', { tag: ['@mfe-member-centre', '@check-mfe-member-centre', '@mfe-account'] }, () => {
  test.beforeEach(async ({ request }) => {
    await new PlatformControl(request).reset();
  });

  test('reading a message lowers the unread count in the inbox and in the header', async ({ page }) => {
    const shell = new ShellPage(page);
    const centre = new MemberCentre(page);
    await shell.signInAs(ACCOUNTS.member.username, ACCOUNTS.member.password, '/');
    // The header's badge (shell) reads home.unreadCount, then follows the centre's inbox:unread-changed.
    const badge = centre.headerUnread;
    await expect(badge).toHaveText(/^\d+$/);
    const before = Number(await badge.textContent());
    expect(before).toBeGreaterThan(0);

    await shell.openAccountMenuItem('Member centre');
    await centre.open('Platform information');
    const status = centre.dialog.getByText(/^\d+ unread messages?$/);
    await expect(status).toHaveText(before === 1 ? '1 unread message' : `${before} unread messages`);
    await centre.dialog.getByRole('button', { name: /^New / }).first().click();
    const after = before - 1;
    await expect(status).toHaveText(after === 1 ? '1 unread message' : `${after} unread messages`);
    if (after > 0) await expect(badge).toHaveText(String(after));
    else await expect(badge).toHaveCount(0);
  });
});
