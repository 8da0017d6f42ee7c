import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { createFederatedConfig, repoRoot } = require('platform-tooling/webpack');

const dir = import.meta.dirname;

// The host declares no remotes at build time: it registers the brand's pinned remotes at run time
// (src/federation/remote-loader.ts). The runtime plugin adds retry-friendly manifest fetching, a
// script timeout and failure reporting to the federation runtime.
export default (_env, argv) => {
  const config = createFederatedConfig(
    {
      dir,
      name: 'shell',
      kind: 'host',
      port: 3000,
      runtimePlugins: [path.join(dir, 'src', 'federation', 'runtime-plugin.ts')],
      title: 'Lucky Lotto',
    },
    argv,
  );
  // In development the dev server also serves the brand files and the published remotes, as the
  // edge server does in production (ARCHITECTURE §4).
  config.devServer = {
    ...config.devServer,
    static: [
      { directory: path.join(repoRoot, 'brands'), publicPath: '/brands', watch: false },
      { directory: path.join(repoRoot, 'registry'), publicPath: '/registry', watch: false },
    ],
  };
  return config;
};
