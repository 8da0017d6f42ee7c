const { createJestProject } = require('platform-tooling/jest');

const project = createJestProject({ dir: __dirname, name: 'edge', environment: 'node' });

// ESM-only packages of the server's dependencies (fastify's), compiled to CommonJS beyond the shared list.
const ESM_PACKAGES = ['content-disposition', 'cookie'].join('|');

// The frame tests render the shell's own components (shell/src/server/render-frame.tsx, what its
// server build bundles): they resolve the shell's modules with the shell's own test settings.
const shell = require('shell/jest.config.cjs');

module.exports = {
  ...project,
  globals: { ...project.globals, ...shell.globals },
  moduleNameMapper: { ...shell.moduleNameMapper, ...project.moduleNameMapper },
  // The root scripts' fleet (scripts/lib/fleet.mjs, plain Node ESM) loads through the same swc
  // transform, compiled to CommonJS.
  transform: { ...project.transform, '^.+\\.mjs$': project.transform['^.+\\.(t|j)sx?$'] },
  transformIgnorePatterns: [`/node_modules/(?!.pnpm|${ESM_PACKAGES})`, `/node_modules/\\.pnpm/(?!(${ESM_PACKAGES})@)`],
};
