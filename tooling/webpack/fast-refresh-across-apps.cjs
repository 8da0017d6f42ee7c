// React Fast Refresh across the federation boundary (issue 40): one refresh runtime for the page.
//
// Every app's development server build carries @pmmmwh/react-refresh-webpack-plugin, which bundles
// react-refresh's runtime into the app and registers the app's components with it ($RefreshReg$,
// $RefreshSig$), and whose entry calls `injectIntoGlobalHook` so the runtime learns of the React
// renderer when react-dom loads. On the shell's page a remote's code runs beside the shell's, with the
// shell's react-dom (a shared singleton): a runtime of the remote's own would be injected after
// react-dom loaded, hold none of the page's roots, and replace the renderer's refresh handler with
// one that knows only the remote's components (a later refresh of the shell would forget the
// remote's new versions and the other way round).
//
// So `react-refresh/runtime` resolves, in every app, to refresh-runtime.cjs: the first app on the
// page (the shell, whose entry runs before it loads react-dom) creates the page's runtime on
// globalThis and injects it into the hook once; every later app (a remote's container) takes that
// one. Each app registers its components under its own name (the plugin's `library` option), so two
// apps' modules with the same id (`./src/App.tsx` in both) stay two families. A remote on its own
// page is the first app there and creates the runtime itself.
const path = require('node:path');

/** The module every app's `react-refresh/runtime` resolves to. */
const PAGE_RUNTIME = path.join(__dirname, 'refresh-runtime.cjs');

/** The request refresh-runtime.cjs imports react-refresh's own runtime by. */
const REACT_REFRESH_RUNTIME_REQUEST = 'wl-react-refresh-runtime';

/**
 * resolve.alias entries of a development server build with Fast Refresh. The plugin's loader
 * imports the runtime by the absolute path of react-refresh's main file (runtime.js), its entry and
 * helpers by `react-refresh/runtime`: both become the page's runtime; that one imports react-refresh's
 * development build by its own file, which no alias catches.
 */
function refreshRuntimeAliases() {
  const pluginDir = path.dirname(require.resolve('@pmmmwh/react-refresh-webpack-plugin/package.json'));
  const reactRefreshMain = require.resolve('react-refresh', { paths: [pluginDir] });
  return {
    'react-refresh/runtime$': PAGE_RUNTIME,
    [`${reactRefreshMain}$`]: PAGE_RUNTIME,
    [`${REACT_REFRESH_RUNTIME_REQUEST}$`]: path.join(path.dirname(reactRefreshMain), 'cjs', 'react-refresh-runtime.development.js'),
  };
}

/**
 * The refresh plugin of app `name`: its components register under `name`; the platform's own
 * build helpers (tooling/webpack: the page runtime above, the router facade, the zod surface) and
 * packages are not components and get no refresh code.
 */
function refreshPlugin(name) {
  const ReactRefreshWebpackPlugin = require('@pmmmwh/react-refresh-webpack-plugin');
  return new ReactRefreshWebpackPlugin({
    library: name,
    overlay: false,
    exclude: [/node_modules/, new RegExp(`^${escapeRegExp(__dirname)}`)],
  });
}

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

module.exports = { refreshRuntimeAliases, refreshPlugin, PAGE_RUNTIME, REACT_REFRESH_RUNTIME_REQUEST };
