/** @jest-environment node */
import path from 'node:path';
import type webpack from 'webpack';

// React Fast Refresh (issue 40): on under `webpack serve` (WL_FAST_REFRESH=0 turns it off), never elsewhere. A production
// build must carry neither the refresh plugin (its runtime), nor swc's refresh transform ($RefreshReg$ calls), nor hot
// updates, nor the page-runtime aliases (fast-refresh-across-apps.cjs).

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createFederatedConfig } = require('../webpack/create-config.cjs') as {
  createFederatedConfig: (options: object, argv: { mode?: string }) => webpack.Configuration;
};

const repoRoot = path.resolve(__dirname, '..', '..');

function configFor(
  app: string,
  kind: 'host' | 'remote',
  mode: 'production' | 'development',
  serve: boolean,
  refreshEnv: string | undefined = undefined,
): webpack.Configuration {
  const saved = { WEBPACK_SERVE: process.env.WEBPACK_SERVE, NODE_ENV: process.env.NODE_ENV, WL_FAST_REFRESH: process.env.WL_FAST_REFRESH };
  if (serve) process.env.WEBPACK_SERVE = 'true';
  else delete process.env.WEBPACK_SERVE;
  if (refreshEnv === undefined) delete process.env.WL_FAST_REFRESH;
  else process.env.WL_FAST_REFRESH = refreshEnv;
  delete process.env.NODE_ENV;
  try {
    return createFederatedConfig({ dir: path.join(repoRoot, app), name: app.replace(/-/g, '_'), kind, port: 3999, exposes: {} }, { mode });
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

const pluginNames = (config: webpack.Configuration) => (config.plugins ?? []).map((plugin) => plugin?.constructor.name);
const swcRefresh = (config: webpack.Configuration) => JSON.stringify(config.module?.rules).match(/"refresh":(true|false)/)?.[1];
const aliases = (config: webpack.Configuration) => Object.keys((config.resolve?.alias ?? {}) as Record<string, string>);
const refreshAliases = (config: webpack.Configuration) => aliases(config).filter((key) => /react-refresh/.test(key));

describe('React Fast Refresh in the shared webpack config', () => {
  it.each([
    ['shell', 'host'],
    ['mfe-promotions', 'remote'],
  ] as const)('is absent from the production build of %s, even under webpack serve', (app, kind) => {
    for (const serve of [false, true]) {
      for (const refreshEnv of [undefined, '1']) {
        const config = configFor(app, kind, 'production', serve, refreshEnv);
        expect(pluginNames(config)).not.toContain('ReactRefreshPlugin');
        expect(swcRefresh(config)).toBe('false');
        expect(refreshAliases(config)).toEqual([]);
        expect(config.devServer?.hot).toBe(false);
      }
    }
  });

  it('is off under the development server with WL_FAST_REFRESH=0 (live reload)', () => {
    const config = configFor('mfe-promotions', 'remote', 'development', true, '0');
    expect(pluginNames(config)).not.toContain('ReactRefreshPlugin');
    expect(swcRefresh(config)).toBe('false');
    expect(refreshAliases(config)).toEqual([]);
    expect(config.devServer?.hot).toBe(false);
    expect(config.devServer?.liveReload).toBe(true);
  });

  it('is absent from a one-off development build (not served)', () => {
    const config = configFor('mfe-promotions', 'remote', 'development', false);
    expect(pluginNames(config)).not.toContain('ReactRefreshPlugin');
    expect(swcRefresh(config)).toBe('false');
  });

  it.each([
    ['shell', 'host'],
    ['mfe-promotions', 'remote'],
  ] as const)('is on by default under the development server of %s, with the page-wide refresh runtime', (app, kind) => {
    const config = configFor(app, kind, 'development', true);
    expect(pluginNames(config)).toContain('ReactRefreshPlugin');
    expect(swcRefresh(config)).toBe('true');
    expect(config.devServer?.hot).toBe(true);
    const alias = config.resolve?.alias as Record<string, string>;
    // Every way the plugin names react-refresh's runtime leads to the one page runtime.
    expect(alias['react-refresh/runtime$']).toMatch(/refresh-runtime\.cjs$/);
    expect(refreshAliases(config).filter((key) => alias[key].endsWith('refresh-runtime.cjs'))).toHaveLength(2);
  });

  it("points a remote's hot-update client at its own dev server (its code runs on the shell's page)", () => {
    const config = configFor('mfe-promotions', 'remote', 'development', true);
    expect((config.devServer?.client as { webSocketURL?: string }).webSocketURL).toBe('ws://127.0.0.1:3999/ws');
  });
});
