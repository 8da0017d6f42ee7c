// The one webpack + Module Federation configuration every app of the platform is built with.
// A package's webpack.config.mjs calls createFederatedConfig with its name, port and exposes;
// everything else (shared singletons, loaders, output layout, dev server) is decided here once,
// so a host and its remotes can never disagree about what is shared.
const path = require('node:path');
const fs = require('node:fs');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { ScriptIntegrityPlugin } = require('./script-integrity-plugin.cjs');
const { BuildReportPlugin } = require('./build-report-plugin.cjs');
const { ChildCompilersWithoutSharedPlugin } = require('./child-compilers-without-shared.cjs');
const { devReleaseRecordMiddleware } = require('./dev-release-record.cjs');
const { refreshPlugin, refreshRuntimeAliases } = require('./fast-refresh-across-apps.cjs');
const { REMOTE_DEV_PORTS } = require('../remotes.cjs');

const repoRoot = path.resolve(__dirname, '..', '..');
/** The Trusted Types policy of every build's chunk loader (shared-contracts TRUSTED_TYPES_POLICIES). */
const WEBPACK_TRUSTED_TYPES_POLICY = 'wl-webpack';
/**
 * WL_DEV_PORT_OFFSET moves every dev port by the same amount (the shell's 3000, the remotes'
 * 3001-3005, the API's 4010), so `npm test` runs `npm run dev`'s servers on ports it picked free
 * beside other servers (scripts/dev.mjs reads it too).
 */
const DEV_PORT_OFFSET = Number(process.env.WL_DEV_PORT_OFFSET || 0);
const PLATFORM_API_URL = process.env.PLATFORM_API_URL || `http://127.0.0.1:${4010 + DEV_PORT_OFFSET}`;

/**
 * The ES module build (`dist/index.js`) of a package the federation plugin depends on, resolved
 * where the plugin resolves it (the apps do not depend on it themselves).
 */
function federationPackageEsm(name) {
  const enhancedWebpack = require.resolve('@module-federation/enhanced/webpack');
  return require.resolve(name, { paths: [path.dirname(enhancedWebpack)] }).replace(/index\.cjs$/, 'index.js');
}

/**
 * The runtime plugin that publishes the host's runtime-core as `_FEDERATION_RUNTIME_CORE` for remotes
 * built with `experiments.externalRuntime`: its ES module build, which imports the same runtime-core
 * module as `@module-federation/enhanced/runtime` (its CommonJS build would bundle a second copy,
 * about 25 KiB gzip). The host imports it as {@link RUNTIME_CORE_PROVIDER_REQUEST}.
 */
function runtimeCoreProviderPlugin() {
  return federationPackageEsm('@module-federation/inject-external-runtime-core-plugin');
}

/**
 * The ES module build of `@module-federation/webpack-bundler-runtime`, as the plugin's remote entries
 * import it (`dist/bundler.js` beside it): the host bundles it once for every remote
 * (shell/src/federation/remote-bundler-runtime.ts) and imports it as
 * {@link BUNDLER_RUNTIME_REQUEST}; a production remote replaces it with
 * {@link REMOTE_BUNDLER_RUNTIME}.
 */
function bundlerRuntimeModule() {
  return federationPackageEsm('@module-federation/webpack-bundler-runtime');
}

/** What a production remote's entry imports instead of its own bundler runtime: the host's. */
const REMOTE_BUNDLER_RUNTIME = path.join(__dirname, 'remote-bundler-runtime.mjs');

/**
 * Replaces the bundler runtime a production remote's entry imports (the plugin's generated
 * `.federation/entry.*.js`) with the host's ({@link REMOTE_BUNDLER_RUNTIME}), and leaves out
 * webpack's own share-scope runtime module, which the plugin's replaces (both were in every entry,
 * the first one dead).
 */
function hostBundlerRuntimePlugin() {
  return {
    apply(compiler) {
      const { NormalModuleReplacementPlugin, RuntimeGlobals } = compiler.webpack;
      new NormalModuleReplacementPlugin(/[\\/]webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/, REMOTE_BUNDLER_RUNTIME).apply(compiler);
      compiler.hooks.compilation.tap('WlHostBundlerRuntime', (compilation) => {
        // Bails out of webpack's RuntimePlugin, which would add its ShareRuntimeModule for the same
        // global; the federation plugin adds its own in additionalTreeRuntimeRequirements.
        compilation.hooks.runtimeRequirementInTree
          .for(RuntimeGlobals.shareScopeMap)
          .tap({ name: 'WlHostBundlerRuntime', stage: -10 }, () => true);
      });
    },
  };
}

