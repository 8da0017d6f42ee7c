const { createJestProject } = require('platform-tooling/jest');

const project = createJestProject({ dir: __dirname, name: 'shell', environment: 'jsdom' });

// ESM-only packages the edge server's tests need compiled to CommonJS, beyond the shared list.
const ESM_PACKAGES = ['content-disposition', 'cookie'].join('|');

module.exports = {
  ...project,
  // The edge server is plain Node ESM (edge/*.mjs); its tests (test/, node environment by
  // docblock) load it through the same swc transform, compiled to CommonJS.
  transform: { ...project.transform, '^.+\\.mjs$': project.transform['^.+\\.(t|j)sx?$'] },
  transformIgnorePatterns: [`/node_modules/(?!.pnpm|${ESM_PACKAGES})`, `/node_modules/\\.pnpm/(?!(${ESM_PACKAGES})@)`],
};
