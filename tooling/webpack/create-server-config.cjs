// The server build of an app's frame (issue 47): the SAME modules as the browser build, bundled for
// Node so the edge renders the shell's frame with react-dom/static before any script reaches the
// browser, which then hydrates it. Derived from the browser config, so the loaders, aliases,
// compile-time constants and — what hydration depends on — the CSS modules' class names are the
// browser build's own (same context, same localIdentName). What only a browser page needs is left
// out: extracted CSS (the server only needs the class names), the page template, precompression, the
// build report. One file: the edge requires it once.
const path = require('node:path');
const webpack = require('webpack');
const { DEFINE_PLUGIN_NAME } = require('./create-config.cjs');

/** The folder the server build is written to, inside the package (never served: not under dist/). */
const SERVER_DIST = 'dist-server';
/** Its one file. */
const SERVER_BUNDLE = 'frame.cjs';

/** The browser rule for `test`, found by the test's source. */
function ruleFor(rules, test) {
  return rules.find((rule) => rule.test instanceof RegExp && rule.test.source === test.source);
}

/**
 * @param {import('webpack').Configuration} browser the app's production browser config
 * @param {{ dir: string, entry: string }} options the package folder and the server entry (relative to it)
 * @returns {import('webpack').Configuration}
 */
function createServerConfig(browser, { dir, entry }) {
  const rules = browser.module.rules.map((rule) => ({ ...rule }));
  const cssModules = ruleFor(rules, /\.module\.css$/);
  const cssLoader = cssModules.use.find((use) => typeof use === 'object' && String(use.loader).includes('css-loader'));
  // Only the class names, exactly as the browser build names them.
  cssModules.use = [{ ...cssLoader, options: { ...cssLoader.options, modules: { ...cssLoader.options.modules, exportOnlyLocals: true } } }];
  // A plain stylesheet is the browser's (theme.css comes with the page): nothing on the server.
  const plainCss = ruleFor(rules, /\.css$/);
  plainCss.use = [require.resolve('./empty-module-loader.cjs')];
  // Images keep the browser build's addresses and are not written again.
  for (const rule of rules) {
    if (rule.type === 'asset' || rule.type === 'asset/resource') rule.generator = { ...rule.generator, emit: false };
  }
  return {
    ...browser,
    entry: { frame: entry },
    target: 'node20',
    devtool: false,
    output: {
      path: path.join(dir, SERVER_DIST),
      filename: SERVER_BUNDLE,
      chunkFilename: 'frame.[id].cjs',
      assetModuleFilename: browser.output.assetModuleFilename,
      publicPath: browser.output.publicPath,
      library: { type: 'commonjs2' },
      clean: true,
    },
    module: { ...browser.module, rules },
    plugins: [
      ...browser.plugins.filter((plugin) => plugin instanceof webpack.DefinePlugin || plugin.name === DEFINE_PLUGIN_NAME),
      // Lazy imports (the texts of each language, lazy pages) are in the one file: a render never waits for a chunk.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    // Read by the edge's server, not a browser: nothing gains from minifying it.
    optimization: { ...browser.optimization, minimize: false, splitChunks: false },
    cache:
      browser.cache?.type === 'filesystem'
        ? {
            ...browser.cache,
            cacheDirectory: path.join(dir, 'node_modules', '.cache', 'webpack-server'),
            buildDependencies: { config: [...(browser.cache.buildDependencies?.config ?? []), __filename] },
          }
        : browser.cache,
    devServer: undefined,
  };
}

module.exports = { createServerConfig, SERVER_DIST, SERVER_BUNDLE };