/**
 * react-router-dom is shared as the facade module react-router-facade.mjs (only the exports the
 * apps use) instead of the whole package: see that file. The facade imports react-router through
 * these aliases (react-router itself is not a direct dependency of the apps).
 */
const REACT_ROUTER_FACADE = path.join(__dirname, 'react-router-facade.mjs');

/**
 * zod/mini is shared as the namespace zod-mini-surface.mjs exports: `z` with only the functions the
 * apps call (see that file, and ADR 0008). The surface imports the app's own zod/mini through the
 * `wl-zod-mini` alias: its ES module build, the module the app's own `import { z } from 'zod/mini'`
 * resolves to, so the host's code and the copy it provides are one.
 */
const ZOD_MINI_SURFACE = path.join(__dirname, 'zod-mini-surface.mjs');

function zodMiniAliases(dir) {
  const zodPackage = require.resolve('zod/package.json', { paths: [dir] });
  const entry = readJson(zodPackage).exports['./mini'].import;
  return { 'wl-zod-mini$': path.join(path.dirname(zodPackage), entry) };
}

/**
 * react-router's package exports resolve to its development build whatever the mode; its production
 * build is the same code with ENABLE_DEV_WARNINGS false, so the minifier drops the warnings (route
 * and navigation checks that only speak to a developer). A production build takes that one; the dev
 * server keeps the warnings.
 */
function reactRouterAliases(dir, isProd) {
  const domPackage = require.resolve('react-router-dom/package.json', { paths: [dir] });
  const routerPackage = require.resolve('react-router/package.json', { paths: [path.dirname(domPackage)] });
  const dist = path.join(path.dirname(routerPackage), 'dist', isProd ? 'production' : 'development');
  return { 'wl-react-router$': path.join(dist, 'index.mjs') };
}

/**
 * gzip and brotli copies beside every text asset of a production build (precompress.mjs), written
 * once the files are on disk: the edge and nginx send them as they are (issue 19 item 6), and a
 * release publishes them with the build (its record leaves them out: they are other encodings).
 */
function precompressPlugin() {
  return {
    apply(compiler) {
      compiler.hooks.afterEmit.tapPromise('WlPrecompressPlugin', async (compilation) => {
        const { precompressTree } = await import('./precompress.mjs');
        await precompressTree(compilation.outputOptions.path);
      });
    },
  };
}

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Version of a dependency as installed for the given package (what actually ships). */
function installedVersion(dir, dep) {
  const pkgFile = require.resolve(`${dep}/package.json`, { paths: [dir] });
  return readJson(pkgFile).version;
}

/**
 * The shared singletons of ARCHITECTURE §3. React and shared-contracts/react use strictVersion so a
 * remote built against an incompatible major refuses to load instead of bringing a second copy.
 * zod is not shared: a shared module is bundled with every export it has, while each app's own copy
 * of zod/mini keeps only the functions that app calls (zod's configuration lives on globalThis, so
 * the copies agree; see shared-contracts/src/zod-config.ts).
 */
