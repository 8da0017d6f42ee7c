import { REMOTE_PACKAGES, type RemotePackage } from 'shared-contracts';
import { expect } from '../support/test';
import { ACCOUNTS } from '../support/accounts';
import { expectPageUsable, faultCell, remoteLoaded, test } from '../support/fault-matrix';
import { injectRemoteFault, REMOTE_FAULT_KINDS, REMOTE_SCENARIOS } from '../support/remote-faults';
import { ShellPage } from '../support/shell-page';

test.describe(
  'remote-faults',
  { tag: ['@mfe-lobby', '@mfe-account', '@mfe-member-centre', '@mfe-agent-centre', '@mfe-promotions', '@shell'] },
  () => {
    // The fault matrix, remote rows (issue 20 item 1): each remote's files fail in each way in turn,
    // one test per cell so both workers share them. Pass: the slot shows its translated fallback with
    // Retry (a stall: the "slow connection" notice, then the remote once the files arrive), never a
    // white screen, and the header and another remote keep working.
    test.describe.configure({ mode: 'parallel' });

    /** When the slot says the connection seems slow (SLOW_LOADING_NOTICE_MS of the shell's remote slot). */
    /** Opens the place where `remote` is used: the shared scenarios, or a centre from the account menu of a logged-in page. */
    async function openRemote(shell: ShellPage, remote: RemotePackage): Promise<void> {
      if (remote !== 'mfe-member-centre' && remote !== 'mfe-agent-centre') return REMOTE_SCENARIOS[remote](shell);
      await shell.goto('/');
      await expect(shell.accountMenuButton).toBeVisible();
      await shell.openAccountMenuItem(remote === 'mfe-member-centre' ? 'Member centre' : 'Agent centre');
    }

    const SLOW_NOTICE_AFTER_MS = 6_000;
    const STALL_MS = 20_000;

    for (const remote of REMOTE_PACKAGES) {
      for (const kind of REMOTE_FAULT_KINDS) {
        test(`${remote} × ${kind}`, faultCell(remote, kind), async ({ page, logIn }) => {
          const shell = new ShellPage(page);
          // The centres: the member or agent starts logged in (fault-matrix.ts `logIn`).
          if (remote === 'mfe-member-centre') await logIn(ACCOUNTS.member);
          if (remote === 'mfe-agent-centre') await logIn(ACCOUNTS.agent);
          if (kind === '20 s stall') {
            // The remote entry is held for "20 s" of the page's own clock: the slot's timers run on it,
            // so the stall costs no real 20 s.
            await page.clock.install();
            // The held entry may be one of the page's preloads: `load` would wait for it.
            shell.waitUntil = 'domcontentloaded';
            const stall = await injectRemoteFault(page, remote, kind);
            await openRemote(shell, remote);
            await page.clock.runFor(SLOW_NOTICE_AFTER_MS + 500);
            // Each slot of the remote says so (the account remote can have two waiting at once).
            await expect(page.getByRole('status').filter({ hasText: 'Still loading… your connection seems slow.' }).first()).toBeVisible();
            await expect(page.getByTestId(`remote-fallback-${remote}`)).toHaveCount(0);
            await page.clock.runFor(STALL_MS - SLOW_NOTICE_AFTER_MS - 500);
            await stall?.release();
            await expect(remoteLoaded(page, remote)).toBeVisible();
            await expectPageUsable(page, remote);
            return;
          }
          await injectRemoteFault(page, remote, kind);
          await openRemote(shell, remote);
          const fallback = page.getByTestId(`remote-fallback-${remote}`);
          await expect(fallback).toBeVisible();
          await expect(fallback).toContainText('This part of the site is unavailable');
          await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();
          // The failure is seen where the player acted (issue 49): an overlay's in the dialog or frame
          // that was asked for, not below the footer; a page's in the page's place, on screen.
          await expect(fallback).toBeInViewport();
          await expect(page.getByText('fault matrix')).toHaveCount(0);
          await expectPageUsable(page, remote);
        });
      }
    }
  },
);
