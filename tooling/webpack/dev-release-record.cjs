// A remote's development server answers `/release.json` (issue 40): the shell plans every remote from
// its release record (shell/src/federation/remote-plan.ts: contracts and React guards, the SRI hash
// of the remote entry), and `npm run dev` proxies `/registry/<remote>/<version>/` to the remote's dev
// server (shell/webpack.config.mjs), where no published record exists. This one describes the build
// the server holds at the moment it is asked: every emitted file with its hash as it is now.
// Development only: a published remote's record is written by `wl-release publish`.
const { createHash } = require('node:crypto');
const path = require('node:path');

/**
 * The record's `files`: every asset of the compilation but hot updates → `sha384-<base64>`, read
 * back from `outputFileSystem` (the dev server's memory: once emitted, an asset keeps only its size).
 */
function filesOf(compilation, outputFileSystem) {
  const files = {};
  for (const asset of compilation.getAssets()) {
    if (asset.info.hotModuleReplacement || /\.hot-update\./.test(asset.name)) continue;
    const bytes = outputFileSystem.readFileSync(path.join(compilation.outputOptions.path, asset.name));
    files[asset.name] = `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
  }
  return files;
}

/**
 * The record of the build `compilation` (what release/ writes at publish, with the dev server as
 * publisher). `version` is the one the shell asked for (the brand's pin), so the record matches it.
 */
function devReleaseRecord(
  { remote, version, container, sharedContracts, react, remoteEntry = 'remoteEntry.js' },
  compilation,
  outputFileSystem,
) {
  const now = new Date().toISOString();
  return {
    schemaVersion: 1,
    remote,
    version,
    container,
    sharedContracts,
    react,
    builtAt: now,
    publishedAt: now,
    publishedBy: 'webpack dev server',
    remoteEntry,
    files: filesOf(compilation, outputFileSystem),
  };
}

/**
 * A webpack-dev-server middleware (setupMiddlewares) answering GET /release.json, once the build is
 * valid. The shell's proxy passes the pinned version as `?version=`; without it, the package's.
 */
function devReleaseRecordMiddleware(details, server) {
  return {
    name: 'wl-dev-release-record',
    path: '/release.json',
    middleware: (req, res) => {
      server.middleware.waitUntilValid((stats) => {
        const compilation = stats.compilation ?? stats.stats?.[0]?.compilation;
        const version = new URL(req.url ?? '/', 'http://localhost').searchParams.get('version') || details.version;
        const body = JSON.stringify(devReleaseRecord({ ...details, version }, compilation, server.middleware.context.outputFileSystem));
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-store');
        res.end(body);
      });
    },
  };
}

module.exports = { devReleaseRecord, devReleaseRecordMiddleware, filesOf };
