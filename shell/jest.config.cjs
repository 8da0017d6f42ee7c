const { createJestProject } = require('platform-tooling/jest');

const project = createJestProject({ dir: __dirname, name: 'shell', environment: 'jsdom' });

// The host's build defines its shared modules' rules and resolves the runtime-core provider plugin
// (ADR 0011, tooling/webpack/create-config.cjs); its tests see the same rules, and a stand-in for
// the plugin (they mock the federation runtime it would publish).
const {
  bundlerRuntimeModule,
  hostSharedRules,
  providedRuntimeVersion,
  BUNDLER_RUNTIME_REQUEST,
  RUNTIME_CORE_PROVIDER_REQUEST,
  ZOD_MINI_SURFACE,
  ZOD_MINI_SURFACE_REQUEST,
} = require('platform-tooling/webpack');
const runtimeCoreProvider = '<rootDir>/src/testing/runtime-core-provider.stub.ts';

module.exports = {
  ...project,
  globals: { ...project.globals, __WL_SHARED__: hostSharedRules(__dirname), __WL_FEDERATION_RUNTIME__: providedRuntimeVersion() },
  moduleNameMapper: {
    ...project.moduleNameMapper,
    [`^${RUNTIME_CORE_PROVIDER_REQUEST}$`]: runtimeCoreProvider,
    // The bundler runtime as its CommonJS build (the host's build takes its ES module twin).
    [`^${BUNDLER_RUNTIME_REQUEST}$`]: bundlerRuntimeModule().replace(/index\.js$/, 'index.cjs'),
    // The zod/mini surface the host provides, over the tests' zod/mini (webpack's alias is the same file).
    [`^${ZOD_MINI_SURFACE_REQUEST}$`]: ZOD_MINI_SURFACE,
    '^wl-zod-mini$': require.resolve('zod/mini', { paths: [__dirname] }),
  },
  // The zod/mini surface is an ES module (tooling/webpack/zod-mini-surface.mjs, shared with the
  // build): compiled to CommonJS by the same swc transform. Without it every remote module the
  // tests load through shared-provides.ts failed, and the slots showed their fallback.
  transform: { ...project.transform, '^.+\\.mjs$': project.transform['^.+\\.(t|j)sx?$'] },
};