function sharedConfig(dir) {
  const pkg = readJson(path.join(dir, 'package.json'));
  const deps = { ...pkg.peerDependencies, ...pkg.dependencies };
  const contractsVersion = readJson(path.join(repoRoot, 'shared-contracts', 'package.json')).version;
  const contractsMajor = contractsVersion.split('.')[0];
  const shared = {};
  const singleton = (name, { strict = false, prefix = false } = {}) => {
    if (!deps[name]) return;
    const version = installedVersion(dir, name);
    const requiredVersion = `^${version.split('.')[0]}.0.0`;
    const entry = { singleton: true, requiredVersion, version, strictVersion: strict, eager: false };
    shared[name] = entry;
    if (prefix) shared[`${name}/`] = { ...entry };
  };
  singleton('react', { strict: true, prefix: true });
  singleton('react-dom', { strict: true, prefix: true });
  singleton('react-router-dom');
  if (shared['react-router-dom']) shared['react-router-dom'].import = REACT_ROUTER_FACADE;
  singleton('@tanstack/react-query');
  singleton('zustand');
  singleton('i18next');
  singleton('react-i18next');
  if (deps.zod) {
    // Not a singleton (zod keeps no state but its configuration, on globalThis): a remote built with
    // a newer zod, which its code may call, takes its own copy rather than the host's older one.
    const version = installedVersion(dir, 'zod');
    shared['zod/mini'] = {
      import: ZOD_MINI_SURFACE,
      singleton: false,
      requiredVersion: `^${version}`,
      version,
      strictVersion: false,
      eager: false,
    };
  }
  if (deps['shared-contracts']) {
    const entry = {
      singleton: true,
      strictVersion: true,
      version: contractsVersion,
      requiredVersion: `^${contractsMajor}.0.0`,
      eager: false,
    };
    // Only the parts with state every app must see as one are shared: the host context and the
    // remotes' providers (a React context is one object) and the ciphers (crypto-js, loaded on
    // demand, once per page). The rest (API catalogue, schemas, domain rules, constants) is
    // stateless: each app bundles the part it uses, tree-shaken, as it does zod (issue 19: the
    // whole contract was 25.7 KiB gzip before every first paint). The release planner still refuses
    // a remote built against another contract major (remote-plan.ts), and the shared React part
    // keeps the strict version check.
    shared['shared-contracts/react'] = entry;
    shared['shared-contracts/crypto'] = { ...entry };
  }
  return shared;
}

/**
 * How every federation runtime of the platform is built: remotes are registered by their entry
 * script, never by manifest (shell/src/federation/remote-loader.ts), so the snapshot plugin that
 * reads manifests is left out, and so is the Node.js side. The remotes pass it to the plugin's
 * `experiments.optimization`; the host, built without the plugin (ADR 0011), defines what the
 * plugin would define from it.
 */
const RUNTIME_OPTIMIZATION = Object.freeze({ disableSnapshot: true, target: 'web' });

/** The version the runtime-core provider plugin publishes (`_FEDERATION_RUNTIME_CORE_FROM.version`). */
function providedRuntimeVersion() {
  return readJson(path.join(path.dirname(runtimeCoreProviderPlugin()), '..', 'package.json')).version;
}

/** The name of {@link definePlugin}'s plugins (the server build keeps them: create-server-config.cjs). */
const DEFINE_PLUGIN_NAME = 'WlDefinePlugin';

/** A DefinePlugin of the webpack running the build (its cache can store what this one adds). */
function definePlugin(definitions) {
  return { name: DEFINE_PLUGIN_NAME, apply: (compiler) => new compiler.webpack.DefinePlugin(definitions).apply(compiler) };
}

/** Gives the page's own scripts `fetchpriority="high"` (HtmlWebpackPlugin's tags). */
function mainScriptFirstPlugin() {
  return {
    apply(compiler) {
      compiler.hooks.compilation.tap('WlMainScriptFirst', (compilation) => {
        HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap('WlMainScriptFirst', (data) => {
          for (const tag of data.assetTags.scripts) tag.attributes.fetchpriority = 'high';
          return data;
        });
      });
    },
  };
}

/** The request the host's shared modules import the zod/mini surface by (ZOD_MINI_SURFACE). */
const ZOD_MINI_SURFACE_REQUEST = 'wl-zod-mini-surface';

/** The request the host imports the remotes' bundler runtime by (bundlerRuntimeModule). */
const BUNDLER_RUNTIME_REQUEST = 'wl-federation-bundler-runtime';

/** The request the host's federation runtime imports the runtime-core provider plugin by. */
const RUNTIME_CORE_PROVIDER_REQUEST = 'wl-federation-runtime-core-provider';

/**
 * What the host tells the federation runtime about each module it provides (ADR 0011): the same
 * versions and rules a federated build would declare ({@link sharedConfig}), by share key. The host's
 * code maps each key to its own copy (shell/src/federation/shared-provides.ts); a test checks that
 * the two list the same keys. The `react/` and `react-dom/` prefixes become the entry points the
 * remotes consume (`react/jsx-runtime`, `react-dom/client`).
 * @returns {Record<string, { version: string, requiredVersion: string, singleton: boolean, strictVersion: boolean }>}
 */
function hostSharedRules(dir) {
  const rules = {};
  const PREFIX_ENTRIES = { 'react/': ['react/jsx-runtime'], 'react-dom/': ['react-dom/client'] };
  for (const [key, entry] of Object.entries(sharedConfig(dir))) {
    const rule = {
      version: entry.version,
      requiredVersion: entry.requiredVersion,
      singleton: entry.singleton,
      strictVersion: Boolean(entry.strictVersion),
    };
    for (const name of PREFIX_ENTRIES[key] ?? (key.endsWith('/') ? [] : [key])) rules[name] = rule;
  }
  return rules;
}

