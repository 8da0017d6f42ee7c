const { createJestProject } = require('platform-tooling/jest');
module.exports = createJestProject({ dir: __dirname, name: 'platform-ui', environment: 'jsdom' });
