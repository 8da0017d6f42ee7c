const { createJestProject } = require('./jest/create-project.cjs');

const project = createJestProject({ dir: __dirname, name: 'tooling', environment: 'node' });

// The root scripts (scripts/**/*.mjs) are plain Node ESM; their tests load them through the same
// swc transform, compiled to CommonJS.
module.exports = { ...project, transform: { ...project.transform, '^.+\\.mjs$': project.transform['^.+\\.(t|j)sx?$'] } };
