import path from 'node:path';
import { createRequire } from 'node:module';
import federatedConfig, { FIRST_SCREEN_PLUGIN } from './webpack.config.mjs';

const require = createRequire(import.meta.url);
const { createMonolithConfig } = require('platform-tooling/webpack/monolith');

const dir = import.meta.dirname;

// The monolith build (docs/adr/0010-monolith-build.md): this package's production config without
// Module Federation, every remote's exposes bundled in as lazy chunks, written to dist-monolith/.
// `node scripts/build.mjs --monolith` runs it; `SHELL_DIST=shell/dist-monolith` makes the edge serve it.
// The edge's first-screen preloads name registry files, which a monolith page never loads.
const withoutFirstScreen = (config) => ({ ...config, plugins: config.plugins.filter((plugin) => plugin.name !== FIRST_SCREEN_PLUGIN) });

export default async (env, argv) =>
  createMonolithConfig(withoutFirstScreen(federatedConfig(env, argv)), {
    dir,
    remoteLoader: path.join(dir, 'src', 'federation', 'remote-loader.ts'),
    monolithLoader: path.join(dir, 'src', 'federation', 'monolith-remote-loader.ts'),
  });
