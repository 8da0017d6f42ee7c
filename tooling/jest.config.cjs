const { createJestProject } = require('./jest/create-project.cjs');
module.exports = createJestProject({ dir: __dirname, name: 'tooling', environment: 'node' });
