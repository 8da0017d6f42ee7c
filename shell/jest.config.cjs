const path = require('node:path');
const { createJestProject } = require('platform-tooling/jest');

const project = createJestProject({ dir: __dirname, name: 'shell', environment: 'jsdom' });

// ESM-only packages jest must compile to CommonJS (the UI's from the tooling, plus the edge's).
const ESM_PACKAGES = ['swiper', 'ssr-window', 'dom7', 'content-disposition', 'cookie'].join('|');

module.exports = {
  ...project,
  // The edge server is plain Node ESM (edge/*.mjs); its tests (test/, node environment by
  // docblock) load it through the same swc transform, compiled to CommonJS.
  transform: { ...project.transform, '^.+\\.mjs$': project.transform['^.+\\.(t|j)sx?$'] },
  transformIgnorePatterns: [`/node_modules/(?!.pnpm|${ESM_PACKAGES})`, `/node_modules/\\.pnpm/(?!(${ESM_PACKAGES})@)`],
  setupFiles: [
    ...(project.setupFiles ?? []),
    path.join(__dirname, 'test/jsdom-text-encoding.cjs'),
    path.join(__dirname, 'test/contracts-brand-workaround.cjs'),
  ],
};
