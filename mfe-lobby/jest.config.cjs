const path = require('node:path');
const { createJestProject } = require('platform-tooling/jest');

const project = createJestProject({ dir: __dirname, name: 'mfe-lobby', environment: 'jsdom' });
// jsdom has no layout and no scrolling; the lobby's virtualised grid scrolls the window.
project.setupFiles = [...project.setupFiles, path.join(__dirname, 'src/testing/jsdom-scroll.ts')];
module.exports = project;
