import { expect, test } from '../support/test';
import { pinnedRemotes } from '../support/pinned-remotes';
import { ShellPage } from '../support/shell-page';

test.describe('home-renders-one-react', { tag: ['@mfe-lobby', '@mfe-account', '@shell'] }, () => {
  interface ShareEntry {
    from: string;
    loaded?: boolean;
  }

  test('the home page renders inside the shell with a remote in it, and React loads exactly once', async ({ page, request }) => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    const shell = new ShellPage(page);
    await shell.goto('/');
    await expect(shell.header).toBeVisible();
    await expect(shell.sideMenu.getByRole('link', { name: 'Home' })).toBeVisible();
    // The lobby remote's bounded slots lane (issue 14 item 8), with games from the reference API.
    const lane = page.getByTestId('category-lane');
    await expect(lane.getByRole('heading', { level: 2, name: 'Slots' })).toBeVisible();
    await expect(lane.getByRole('link', { name: 'More Slots' })).toHaveAttribute('href', '/rng');
    await expect(lane.getByRole('button').first()).toBeVisible();

    // In every share scope on the page, exactly one version of React, react-dom and the contract is
    // loaded, and it is the shell's (of the contract, its shared React part: host context, providers). (A remote built against an older compatible version registers its
    // own copy as a fallback; registered is fine, loaded is not.)
    // One federation runtime serves the page: the remote's instance runs on the runtime-core the shell
    // provides, so it joins the shell's share scopes instead of keeping its own.
    const { scopes, instances, runtimeFrom } = await page.evaluate(() => {
      const federation = (
        window as unknown as {
          __FEDERATION__?: {
            __SHARE__?: Record<string, Record<string, Record<string, Record<string, ShareEntry>>>>;
            __INSTANCES__?: { name: string }[];
          };
        }
      ).__FEDERATION__;
      const share = federation?.__SHARE__ ?? {};
      const result: Record<string, string[]> = {};
      for (const [instance, byScope] of Object.entries(share)) {
        for (const [scope, packages] of Object.entries(byScope)) {
          for (const name of ['react', 'react-dom', 'react-dom/client', 'shared-contracts/react']) {
            const versions = packages[name];
            if (versions)
              result[`${instance} ${scope} ${name}`] = Object.entries(versions)
                .filter(([, e]) => e.loaded)
                .map(([v, e]) => `${v} from ${e.from}`);
          }
        }
      }
      const runtime = (window as unknown as { _FEDERATION_RUNTIME_CORE_FROM?: { name: string } })._FEDERATION_RUNTIME_CORE_FROM;
      return { scopes: result, instances: (federation?.__INSTANCES__ ?? []).map((i) => i.name), runtimeFrom: runtime?.name ?? null };
    });
    expect(runtimeFrom).toBe('shell');
    expect(instances).toEqual(expect.arrayContaining(['shell', 'mfe_lobby']));
    expect(Object.keys(scopes).length).toBeGreaterThan(0);
    for (const [key, loaded] of Object.entries(scopes)) {
      expect(loaded, key).toHaveLength(1);
      expect(loaded[0], key).toMatch(/ from shell$/);
    }

    // The remote ships its own React files as a fallback; none of them may be downloaded.
    const manifest = (await (await request.get('/registry/mfe-lobby/0.1.0/mf-manifest.json')).json()) as {
      shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
    };
    const reactFiles = manifest.shared
      .filter((s) => s.name === 'react' || s.name === 'react-dom' || s.name.startsWith('react-dom/') || s.name.startsWith('react/'))
      .flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]);
    expect(reactFiles.length).toBeGreaterThan(0);
    for (const file of reactFiles) expect(requested).not.toContain(`/registry/mfe-lobby/0.1.0/${file}`);
    expect(errors).toEqual([]);
  });

  test('every remote runs on the federation runtime the shell ships, and its release record says which one', async ({ page, request }) => {
    const pins = pinnedRemotes();
    expect(pins.length).toBeGreaterThan(0);
    for (const { remote, version } of pins) {
      const record = (await (await request.get(`/registry/${remote}/${version}/release.json`)).json()) as { federationRuntime?: string };
      // The planner refuses an entry built for another major of the runtime only if the record says
      // which runtime it needs (an entry without its own bundler runtime no longer names runtime-core).
      expect(record.federationRuntime, remote).toMatch(/^\d+\.\d+\.\d+$/);
    }
    const shell = new ShellPage(page);
    await shell.goto('/');
    await expect(page.getByTestId('category-lane').getByRole('button').first()).toBeVisible();
    const provided = await page.evaluate(() => typeof (globalThis as Record<string, unknown>).__WL_FEDERATION_BUNDLER_RUNTIME__);
    expect(provided).toBe('function');
  });
});
