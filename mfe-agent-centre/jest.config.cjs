const path = require('node:path');
const { createJestProject } = require('platform-tooling/jest');

const project = createJestProject({ dir: __dirname, name: 'mfe-agent-centre', environment: 'jsdom' });
// See test/contracts-brand-workaround.cjs: shared-contracts' TEST_BRAND does not parse with zod 4 yet.
module.exports = { ...project, setupFiles: [...(project.setupFiles ?? []), path.join(__dirname, 'test/contracts-brand-workaround.cjs')] };
