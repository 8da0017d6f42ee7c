const path = require('node:path');
const { createJestProject } = require('platform-tooling/jest');

const project = createJestProject({ dir: __dirname, name: 'mfe-promotions', environment: 'jsdom' });
// See test/contracts-brand-workaround.cjs (shared-contracts' TEST_BRAND does not parse with zod 4
// yet) and test/text-encoding-polyfill.cjs (react-router 7 in jsdom).
module.exports = {
  ...project,
  setupFiles: [
    ...(project.setupFiles ?? []),
    path.join(__dirname, 'test/text-encoding-polyfill.cjs'),
    path.join(__dirname, 'test/contracts-brand-workaround.cjs'),
  ],
};