/**
 * @param {object} options
 * @param {string} options.dir            the package folder (import.meta.dirname of the config)
 * @param {string} options.name           federation container name (a JS identifier, e.g. mfe_lobby)
 * @param {'host' | 'remote'} options.kind
 * @param {number} [options.port]         dev server port; a remote's is its devPort in
 *                                        shared-contracts/src/remotes/remote-list.json
 * @param {Record<string, string>} [options.exposes]
 * @param {string[]} [options.runtimePlugins]  a remote's federation runtime plugins (the host,
 *                                             built without the plugin, starts its runtime itself)
 * @param {string} [options.title]        HTML title of the app's own page
 * @param {Record<string, unknown>} [options.define] extra compile-time constants
 */
/** A remote's dev-server port, from the list of remotes (the shell's dev proxies use the same). */
function remoteDevPort(packageName) {
  const port = REMOTE_DEV_PORTS[packageName];
  if (port === undefined)
    throw new Error(`${packageName} is not in shared-contracts/src/remotes/remote-list.json: no dev port (pass options.port)`);
  return port;
}

function createFederatedConfig(options, argv = {}) {
  const { dir, name, kind, exposes = {}, runtimePlugins = [], title = name, define = {} } = options;
  const isProd = argv.mode === 'production' || process.env.NODE_ENV === 'production';
  const refresh = usesFastRefresh(isProd);
  const pkg = readJson(path.join(dir, 'package.json'));
  const port = (options.port ?? remoteDevPort(pkg.name)) + DEV_PORT_OFFSET;
  const version = process.env.MF_BUILD_VERSION || pkg.version;
  // Production CSS goes to content-hashed files per chunk (loaded beside the chunk's JavaScript, no
  // inline source maps), so no style is injected at run time and the edge's CSP needs no
  // 'unsafe-inline' for styles; development keeps style-loader for fast reloads.
  const styleLoader = isProd ? MiniCssExtractPlugin.loader : require.resolve('style-loader');
  if (!process.env.MF_BUILD_VERSION) process.env.MF_BUILD_VERSION = version;

  return {
    mode: isProd ? 'production' : 'development',
    context: dir,
    entry: { main: './src/index.ts' },
    devtool: isProd ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath: kind === 'remote' ? 'auto' : '/',
      filename: isProd ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: isProd ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: name,
      clean: true,
      // The site enforces Trusted Types (issue 49.7, edge/src/http/security-headers.ts): webpack's
      // chunk loader gives `script.src` URLs made by a policy of this name (every app has one: the
      // CSP allows the name more than once). The chunk URLs are the build's own, under 'self'.
      trustedTypes: { policyName: WEBPACK_TRUSTED_TYPES_POLICY },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      alias: {
        ...(refresh ? refreshRuntimeAliases() : {}),
        ...(pkg.dependencies?.['react-router-dom'] || pkg.peerDependencies?.['react-router-dom'] ? reactRouterAliases(dir, isProd) : {}),
        ...(pkg.dependencies?.zod ? zodMiniAliases(dir) : {}),
        // The host provides the router to the remotes as the facade (shared-provides.ts), so its own
        // code imports the facade too: one router module, one context, for every app.
        ...(kind === 'host'
          ? {
              'react-router-dom$': REACT_ROUTER_FACADE,
              [RUNTIME_CORE_PROVIDER_REQUEST]: runtimeCoreProviderPlugin(),
              [`${BUNDLER_RUNTIME_REQUEST}$`]: bundlerRuntimeModule(),
              [`${ZOD_MINI_SURFACE_REQUEST}$`]: ZOD_MINI_SURFACE,
            }
          : {}),
      },
    },
    module: {
      // A missing export is a build error, not a warning (an undefined component at run time).
      parser: { javascript: { exportsPresence: 'error' } },
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          use: [
            // Last: unused schemas drop out of the minified build (pure-schemas-loader.cjs).
            require.resolve('./pure-schemas-loader.cjs'),
            {
              loader: require.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !isProd, refresh } },
                  target: 'es2020',
                },
              },
            },
          ],
        },
        {
          test: /\.module\.css$/,
          use: [
            styleLoader,
            {
              loader: require.resolve('css-loader'),
              options: {
                modules: {
                  namedExport: false,
                  exportLocalsConvention: 'as-is',
                  localIdentName: isProd ? `${name}-[hash:base64:6]` : `${name}-[name]-[local]`,
                },
              },
            },
          ],
        },
        {
          test: /\.css$/,
          exclude: /\.module\.css$/,
          use: [styleLoader, require.resolve('css-loader')],
        },
        { test: /\.(png|jpe?g|gif|webp|woff2?)$/, type: 'asset', parser: { dataUrlCondition: { maxSize: 4096 } } },
        // An SVG is a file of its own, never a data URL inside a script: base64 art in the shell's
        // main script (the footer's payment logos) was 0.7 KiB gzip on every first paint for
        // pictures below the fold, which a lazy img fetches when it is near the screen.
        { test: /\.svg$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      // ignoreOrder: CSS modules are scoped by class, so the order two lazy chunks were seen in is not
      // a cascade dependency worth a warning.
      ...(isProd
        ? [
            new MiniCssExtractPlugin({
              filename: '[name].[contenthash:8].css',
              chunkFilename: '[name].[contenthash:8].css',
              ignoreOrder: true,
            }),
          ]
        : []),
      new webpack.DefinePlugin({
        __APP_NAME__: JSON.stringify(name),
        __APP_VERSION__: JSON.stringify(version),
        ...Object.fromEntries(Object.entries(define).map(([k, v]) => [k, JSON.stringify(v)])),
      }),
      ...refreshPlugins(isProd, name),
      // The host is built without the federation plugin (ADR 0011): it starts the federation
      // runtime itself when it first plans a remote (shell/src/federation/federation-runtime.ts) and
      // provides its own copies of the shared modules, whose versions and rules it reads from here.
      ...(kind === 'host'
        ? [
            definePlugin({
              __WL_SHARED__: JSON.stringify(hostSharedRules(dir)),
              // The runtime version its provider plugin publishes for the remotes, known before the
              // runtime starts, so a remote's release guards need not wait for its chunk.
              __WL_FEDERATION_RUNTIME__: JSON.stringify(providedRuntimeVersion()),
              // The runtime the host bundles is built as the remotes' is (RUNTIME_OPTIMIZATION): what
              // the plugin would define from their `experiments.optimization`.
              FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: JSON.stringify(RUNTIME_OPTIMIZATION.disableSnapshot),
              FEDERATION_OPTIMIZE_NO_REMOTE: 'false',
              FEDERATION_OPTIMIZE_NO_SHARED: 'false',
              ENV_TARGET: JSON.stringify(RUNTIME_OPTIMIZATION.target),
            }),
          ]
        : []),
      ...(kind === 'remote'
        ? [
            new ModuleFederationPlugin({
              name,
              filename: 'remoteEntry.js',
              exposes,
              remotes: {},
              shared: sharedConfig(dir),
              shareStrategy: 'loaded-first',
              runtimePlugins,
              dts: false,
              dev: false,
              manifest: { fileName: 'mf-manifest.json' },
              // One federation runtime per page: the shell provides runtime-core as a global and a production
              // remote entry uses it instead of bundling its own (about 20 KiB gzip less per remote). Dev
              // servers keep it bundled so a remote's own page still runs without the shell.
              // The runtime without what this platform never uses (RUNTIME_OPTIMIZATION).
              experiments: {
                externalRuntime: isProd,
                optimization: { ...RUNTIME_OPTIMIZATION },
              },
            }),
            // The page template's child compilation gets none of the shared providers (their chunks
            // were emitted twice: child-compilers-without-shared.cjs).
            new ChildCompilersWithoutSharedPlugin(),
            ...(isProd ? [hostBundlerRuntimePlugin()] : []),
          ]
        : []),
      new HtmlWebpackPlugin({
        template: fs.existsSync(path.join(dir, 'public', 'index.html'))
          ? path.join(dir, 'public', 'index.html')
          : path.join(__dirname, 'index.html'),
        title,
        chunks: ['main'],
        scriptLoading: 'defer',
        publicPath: kind === 'remote' ? './' : '/',
      }),
      // A remote's chunk loads ask the host for their release-record hash (the host checks the entry).
      // Not under the development server: its chunks change on every save, after the page read the
      // dev server's record (dev-release-record.cjs), and its hot updates are in no record.
      ...(kind === 'remote' && process.env.WEBPACK_SERVE !== 'true' ? [new ScriptIntegrityPlugin()] : []),
      // The host's code comes first: the page also preloads the first screen's remote files (the
      // edge), at low priority, and a deferred script is low priority too unless told otherwise.
      ...(kind === 'host' ? [mainScriptFirstPlugin()] : []),
      // Which packages each production chunk holds (read by the byte budgets and the benchmark).
      ...(isProd ? [new BuildReportPlugin({ app: name }), precompressPlugin()] : []),
    ],
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
    },
    performance: { hints: false },
    // The shared config (this file and its helpers) is a build dependency: changing it rebuilds.
    cache: {
      type: 'filesystem',
      cacheDirectory: path.join(dir, 'node_modules', '.cache', 'webpack'),
      buildDependencies: {
        config: [
          __filename,
          path.join(__dirname, 'child-compilers-without-shared.cjs'),
          path.join(__dirname, 'dev-release-record.cjs'),
          path.join(__dirname, 'fast-refresh-across-apps.cjs'),
          path.join(__dirname, 'script-integrity-plugin.cjs'),
          path.join(__dirname, 'build-report-plugin.cjs'),
          path.join(__dirname, 'pure-schemas-loader.cjs'),
        ],
      },
    },
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
    devServer: {
      port,
      host: '127.0.0.1',
      historyApiFallback: true,
      // Fast Refresh (under the development server unless WL_FAST_REFRESH=0): an edited component is
      // swapped in place and keeps its state; an edit React cannot refresh reloads the page.
      hot: refresh,
      liveReload: true,
      // The shell's page (another origin) opens a remote's hot-update socket: the server is bound to
      // the loopback address, so any Host/Origin header it sees comes from this machine.
      ...(kind === 'remote' ? { allowedHosts: 'all' } : {}),
      // The shell plans a remote from its release record: a remote's dev server writes one for the
      // build it holds (`/release.json`, dev-release-record.cjs).
      ...(kind === 'remote'
        ? {
            setupMiddlewares: (middlewares, server) => [
              devReleaseRecordMiddleware(
                {
                  remote: pkg.name,
                  version,
                  container: name,
                  sharedContracts: readJson(path.join(repoRoot, 'shared-contracts', 'package.json')).version,
                  react: pkg.dependencies?.react || pkg.peerDependencies?.react ? installedVersion(dir, 'react') : null,
                },
                server,
              ),
              ...middlewares,
            ],
          }
        : {}),
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/wps', '/lgw', '/demo-games', '/assets-api', '/__control'], target: PLATFORM_API_URL, changeOrigin: false }],
      client: {
        overlay: { errors: true, warnings: false },
        // A remote's code runs on the shell's page (proxied under /registry/<remote>/): its hot-update
        // client must talk to its own dev server, not to the page's origin.
        ...(kind === 'remote' ? { webSocketURL: `ws://127.0.0.1:${port}/ws` } : {}),
      },
    },
  };
}

