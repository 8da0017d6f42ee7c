// One jest run over every package (each package has its own project config beside its code).
// The remotes are shared-contracts/src/remotes/remote-list.json's.
const { REMOTES } = require('./tooling/remotes.cjs');

module.exports = {
  // Component tests drive whole remotes with user-event; in CI jest shares the 2-core machine with
  // the journeys and runs about 4.5 times slower than alone (15 s was short there).
  testTimeout: 30_000,
  // Jest's default is one worker fewer than the cores: on the 2-core CI machine that is a single
  // worker. Each test file is independent (its own jsdom), so use every core.
  maxWorkers: '100%',
  // Tests run in a shuffled order, inside each file, every run: a test that leans on what an earlier
  // test left behind fails here, not by luck later. Jest prints the seed ("Seed: -123"); replay
  // that order with `npx jest --seed=-123` (add `--selectProjects <package>` and the file path).
  randomize: true,
  projects: [
    '<rootDir>/tooling',
    '<rootDir>/shared-contracts',
    '<rootDir>/platform-api',
    '<rootDir>/shell',
    '<rootDir>/edge',
    ...REMOTES.map((remote) => `<rootDir>/${remote}`),
    '<rootDir>/release',
    '<rootDir>/platform-ui',
  ].filter((dir) => require('node:fs').existsSync(require('node:path').join(dir.replace('<rootDir>', __dirname), 'jest.config.cjs'))),
};
