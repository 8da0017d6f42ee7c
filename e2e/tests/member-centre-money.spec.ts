import { expect, test } from '../support/test';
import { ACCOUNTS } from '../support/accounts';
import { PlatformControl } from '../support/control';
import { MemberCentre, MoneyControl } from '../support/member-centre';
import { ShellPage } from '../support/shell-page';

test.describe(
  'member-centre-money',
  { tag: ['@mfe-member-centre', '@check-mfe-member-centre', '@mfe-lobby', '@mfe-account', '@mfe-promotions'] },
  () => {
    /** The seeded payment password of member01, vip01, agent01 and agent02 (platform-api seed). */
    const SEED_PAYMENT_PASSWORD = '246810';

    test.beforeEach(async ({ request }) => {
      await new PlatformControl(request).reset();
    });

    test('a deposit stays pending until the payment is confirmed, then the header balance goes up', async ({ page, request }) => {
      const shell = new ShellPage(page);
      const centre = new MemberCentre(page);
      await shell.signInAs(ACCOUNTS.member.username, ACCOUNTS.member.password, '/');
      await expect(shell.balance).toHaveText(/\$1,000\.00/);

      await shell.header.getByRole('button', { name: 'Deposit' }).click();
      await expect(centre.entry('Deposit')).toHaveAttribute('aria-current', 'page');
      await centre.dialog.getByRole('radio', { name: /Local bank transfer/ }).check();
      await centre.dialog.getByLabel('Amount').fill('150.25');
      await centre.dialog.getByRole('button', { name: 'Request deposit' }).click();
      const pending = centre.dialog.getByText(/Deposit request #\d+ of \$150\.25 is pending/);
      await expect(pending).toBeVisible();
      const depositId = Number((await pending.textContent())?.match(/#(\d+)/)?.[1]);
      // Nothing is credited while the payment is unconfirmed.
      await expect(centre.headerBalance).toHaveText(/\$1,000\.00/);

      // The account record lists the request as pending.
      await centre.open('Account record');
      const requests = centre.dialog.getByRole('table', { name: 'Deposit requests' });
      await expect(requests.getByRole('row').filter({ hasText: new RegExp(`#${depositId}(?!\\d)`) })).toContainText('Pending');

      // The payment is confirmed: the deposit page, back open, follows the request and the header follows it.
      await centre.open('Deposit');
      await centre.dialog.getByRole('radio', { name: /Local bank transfer/ }).check();
      await centre.dialog.getByLabel('Amount').fill('20');
      await centre.dialog.getByRole('button', { name: 'Request deposit' }).click();
      const second = centre.dialog.getByText(/Deposit request #\d+ of \$20\.00 is pending/);
      await expect(second).toBeVisible();
      const secondId = Number((await second.textContent())?.match(/#(\d+)/)?.[1]);
      const money = new MoneyControl(request);
      await money.decideDeposit(depositId, 'approve');
      await money.decideDeposit(secondId, 'approve');
      await expect(centre.dialog.getByText(`Deposit #${secondId} of $20.00 is credited to your wallet.`)).toBeVisible();
      await expect(centre.headerBalance).toHaveText(/\$1,170\.25/);

      // The account record shows both approved, and the credit as a wallet movement.
      await centre.open('Account record');
      await expect(requests.getByRole('row').filter({ hasText: new RegExp(`#${depositId}(?!\\d)`) })).toContainText('Approved');
      await expect(requests.getByRole('row').filter({ hasText: new RegExp(`#${secondId}(?!\\d)`) })).toContainText('Approved');
      await expect(
        centre.dialog
          .getByRole('table', { name: 'Account record' })
          .getByRole('row')
          .filter({ hasText: `deposit #${depositId} via` }),
      ).toContainText('$150.25');
    });

    test('a paid withdrawal is confirmed as partially received, after the forced-receipt rule is shown', async ({ page, request }) => {
      const shell = new ShellPage(page);
      const centre = new MemberCentre(page);
      const money = new MoneyControl(request);
      // Payouts wait for the desk; an unconfirmed payout counts as received only after an hour.
      await money.withdrawalTimings({ payAfterMinutes: 600, autoReceivedMinutes: 60 });
      await shell.signInAs(ACCOUNTS.member.username, ACCOUNTS.member.password, '/');

      await shell.header.getByRole('button', { name: 'Withdraw' }).click();
      await expect(centre.entry('Withdraw')).toHaveAttribute('aria-current', 'page');
      const form = centre.dialog.getByRole('form', { name: 'Request a withdrawal' });
      await form.getByLabel('Amount').fill('200');
      await form.getByLabel('Payment password').fill(SEED_PAYMENT_PASSWORD);
      await form.getByRole('button', { name: 'Withdraw' }).click();
      const requested = centre.dialog.getByText(/Withdrawal #\d+ of \$200\.00 is being processed/);
      await expect(requested).toBeVisible();
      const withdrawId = Number((await requested.textContent())?.match(/#(\d+)/)?.[1]);
      await expect(centre.headerBalance).toHaveText(/\$800\.00/);

      await money.settleWithdrawal(withdrawId, 'pay');
      await centre.open('Account record');
      await centre.open('Withdraw');
      const item = centre.dialog.getByRole('listitem').filter({ hasText: `#${withdrawId} · $200.00` });
      await expect(item).toContainText('Paid – awaiting your confirmation');
      await expect(item.getByTestId('auto-received-countdown')).toContainText(/Counts as received in \d+:\d\d/);
      await item.getByRole('button', { name: 'Confirm receipt' }).click();
      await expect(item).toContainText('is not refunded');
      await item.getByRole('radio', { name: 'Partially received' }).check();
      await item.getByLabel('Amount that arrived').fill('150');
      await item.getByRole('button', { name: 'Send confirmation' }).click();
      await expect(item).toContainText('Partially received');
      await expect(item).toContainText('Arrived: $150.00');
    });

    test('an unconfirmed payout counts as received after the configured minutes', async ({ page, request }) => {
      const shell = new ShellPage(page);
      const centre = new MemberCentre(page);
      const money = new MoneyControl(request);
      await money.withdrawalTimings({ payAfterMinutes: 600, autoReceivedMinutes: 0 });
      await shell.signInAs(ACCOUNTS.member.username, ACCOUNTS.member.password, '/');
      await shell.header.getByRole('button', { name: 'Withdraw' }).click();
      const form = centre.dialog.getByRole('form', { name: 'Request a withdrawal' });
      await form.getByLabel('Amount').fill('60');
      await form.getByLabel('Payment password').fill(SEED_PAYMENT_PASSWORD);
      await form.getByRole('button', { name: 'Withdraw' }).click();
      const requested = centre.dialog.getByText(/Withdrawal #\d+ of \$60\.00 is being processed/);
      await expect(requested).toBeVisible();
      const withdrawId = Number((await requested.textContent())?.match(/#(\d+)/)?.[1]);

      await money.settleWithdrawal(withdrawId, 'pay');
      await centre.open('Account record');
      await centre.open('Withdraw');
      const item = centre.dialog.getByRole('listitem').filter({ hasText: `#${withdrawId} · $60.00` });
      await expect(item).toContainText('Received (automatically)');
      await expect(item.getByRole('button', { name: 'Confirm receipt' })).toHaveCount(0);
    });

    test('a double-clicked transfer to the upline (named by the platform, not typed) moves the money once', async ({ page }) => {
      const shell = new ShellPage(page);
      const centre = new MemberCentre(page);
      await shell.goto('/');
      // member02's upline is agent01 (seeded team).
      await shell.loginAs('member02', ACCOUNTS.member.password);
      await shell.openAccountMenuItem('Member centre');
      await centre.open('Transfer to upline');
      const available = centre.dialog.getByText(/^Available: /);
      await expect(available).toBeVisible();
      const before = Number((await available.textContent())!.replace(/[^0-9.]/g, ''));
      expect(before).toBeGreaterThan(10);

      // The platform names the upline: the member reads it and types nothing but the amount.
      await expect(centre.dialog.getByText('To your upline:')).toHaveText('To your upline: agent01');
      await expect(centre.dialog.getByLabel('Upline account')).toHaveCount(0);
      await centre.dialog.getByLabel('Amount').fill('10');
      await centre.dialog.getByRole('button', { name: 'Transfer', exact: true }).dblclick();
      await expect(centre.dialog.getByText('$10.00 was transferred to agent01.')).toBeVisible();
      const after = (before - 10).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      await expect(available).toHaveText(`Available: $${after}`);
      await expect(centre.headerBalance).toHaveText(new RegExp(`\\$${after.replace('.', '\\.')}`));

      // The account record holds exactly one transfer row.
      await centre.open('Account record');
      await expect(centre.dialog.getByRole('row').filter({ hasText: 'to agent01' })).toHaveCount(1);
    });

    test('money moves from the main wallet to a game wallet and back, and a double-clicked transfer moves it once', async ({ page }) => {
      const shell = new ShellPage(page);
      const centre = new MemberCentre(page);
      await shell.signInAs(ACCOUNTS.member.username, ACCOUNTS.member.password, '/');
      await shell.openAccountMenuItem('Member centre');
      await centre.open('My wallet');
      const wallets = centre.dialog.getByRole('region', { name: 'Wallets' });
      const main = wallets.getByRole('listitem').filter({ hasText: 'Main wallet' });
      const live = wallets.getByRole('listitem').filter({ hasText: 'Live casino wallet' });
      await expect(main).toContainText('$1,000.00');
      await expect(live).toContainText('$0.00');

      const form = centre.dialog.getByRole('form', { name: 'Transfer between wallets' });
      await form.getByLabel('Direction').selectOption({ label: 'Main wallet → game wallet' });
      await form.getByLabel('Game wallet').selectOption({ label: 'Live casino wallet' });
      await form.getByLabel('Amount').fill('100');
      await form.getByRole('button', { name: 'Transfer', exact: true }).dblclick();
      await expect(form.getByText('The transfer is done.')).toBeVisible();
      await expect(main).toContainText('$900.00');
      await expect(live).toContainText('$100.00');
      // The total (the header's balance) counts every wallet: it does not change.
      await expect(centre.dialog.getByTestId('wallet-total')).toHaveText('$1,000.00');
      await expect(centre.headerBalance).toHaveText(/\$1,000\.00/);

      await form.getByLabel('Direction').selectOption({ label: 'Game wallet → main wallet' });
      await form.getByLabel('Amount').fill('40');
      await form.getByRole('button', { name: 'Transfer', exact: true }).click();
      await expect(main).toContainText('$940.00');
      await expect(live).toContainText('$60.00');

      // The account record holds exactly one row per transfer: the double click moved the money once.
      await centre.open('Account record');
      const record = centre.dialog.getByRole('table', { name: 'Account record' });
      await expect(record.getByRole('row').filter({ hasText: 'to LIVE wallet' })).toHaveCount(1);
      await expect(record.getByRole('row').filter({ hasText: 'from LIVE wallet' })).toHaveCount(1);
    });

    test('a transfer the edge answers 504 after the platform moved the money is asked again with its key: done, moved once', async ({
      page,
    }) => {
      const shell = new ShellPage(page);
      const centre = new MemberCentre(page);
      await shell.signInAs(ACCOUNTS.member.username, ACCOUNTS.member.password, '/');
      await shell.openAccountMenuItem('Member centre');
      await centre.open('My wallet');
      const wallets = centre.dialog.getByRole('region', { name: 'Wallets' });
      const main = wallets.getByRole('listitem').filter({ hasText: 'Main wallet' });
      const live = wallets.getByRole('listitem').filter({ hasText: 'Live casino wallet' });
      await expect(main).toContainText('$1,000.00');

      // The edge's time-out after the platform did the move: the request reaches the platform, whose
      // answer is lost and replaced by the edge's 504 envelope (the edge's EDGE_ERROR_CODES).
      const keys: string[] = [];
      let answered = 0;
      await page.route(
        (url) => url.pathname === '/wps/relay/GCS_transferGameWallet',
        async (route) => {
          keys.push(route.request().headers()['idempotency-key'] ?? '');
          answered += 1;
          if (answered > 1) return route.fallback();
          const moved = await route.fetch();
          expect(moved.ok()).toBe(true);
          return route.fulfill({
            status: 504,
            contentType: 'application/json',
            body: JSON.stringify({
              success: false,
              value: null,
              message: 'The platform did not answer in time',
              errorCode: 'edge.upstream.timeout',
            }),
          });
        },
      );

      const form = centre.dialog.getByRole('form', { name: 'Transfer between wallets' });
      await form.getByLabel('Direction').selectOption({ label: 'Main wallet → game wallet' });
      await form.getByLabel('Game wallet').selectOption({ label: 'Live casino wallet' });
      await form.getByLabel('Amount').fill('100');
      await form.getByRole('button', { name: 'Transfer', exact: true }).click();
      await expect(form.getByText('The transfer is done.')).toBeVisible();
      await expect(form.getByRole('alert')).toHaveCount(0);
      await expect(main).toContainText('$900.00');
      await expect(live).toContainText('$100.00');
      expect(keys).toHaveLength(2);
      expect(keys[1]).toBe(keys[0]);

      // The platform replayed its answer to the second request: one row in the account record.
      await centre.open('Account record');
      const record = centre.dialog.getByRole('table', { name: 'Account record' });
      await expect(record.getByRole('row').filter({ hasText: 'to LIVE wallet' })).toHaveCount(1);
    });
  },
);
