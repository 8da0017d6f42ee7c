import { expect, test } from '../support/test';
import { ShellPage } from '../support/shell-page';

test.describe('monolith-home-loads-without-federation', { tag: ['@mfe-lobby', '@mfe-account', '@shell'] }, () => {
  // The monolith build (docs/adr/0010): the same home page as the federated build, with the lobby's
  // expose loaded from the shell's own lazy chunk: no federation runtime, no registry file, one React.

  test('the home page renders the lobby from the shell build alone, with one React and no federation', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // A stand-in for React DevTools' hook: each copy of react-dom on the page registers with it once.
    await page.addInitScript(() => {
      let renderers = 0;
      Object.defineProperty(window, '__wlReactRenderers', { get: () => renderers });
      (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        supportsFiber: true,
        renderers: new Map(),
        inject() {
          renderers += 1;
          return renderers;
        },
        checkDCE() {},
        onScheduleFiberRoot() {},
        onCommitFiberRoot() {},
        onPostCommitFiberRoot() {},
        onCommitFiberUnmount() {},
      };
    });

    const shell = new ShellPage(page);
    await shell.goto('/');
    await expect(shell.header).toBeVisible();
    const lane = page.getByTestId('category-lane');
    await expect(lane.getByRole('heading', { level: 2, name: 'Slots' })).toBeVisible();
    await expect(lane.getByRole('button').first()).toBeVisible();

    // The lobby's HomeGames expose came from the shell build's named chunk, not from the registry.
    expect(requested.some((p) => /^\/mfe-lobby\.HomeGames\.[0-9a-f]{8}\.js$/.test(p))).toBe(true);
    expect(requested.filter((p) => p.startsWith('/registry/'))).toEqual([]);
    const { federation, renderers } = await page.evaluate(() => ({
      federation: '__FEDERATION__' in window,
      renderers: (window as unknown as { __wlReactRenderers: number }).__wlReactRenderers,
    }));
    expect(federation).toBe(false);
    expect(renderers).toBe(1);
    expect(errors).toEqual([]);
  });
});
