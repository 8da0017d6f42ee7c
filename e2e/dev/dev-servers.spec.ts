import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

test.describe('dev-servers', { tag: ['@mfe-lobby', '@shell'] }, () => {
  // `npm run dev` with React Fast Refresh (issue 40): the real dev servers (scripts/dev.mjs: the
  // reference API, the shell and mfe-lobby), a real browser on the shell's page. An edit saved to a
  // component of the remote (rendered on the shell's page through Module Federation) and to one of
  // the shell shows on the page without a reload, and the component keeps its state.
  //
  // The dev servers' ports are the fixed dev ports (shell 3000, mfe-lobby 3001, API 4010 and its demo
  // games 4011: the remotes' devPort in shared-contracts/src/remotes/remote-list.json) moved by
  // WL_DEV_PORT_OFFSET (`npm test`'s `dev` stage picks a free block, so it runs beside the other
  // journeys); it refuses to start when one of them is taken. `--project=dev` runs it alone on the
  // fixed ports; E2E_DEV_REUSE=1 runs it against an `npm run dev` already running (with mfe-lobby).

  const repoRoot = path.resolve(__dirname, '..', '..');
  const OFFSET = Number(process.env.WL_DEV_PORT_OFFSET || 0);
  const SHELL = `http://127.0.0.1:${3000 + OFFSET}`;
  const PORTS = [3000, 3001, 4010, 4011].map((port) => port + OFFSET);
  const STARTUP_MS = 420_000;

  test.describe.configure({ mode: 'serial', timeout: STARTUP_MS + 180_000 });

  let dev: ChildProcess | undefined;
  let devLog = '';

  function portTaken(port: number): Promise<boolean> {
    return new Promise((resolve) => {
      const socket = net.connect({ port, host: '127.0.0.1' });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
  }

  test.beforeAll(async () => {
    test.setTimeout(STARTUP_MS + 30_000);
    if (process.env.E2E_DEV_REUSE === '1') return;
    const taken = [];
    for (const port of PORTS) if (await portTaken(port)) taken.push(port);
    expect(taken, `the dev servers' ports must be free (is \`npm run dev\` running?)`).toEqual([]);
    dev = spawn(process.execPath, [path.join(repoRoot, 'scripts', 'dev.mjs'), 'mfe-lobby', '--skip-install'], {
      cwd: repoRoot,
      // Its own process group: the servers it starts are stopped with it (afterAll).
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, WL_FAST_REFRESH: '' },
    });
    const ready = new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        devLog = (devLog + chunk.toString()).slice(-20_000);
        if (devLog.includes('Dev platform:')) resolve();
      };
      dev!.stdout!.on('data', onData);
      dev!.stderr!.on('data', onData);
      dev!.once('exit', (code) => reject(new Error(`scripts/dev.mjs exited (${code}) before the servers were up:\n${devLog}`)));
    });
    await ready;
  });

  test.afterAll(() => {
    if (dev?.pid) {
      try {
        process.kill(-dev.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  });

  /** Rewrites `file` (relative to the repository) for the duration of `body`, then puts it back. */
  async function withEdit(file: string, from: string, to: string, body: () => Promise<void>) {
    const absolute = path.join(repoRoot, file);
    const original = readFileSync(absolute, 'utf8');
    expect(original, `${file} no longer contains the text this test edits`).toContain(from);
    writeFileSync(absolute, original.replace(from, to));
    try {
      await body();
    } finally {
      writeFileSync(absolute, original);
    }
  }

  /** Marks the document: a reload (live reload's answer to an edit) loses the mark. */
  async function markDocument(page: Page) {
    await page.evaluate(() => {
      (window as unknown as { wlNotReloaded?: boolean }).wlNotReloaded = true;
    });
  }

  async function stillSameDocument(page: Page) {
    return page.evaluate(() => (window as unknown as { wlNotReloaded?: boolean }).wlNotReloaded === true);
  }

  test("an edit to a remote's component shows on the shell's page without a reload, its state kept", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    // A category page: mfe-lobby's CategoryLobby, with its game search.
    await page.goto(`${SHELL}/rng`);
    const search = page.getByRole('search').getByRole('searchbox');
    await expect(search).toBeVisible({ timeout: 120_000 });
    await search.fill('refresh-state');
    await markDocument(page);
    const token = `Fast refresh ${Date.now()}`;
    await withEdit(
      'mfe-lobby/src/app/category-lobby.tsx',
      "{t('lobby.title', { category: categoryName })}",
      `{t('lobby.title', { category: categoryName })}{' ${token}'}`,
      async () => {
        await expect(page.getByRole('heading', { level: 1 })).toContainText(token, { timeout: 120_000 });
        await expect(search).toHaveValue('refresh-state');
        expect(await stillSameDocument(page)).toBe(true);
      },
    );
  });

  test('an edit to a component of the shell shows without a reload, its state kept', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${SHELL}/`);
    // The side menu's first category, a Disclosure (shell/src/layout/side-menu/side-menu.tsx).
    const expand = page.locator('li button[aria-expanded][aria-controls]').first();
    await expect(expand).toBeVisible({ timeout: 120_000 });
    // A guest's page opens with the announcements dialog over it; the click goes to the button itself.
    // The dev server may still reload the page once its first compilation settles (a CI rehearsal
    // lost the expanded state that way before the edit): click again until the section is open,
    // then mark the document, so a reload after this point still fails the test.
    await expect(async () => {
      if ((await expand.getAttribute('aria-expanded')) !== 'true') await expand.dispatchEvent('click');
      await expect(expand).toHaveAttribute('aria-expanded', 'true', { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await markDocument(page);
    const token = `Shell refresh ${Date.now()}`;
    await withEdit(
      'shell/src/layout/side-menu/side-menu.tsx',
      "<span aria-hidden=\"true\">{isExpanded ? '−' : '+'}</span>",
      `<span aria-hidden="true">{isExpanded ? '−' : '+'}</span><span>${token}</span>`,
      async () => {
        await expect(expand).toContainText(token, { timeout: 120_000 });
        await expect(expand).toHaveAttribute('aria-expanded', 'true');
        expect(await stillSameDocument(page)).toBe(true);
      },
    );
  });
});
