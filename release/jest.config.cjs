const { createJestProject } = require('platform-tooling/jest');

const project = createJestProject({ dir: __dirname, name: 'release', environment: 'node' });

// The fleet tests drive the root scripts' fleet (scripts/lib/fleet.mjs: plain Node ESM), loaded
// through the same swc transform, compiled to CommonJS.
module.exports = { ...project, transform: { ...project.transform, '^.+\\.mjs$': project.transform['^.+\\.(t|j)sx?$'] } };
