import { createRequire } from 'node:module';
import { exposes, name } from './module-federation.config.mjs';

const require = createRequire(import.meta.url);
const { createFederatedConfig } = require('platform-tooling/webpack');

export default (_env, argv) =>
  createFederatedConfig({ dir: import.meta.dirname, name, kind: 'remote', exposes, title: 'mfe-account (standalone)' }, argv);
