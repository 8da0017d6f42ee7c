// What `react-refresh/runtime` is in every app's development server build with Fast Refresh
// (fast-refresh-across-apps.cjs): the page's one refresh runtime, created by the first app on the
// page, with this app's registrations under its own name. Never in a production build.
/* global __react_refresh_library__ */
const KEY = Symbol.for('wl.reactRefreshRuntime');

function createPageRuntime() {
  const runtime = require('wl-react-refresh-runtime');
  let injected = false;
  return {
    ...runtime,
    // Once per page: each app's refresh entry asks, the first one (before react-dom loads) does it.
    injectIntoGlobalHook(globalObject) {
      if (injected) return;
      injected = true;
      runtime.injectIntoGlobalHook(globalObject);
    },
  };
}

const page = globalThis[KEY] || (globalThis[KEY] = createPageRuntime());
const app = typeof __react_refresh_library__ === 'string' ? __react_refresh_library__ : '';

module.exports = {
  ...page,
  register: (type, id) => page.register(type, `${app} ${id}`),
};
