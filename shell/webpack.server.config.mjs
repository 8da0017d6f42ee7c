import { createRequire } from 'node:module';
import federatedConfig from './webpack.config.mjs';

const require = createRequire(import.meta.url);
const { createServerConfig } = require('platform-tooling/webpack/server');

const dir = import.meta.dirname;

// The shell's frame for the edge (issue 47): src/server/render-frame.tsx bundled for Node into
// dist-server/frame.cjs, from the production browser config (its CSS class names included), so the
// HTML the edge renders is what the browser's first render makes and hydrates. The monolith build
// renders the same frame (its shell modules are named alike).
export default (env, argv) =>
  createServerConfig(federatedConfig(env, { ...argv, mode: 'production' }), { dir, entry: './src/server/render-frame.tsx' });