/**
 * React Fast Refresh: on under the development server (`webpack serve`, which sets WEBPACK_SERVE),
 * in the shell and in every remote, unless WL_FAST_REFRESH=0 (then live reload: the page reloads on
 * save); never in a production build, nor in a one-off development build. A remote's components
 * refresh on the shell's page too: one refresh runtime serves the page (fast-refresh-across-apps.cjs),
 * and a remote's hot-update client talks to its own dev server (devServer.client below).
 */
function usesFastRefresh(isProd) {
  return !isProd && process.env.WEBPACK_SERVE === 'true' && process.env.WL_FAST_REFRESH !== '0';
}

/** The Fast Refresh plugin, its components registered under the app's own name. */
function refreshPlugins(isProd, name) {
  return usesFastRefresh(isProd) ? [refreshPlugin(name)] : [];
}

module.exports = {
  createFederatedConfig,
  DEFINE_PLUGIN_NAME,
  usesFastRefresh,
  sharedConfig,
  hostSharedRules,
  providedRuntimeVersion,
  repoRoot,
  bundlerRuntimeModule,
  BUNDLER_RUNTIME_REQUEST,
  REMOTE_BUNDLER_RUNTIME,
  RUNTIME_CORE_PROVIDER_REQUEST,
  ZOD_MINI_SURFACE,
  ZOD_MINI_SURFACE_REQUEST,
};
