const { createJestProject } = require('platform-tooling/jest');

module.exports = createJestProject({ dir: __dirname, name: 'release', environment: 'node' });
