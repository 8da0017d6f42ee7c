const { createJestProject } = require('platform-tooling/jest');

const project = createJestProject({ dir: __dirname, name: 'platform-api', environment: 'node' });

// Fastify's inject (light-my-request) requires `cookie@2`, which ships only as ESM: let swc turn it
// into CommonJS like the packages the shared config already lets through.
module.exports = {
  ...project,
  transformIgnorePatterns: [
    '/node_modules/(?!.pnpm|swiper|ssr-window|dom7|cookie/)',
    '/node_modules/\\.pnpm/(?!(swiper|ssr-window|dom7|cookie)@)',
  ],
};
