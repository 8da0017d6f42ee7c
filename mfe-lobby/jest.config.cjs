const path = require('node:path');
const { createJestProject } = require('platform-tooling/jest');

const project = createJestProject({ dir: __dirname, name: 'mfe-lobby', environment: 'jsdom' });
// jsdom lacks TextEncoder, which react-router 7 needs; the polyfill self-disables when tooling provides one.
module.exports = { ...project, setupFiles: [...(project.setupFiles ?? []), path.join(__dirname, 'test/jsdom-text-encoding.cjs')] };
