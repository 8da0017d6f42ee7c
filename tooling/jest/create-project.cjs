// One jest project per package, all built the same way: swc for TypeScript/TSX, CSS as identity
// proxies, images as a stub. Packages pick the environment (node for servers, jsdom for UI).
const path = require('node:path');

/**
 * @param {{ dir: string, name: string, environment?: 'node' | 'jsdom' }} options
 */
function createJestProject({ dir, name, environment = 'jsdom' }) {
  return {
    displayName: name,
    // Component tests drive a whole remote with user-event; in CI jest shares the 2-core machine
    // with the journeys and runs about 4.5 times slower than alone (15 s was short there).
    testTimeout: 30_000,
    rootDir: dir,
    testEnvironment: environment,
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx', '<rootDir>/test/**/*.test.ts'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: [
      '/node_modules/(?!.pnpm|swiper|ssr-window|dom7|cookie)',
      '/node_modules/\\.pnpm/(?!(swiper|ssr-window|dom7|cookie)@)',
    ],
    moduleNameMapper: {
      '\\.module\\.css$': 'identity-obj-proxy',
      '\\.css$': path.join(__dirname, 'file-stub.cjs'),
      '\\.(png|jpg|jpeg|svg|gif|webp)$': path.join(__dirname, 'file-stub.cjs'),
    },
    setupFiles: environment === 'jsdom' ? [path.join(__dirname, 'polyfills.cjs')] : [],
    setupFilesAfterEnv: [
      ...(environment === 'jsdom' ? [path.join(__dirname, 'setup-dom.cjs')] : []),
      // Apps load one language at a time; a package's tests start with all of its texts loaded.
      ...[path.join(dir, 'src/testing/preload-translations.ts')].filter((file) => require('node:fs').existsSync(file)),
    ],
  };
}

module.exports = { createJestProject };
