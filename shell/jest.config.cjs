const { createJestProject } = require('platform-tooling/jest');

const project = createJestProject({ dir: __dirname, name: 'shell', environment: 'jsdom' });

// The edge server is plain Node ESM (edge/*.mjs); its tests (test/, node environment by docblock)
// import it through the same swc transform, compiled to CommonJS.
module.exports = {
  ...project,
  transform: { ...project.transform, '^.+\\.mjs$': project.transform['^.+\\.(t|j)sx?$'] },
};
