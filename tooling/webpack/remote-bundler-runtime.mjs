// What a production remote's entry imports instead of `@module-federation/webpack-bundler-runtime`
// (create-config.cjs hostBundlerRuntimePlugin): the host's copy, one per page, published by the
// shell before it loads any remote (shell/src/federation/remote-bundler-runtime.ts). Each call
// gives the container an object of its own (its instance, options and share scope), over the one
// runtime. A remote's production entry already needs the host's runtime-core (`externalRuntime`),
// and the release planner refuses a remote built with another major of the federation plugin.

const GLOBAL = '__WL_FEDERATION_BUNDLER_RUNTIME__';

function hostBundlerRuntime() {
  const provide = globalThis[GLOBAL];
  if (typeof provide !== 'function') {
    throw new Error(`This remote runs on its host's federation runtime (${GLOBAL} is not set): load it from the shell.`);
  }
  return provide();
}

export default hostBundlerRuntime();
