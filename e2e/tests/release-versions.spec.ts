import { expect, test, type Page } from '../support/test';
import { E2E_API_PORT, E2E_PORT } from '../support/ports';
import { ReleaseSite, watchReleaseFiles, watchRemoteVersions } from '../support/release-site';

test.describe('release-versions', { tag: ['@mfe-lobby', '@mfe-account', '@shell'] }, () => {
  // Independent releases end to end (issue 7): one edge serving two brands by host name, versions of
  // the lobby remote published and pinned with the real `wl-release` CLI, and the shell's load-time
  // choices (pin, canary, tester override, guards, integrity) observed in Chromium. Nothing is rebuilt
  // or restarted between steps: every change is a file the next page load reads.

  const apiPort = E2E_API_PORT;
  // The release site's own edge, beside the suite's (moved when E2E_API_PORT sits where it would be).
  const port = [E2E_API_PORT, E2E_API_PORT + 1].includes(E2E_PORT + 10) ? E2E_PORT + 5 : E2E_PORT + 10;

  let site: ReleaseSite;

  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    site = await ReleaseSite.create(port, apiPort);
    await site.publishCopy('mfe-lobby', '0.1.0', '0.1.1');
    await site.publishCopy('mfe-lobby', '0.1.0', '0.1.2', { sharedContracts: '2.0.0' });
    await site.publishCopy('mfe-lobby', '0.1.0', '0.1.3');
    await site.publishCopy('mfe-lobby', '0.1.0', '0.1.4');
    await site.addBrand('second', ['second.localhost'], { allowOverrides: false });
    await site.cli('pin', 'second', 'mfe-lobby@0.1.1');
  });

  test.afterAll(async () => {
    await site?.close();
  });

  /** Opens the site's home page in English and waits until the lobby remote rendered its games. */
  async function openHome(page: Page, url: string): Promise<void> {
    await page.addInitScript(() => {
      window.localStorage.setItem('hisLang', 'EN');
      // The home page's first-visit notice would cover the page; these journeys are not about it.
      window.sessionStorage.setItem('index_notice', '1');
    });
    await page.goto(url);
    await expect(page.getByRole('banner')).toBeVisible();
  }

  /** The brand files (index and brand, not releases) the page fetches. */
  function watchBrandFiles(page: Page): string[] {
    const fetched: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/^\/brands\/[a-z0-9-]+\.json$/.test(pathname)) fetched.push(pathname);
    });
    return fetched;
  }

  async function expectLobbyRendered(page: Page): Promise<void> {
    // Home shows the lobby remote's bounded slots lane with its games.
    await expect(page.getByTestId('category-lane').getByRole('link', { name: 'More Slots' })).toBeVisible();
    await expect(page.getByTestId('remote-fallback-mfe-lobby')).toHaveCount(0);
  }

  test('two brands on one edge, picked by host name, run different versions of the same remote', async ({ browser }) => {
    const first = await browser.newPage();
    const firstVersions = watchRemoteVersions(first, 'mfe-lobby');
    const firstReleaseFiles = watchReleaseFiles(first);
    const firstBrandFiles = watchBrandFiles(first);
    const entryRequests: string[] = [];
    first.on('request', (request) => {
      if (request.url().endsWith('/mfe-lobby/0.1.0/remoteEntry.js')) entryRequests.push(request.url());
    });
    await openHome(first, site.url('/'));
    await expectLobbyRendered(first);
    expect([...firstVersions]).toEqual(['0.1.0']);
    // One release file per page load (issue 19): the brand's releases file holds every pinned record.
    expect(firstReleaseFiles).toEqual(['/brands/default.releases.json']);
    // The edge wrote the host's brand files (index and brand) into the page: neither is fetched.
    expect(firstBrandFiles).toEqual([]);
    // The entry is hinted early, once (the edge's preload, same hash and CORS mode; the shell adds no
    // second one) and the runtime's script reuses it.
    expect(entryRequests).toHaveLength(1);
    await expect(first.locator('link[rel="preload"][href$="/mfe-lobby/0.1.0/remoteEntry.js"][integrity]')).toHaveCount(1);

    const second = await browser.newPage();
    const secondVersions = watchRemoteVersions(second, 'mfe-lobby');
    const secondReleaseFiles = watchReleaseFiles(second);
    const secondBrandFiles = watchBrandFiles(second);
    await openHome(second, site.url('/', 'second.localhost'));
    await expectLobbyRendered(second);
    expect([...secondVersions]).toEqual(['0.1.1']);
    expect(secondReleaseFiles).toEqual(['/brands/second.releases.json']);
    expect(secondBrandFiles).toEqual([]);
    await first.close();
    await second.close();
  });

  test('a pin takes effect on the next page load without a restart, and a rollback restores the previous version', async ({ page }) => {
    const versions = watchRemoteVersions(page, 'mfe-lobby');
    await openHome(page, site.url('/'));
    await expectLobbyRendered(page);
    expect([...versions]).toEqual(['0.1.0']);

    await expect(site.cli('pin', 'default', 'mfe-lobby@0.1.1')).resolves.toContain('0.1.0 → 0.1.1');
    versions.clear();
    const releaseFiles = watchReleaseFiles(page);
    await page.reload();
    await expectLobbyRendered(page);
    expect([...versions]).toEqual(['0.1.1']);
    // The pin rewrote the releases file: the new pin's record comes from it, not from the registry.
    expect(releaseFiles).toEqual(['/brands/default.releases.json']);

    await expect(site.cli('rollback', 'default', 'mfe-lobby')).resolves.toContain('0.1.1 → 0.1.0');
    versions.clear();
    await page.reload();
    await expectLobbyRendered(page);
    expect([...versions]).toEqual(['0.1.0']);
  });

  test('a canary at 0 % reaches nobody and at 100 % everybody; the bucket cookie is stable', async ({ page, context }) => {
    const versions = watchRemoteVersions(page, 'mfe-lobby');
    await site.cli('canary', 'default', 'mfe-lobby@0.1.1', '0');
    await context.addCookies([{ name: 'wl_bucket', value: '0', url: site.url('/') }]);
    await openHome(page, site.url('/'));
    await expectLobbyRendered(page);
    expect([...versions]).toEqual(['0.1.0']);

    await site.cli('canary', 'default', 'mfe-lobby@0.1.1', '100');
    await context.addCookies([{ name: 'wl_bucket', value: '99', url: site.url('/') }]);
    versions.clear();
    await page.reload();
    await expectLobbyRendered(page);
    expect([...versions]).toEqual(['0.1.1']);

    await site.cli('abort', 'default', 'mfe-lobby');
    versions.clear();
    await page.reload();
    await expectLobbyRendered(page);
    expect([...versions]).toEqual(['0.1.0']);
  });

  test('a browser without a bucket gets one, kept in the wl_bucket cookie', async ({ page, context }) => {
    await openHome(page, site.url('/'));
    await expectLobbyRendered(page);
    const bucket = (await context.cookies(site.url('/'))).find((c) => c.name === 'wl_bucket');
    expect(bucket?.value).toMatch(/^\d{1,2}$/);
    await page.reload();
    await expectLobbyRendered(page);
    expect((await context.cookies(site.url('/'))).find((c) => c.name === 'wl_bucket')?.value).toBe(bucket?.value);
  });

  test('a tester override loads another published version with a visible badge, only where the brand allows it', async ({ browser }) => {
    const page = await browser.newPage();
    const versions = watchRemoteVersions(page, 'mfe-lobby');
    await openHome(page, site.url('/?remotes=mfe-lobby@0.1.1'));
    await expectLobbyRendered(page);
    expect([...versions]).toEqual(['0.1.1']);
    const badge = page.getByRole('complementary', { name: 'Remote version overrides' });
    await expect(badge).toContainText('mfe-lobby@0.1.1 loaded');

    // The override is kept for this browser across loads, until the tester clears it.
    versions.clear();
    await page.goto(site.url('/'));
    await expectLobbyRendered(page);
    expect([...versions]).toEqual(['0.1.1']);
    versions.clear();
    await badge.getByRole('button', { name: "Use the site's versions" }).click();
    await expect(badge).toBeHidden();
    await expectLobbyRendered(page);
    expect([...versions]).toEqual(['0.1.0']);
    await page.close();

    // The second brand does not allow overrides: ignored, no badge.
    const other = await browser.newPage();
    const otherVersions = watchRemoteVersions(other, 'mfe-lobby');
    await openHome(other, site.url('/?remotes=mfe-lobby@0.1.0', 'second.localhost'));
    await expectLobbyRendered(other);
    expect([...otherVersions]).toEqual(['0.1.1']);
    await expect(other.getByTestId('override-badge')).toHaveCount(0);
    await other.close();
  });

  test('a remote built against an incompatible contracts major is not mounted: the previous good pin loads and the fallback is reported', async ({
    page,
  }) => {
    // `wl-release pin` refuses 0.1.2; a hand-edited brand file (or a shell upgraded to a new contracts
    // major) can still ask for it, and the shell must not run it.
    await expect(site.cli('pin', 'default', 'mfe-lobby@0.1.2')).rejects.toMatchObject({
      code: 3,
      stderr: expect.stringContaining('shared-contracts 2.0.0'),
    });
    await site.writePin('default', 'mfe-lobby', { version: '0.1.2', previous: '0.1.0' });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const versions = watchRemoteVersions(page, 'mfe-lobby');
    await openHome(page, site.url('/'));
    await expectLobbyRendered(page);
    expect([...versions]).toEqual(['0.1.0']);
    expect(warnings.join('\n')).toMatch(/remote fallback: mfe-lobby 0\.1\.2 → 0\.1\.0 \(.*shared-contracts 2\.0\.0/);
    await site.writePin('default', 'mfe-lobby', { version: '0.1.0' });
  });

  test('a tampered remote entry in the registry is refused and contained: the slot falls back, the site keeps working', async ({
    page,
  }) => {
    await site.cli('pin', 'default', 'mfe-lobby@0.1.3');
    await site.tamper('mfe-lobby', '0.1.3', 'remoteEntry.js', '\n;window.__tampered = true;\n');
    await openHome(page, site.url('/'));
    await expect(page.getByTestId('remote-fallback-mfe-lobby').first()).toBeVisible({ timeout: 20_000 });
    expect(await page.evaluate(() => (window as unknown as { __tampered?: boolean }).__tampered)).toBeUndefined();
    // Contained: the shell and the other remotes still work.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  });

  test('a tampered chunk of an exposed module (not the entry) is refused too', async ({ page }) => {
    await site.cli('pin', 'default', 'mfe-lobby@0.1.4');
    const chunks = await site.exposedChunks('mfe-lobby', '0.1.4', 'HomeGames');
    const ownChunk = chunks.find((file) => file.startsWith('__federation_expose_'));
    expect(ownChunk).toBeTruthy();
    await site.tamper('mfe-lobby', '0.1.4', ownChunk as string, '\n;window.__tampered = true;\n');
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/integrity/i.test(message.text())) refused.push(message.text());
    });
    await openHome(page, site.url('/'));
    await expect(page.getByTestId('remote-fallback-mfe-lobby').first()).toBeVisible({ timeout: 20_000 });
    expect(await page.evaluate(() => (window as unknown as { __tampered?: boolean }).__tampered)).toBeUndefined();
    expect(refused.join('\n')).toContain(ownChunk as string);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    // The operator's tool refuses to go back to the other tampered version as well.
    await expect(site.cli('rollback', 'default', 'mfe-lobby')).rejects.toMatchObject({
      code: 3,
      stderr: expect.stringContaining('the registry was modified after publishing'),
    });
  });
});
