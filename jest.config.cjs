// One jest run over every package (each package has its own project config beside its code).
module.exports = {
  // Component tests drive whole remotes with user-event; on a loaded 2-core machine 5 s is short.
  testTimeout: 15_000,
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
    '<rootDir>/mfe-lobby',
    '<rootDir>/mfe-account',
    '<rootDir>/mfe-member-centre',
    '<rootDir>/mfe-agent-centre',
    '<rootDir>/mfe-promotions',
    '<rootDir>/release',
    '<rootDir>/platform-ui',
  ].filter((dir) => require('node:fs').existsSync(require('node:path').join(dir.replace('<rootDir>', __dirname), 'jest.config.cjs'))),
};
