const path = require('node:path');
const { createJestProject } = require('platform-tooling/jest');

const project = createJestProject({ dir: __dirname, name: 'mfe-lobby', environment: 'jsdom' });
module.exports = {
  ...project,
  setupFiles: [
    ...(project.setupFiles ?? []),
    path.join(__dirname, 'test/jsdom-text-encoding.cjs'),
    path.join(__dirname, 'test/contracts-brand-workaround.cjs'),
  ],
};
