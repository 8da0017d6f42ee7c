import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { createFederatedConfig, repoRoot } = require('platform-tooling/webpack');

const dir = import.meta.dirname;

/**
 * The remotes' dev-server ports (`npm run dev` starts them), before WL_DEV_PORT_OFFSET: from
 * shared-contracts/src/remotes/remote-list.json.
 */
export const { REMOTE_DEV_PORTS } = require('platform-tooling/remotes');

/**
 * With SHELL_DEV_REMOTES=1 (set by `npm run dev`), `/registry/<remote>/<any version>/<file>` is
 * proxied to that remote's dev server as `/<file>`, so the same shell code (brand pins, manifest
 * URLs) loads live remotes with React Fast Refresh instead of the last published build. The
 * remote's dev server writes the release record the shell plans it by (`release.json`, for the
 * version asked: `?version=`; tooling/webpack/dev-release-record.cjs).
 */
export function remoteDevProxies(ports = REMOTE_DEV_PORTS) {
  // Every dev port moves by WL_DEV_PORT_OFFSET (tooling/webpack/create-config.cjs).
  const offset = Number(process.env.WL_DEV_PORT_OFFSET || 0);
  return Object.entries(ports).map(([remote, port]) => ({
    context: [`/registry/${remote}/`],
    target: `http://127.0.0.1:${port + offset}`,
    changeOrigin: true,
    pathRewrite: (requestPath) => devRemotePath(remote, requestPath),
  }));
}

/** A dev server middleware answering 404 for `/brands/<brand>.releases.json` (see SHELL_DEV_REMOTES). */
export function withoutPublishedReleases() {
  return {
    name: 'wl-dev-remotes-without-published-releases',
    path: '/brands',
    middleware: (req, res, next) => {
      if (!/^\/[^/]+\.releases\.json(\?|$)/.test(req.url ?? '')) return next();
      res.statusCode = 404;
      res.end('the remotes come from their dev servers (SHELL_DEV_REMOTES=1)');
    },
  };
}

/** The dev server path of `/registry/<remote>/<version>/<file>` (see remoteDevProxies). */
export function devRemotePath(remote, requestPath) {
  const match = new RegExp(`^/registry/${remote}/([^/]+)(/[^?]*)(\\?.*)?$`).exec(requestPath);
  if (!match) return requestPath;
  const [, version, file, query = ''] = match;
  if (file !== '/release.json') return `${file}${query}`;
  return `${file}${query ? `${query}&` : '?'}version=${encodeURIComponent(version)}`;
}

// The host declares no remotes at build time and is built without the federation plugin (ADR
// 0011): it starts the federation runtime itself (src/federation/federation-runtime.ts, with its
// runtime plugin: script integrity and time-out, failure reports) and registers the brand's pinned
// remotes at run time (src/federation/remote-loader.ts).
export default (_env, argv) => {
  const config = createFederatedConfig({ dir, name: 'shell', kind: 'host', port: 3000, title: 'Lucky Lotto' }, argv);
  // In development the dev server also serves the brand files (from the repo) and the published
  // remotes, as the edge server does in production (ARCHITECTURE §4); with SHELL_DEV_REMOTES=1 the
  // remotes come from their dev servers instead.
  const devRemotes = process.env.SHELL_DEV_REMOTES === '1';
  config.devServer = {
    ...config.devServer,
    proxy: [...(devRemotes ? remoteDevProxies() : []), ...(config.devServer?.proxy ?? [])],
    // The brands' release records (`<brand>.releases.json`, written by `npm run build`) describe the
    // published builds: with the remotes on their dev servers the shell must read each dev server's
    // own record instead, so those files are not found.
    ...(devRemotes ? { setupMiddlewares: (middlewares) => [withoutPublishedReleases(), ...middlewares] } : {}),
    static: [
      { directory: path.join(repoRoot, 'brands'), publicPath: '/brands', watch: false },
      { directory: path.join(repoRoot, 'registry'), publicPath: '/registry', watch: false },
    ],
  };
  // The first screen of each page (src/app/first-screen.json) goes with the build: the edge reads
  // it to list the page's remote files as preloads (edge/src/pages/first-screen-preloads.ts).
  config.plugins.push(firstScreenAsset(path.join(dir, 'src', 'app', 'first-screen.json')));
  return config;
};

/** Emits `file` into the build as `first-screen.json` (not into the monolith build: it has no remotes to preload). */
export const FIRST_SCREEN_PLUGIN = 'WlFirstScreenAsset';
function firstScreenAsset(file) {
  return {
    name: FIRST_SCREEN_PLUGIN,
    apply(compiler) {
      const { Compilation, sources } = compiler.webpack;
      compiler.hooks.thisCompilation.tap('WlFirstScreenAsset', (compilation) => {
        compilation.fileDependencies.add(file);
        compilation.hooks.processAssets.tap({ name: 'WlFirstScreenAsset', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
          compilation.emitAsset('first-screen.json', new sources.RawSource(fs.readFileSync(file)));
        });
      });
    },
  };
}
