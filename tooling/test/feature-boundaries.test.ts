import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// house/feature-boundaries, house/floors and house/api-in-feature-api (tooling/lint/house-plugin.mjs) proven the
// way import-boundaries.test.ts proves the package boundaries: probe files linted by the real
// ESLint and config, all in ONE child process (flat config is ES modules, which jest cannot import).
const repoRoot = path.resolve(__dirname, '..', '..');
const BOUNDARY = 'house/feature-boundaries';
const API = 'house/api-in-feature-api';
const FLOORS = 'house/floors';
const imports = (specifier: string) => `import { x } from '${specifier}';\nexport const y = x;\n`;
const apiCall =
  'declare const host: { api: { call(e: unknown): unknown } };\nexport const y = host.api.call(endpoints.login);\nimport { endpoints } from "shared-contracts";\n';
const rewardClaimCall =
  'declare const host: { api: { call(e: unknown): unknown } };\nimport { endpoints } from "shared-contracts";\nexport const y = host.api.call(endpoints.rewardClaim);\n';

// [file, code, rule that must fire or null for none]
const probes: [string, string, string | null][] = [
  // A feature imports another feature: relative path, deeper relative path, alias, dynamic import.
  ['mfe-account/src/features/login/components/probe.tsx', imports('../../register/api/calls'), BOUNDARY],
  ['mfe-account/src/features/login/probe.ts', imports('../recovery/forgot-password'), BOUNDARY],
  ['mfe-lobby/src/features/home/components/probe.tsx', imports('mfe-lobby/src/features/games/components/game-grid'), BOUNDARY],
  ['mfe-lobby/src/features/home/probe.ts', imports('@/features/pvp/api/pvp-query'), BOUNDARY],
  ['mfe-promotions/src/features/vip/probe.ts', "export const y = import('../referral/anything');\n", BOUNDARY],
  // A new break in a remote with an allow-list is still refused.
  ['mfe-member-centre/src/features/deposit/probe.ts', imports('../withdraw/components/bank-card-form'), BOUNDARY],
  // Allowed: own feature, src/lib, src/components, src/app importing features, another remote's name.
  ['mfe-account/src/features/login/components/probe.tsx', imports('../api/login'), null],
  ['mfe-account/src/features/login/components/probe.tsx', imports('../../../lib/register-schema'), null],
  ['mfe-lobby/src/features/home/components/probe.tsx', imports('../../../components/game-card'), null],
  ['mfe-lobby/src/app/probe.tsx', imports('../features/games/components/game-grid'), null],
  // Floors: shared code (lib/, components/, hooks/) imports no feature, app/ or expose/; a feature
  // imports no app/ or expose/. By relative path, alias, dynamic import, jest.mock, a stylesheet; tests too.
  ['mfe-lobby/src/lib/probe.ts', imports('../features/games/utils/lanes'), FLOORS],
  ['mfe-lobby/src/lib/launch/probe.ts', imports('../../app/i18n'), FLOORS],
  ['mfe-lobby/src/lib/probe.ts', imports('../expose/game-frame'), FLOORS],
  ['mfe-lobby/src/components/probe.tsx', imports('@/features/games/hooks/use-window-rows'), FLOORS],
  [
    'mfe-lobby/src/components/probe.tsx',
    "import styles from '../features/games/components/game-grid.module.css';\nexport const y = styles;\n",
    FLOORS,
  ],
  ['mfe-account/src/hooks/probe.ts', imports('mfe-account/src/app/i18n'), FLOORS],
  ['mfe-promotions/src/hooks/probe.ts', "export const y = import('../features/vip/api/vip-query');\n", FLOORS],
  ['mfe-account/src/lib/probe.test.ts', imports('../app/i18n'), FLOORS],
  ['mfe-lobby/src/features/lottery/hooks/probe.ts', imports('../../../app/lobby-providers'), FLOORS],
  ['mfe-lobby/src/features/home/probe.ts', imports('~/expose/home-games'), FLOORS],
  ['mfe-member-centre/src/features/withdraw/components/probe.test.tsx', "jest.mock('../../../app/i18n');\nexport {};\n", FLOORS],
  ['mfe-agent-centre/src/features/contracts/probe.ts', "export type Y = import('src/app/i18n').X;\n", FLOORS],
  // Floors allowed: down or level (app/expose → anything, a feature → shared code, shared → shared),
  // any floor → locales/ and assets/, the test harness testing/ → any floor.
  ['mfe-lobby/src/expose/probe.tsx', imports('../features/lottery/components/lottery-page'), null],
  ['mfe-lobby/src/expose/probe.tsx', imports('../app/lobby-providers'), null],
  ['mfe-lobby/src/app/probe.tsx', imports('../lib/games-query'), null],
  ['mfe-lobby/src/features/lottery/hooks/probe.ts', imports('../../../hooks/use-debounced-value'), null],
  ['mfe-lobby/src/features/lottery/hooks/probe.test.ts', imports('../../../lib/launch/launch-route'), null],
  ['mfe-lobby/src/components/probe.tsx', imports('../lib/favourites/use-favourites'), null],
  ['mfe-lobby/src/lib/probe.ts', imports('../components/status-panel'), null],
  ['mfe-lobby/src/lib/probe.ts', imports('../locales/EN.json'), null],
  ['mfe-lobby/src/testing/probe.tsx', imports('../app/lobby-providers'), null],
  ['mfe-member-centre/src/testing/probe.tsx', imports('../app/i18n'), null],
  ['mfe-account/src/lib/challenge/probe.test.tsx', imports('../../testing/render-account-modals'), null],
  ['mfe-lobby/src/features/lottery/components/probe.test.tsx', imports('../../../testing/lobby-providers'), null],
  ['mfe-lobby/src/lib/probe.ts', imports('mfe-account/src/app/i18n'), null],
  // The API client outside a feature's api/: in a component, a hook, the app, a shared component.
  ['mfe-account/src/features/login/components/probe.tsx', apiCall, API],
  ['mfe-lobby/src/features/home/hooks/probe.ts', apiCall, API],
  ['mfe-lobby/src/app/probe.tsx', apiCall, API],
  ['mfe-account/src/components/probe.tsx', apiCall, API],
  ['mfe-agent-centre/src/features/contracts/components/probe.tsx', apiCall, API],
  [
    'mfe-account/src/features/login/components/probe.tsx',
    'declare const api: { call(e: unknown): unknown };\nexport const y = api.call(1);\n',
    API,
  ],
  // Allowed: in a feature's api/, in src/lib, in a test file.
  ['mfe-account/src/features/login/api/probe.ts', apiCall, null],
  ['mfe-lobby/src/lib/probe.ts', apiCall, null],
  ['mfe-account/src/features/login/components/probe.test.tsx', apiCall, null],
  // The allow-list admits a listed break (ALLOWED, added to the list for this run), in its file and
  // for its endpoint only.
  ['mfe-member-centre/src/features/rewards/components/allowed-probe.tsx', rewardClaimCall, null],
  [
    'mfe-member-centre/src/features/rewards/components/allowed-probe.tsx',
    'declare const host: { api: { call(e: unknown): unknown } };\nimport { endpoints } from "shared-contracts";\nexport const y = host.api.call(endpoints.rewardCenter);\n',
    API,
  ],
  ['mfe-member-centre/src/features/rewards/components/other-probe.tsx', rewardClaimCall, API],
  // A listed floors break (ALLOWED) is admitted in its file for its specifier only.
  ['mfe-lobby/src/lib/allowed-probe.ts', imports('../features/games/utils/lanes'), null],
  ['mfe-lobby/src/lib/allowed-probe.ts', imports('../features/games/utils/grid-layout'), FLOORS],
  ['mfe-lobby/src/lib/other-probe.ts', imports('../features/games/utils/lanes'), FLOORS],
  // The calls the list once admitted moved to their feature's api/: the old file is refused again.
  ['mfe-member-centre/src/features/rewards/components/reward-center-page.tsx', rewardClaimCall, API],
];

// Entries added, for this run only, to the allow-list the plugin reads (the child process reads
// the real file with them merged in; the file itself is not written).
const ALLOWED = [
  { rule: API, file: 'mfe-member-centre/src/features/rewards/components/allowed-probe.tsx', key: 'endpoints.rewardClaim' },
  { rule: FLOORS, file: 'mfe-lobby/src/lib/allowed-probe.ts', key: '../features/games/utils/lanes' },
];

const script = `
const fs = require('node:fs');
const path = require('node:path');
const { probes, allowed } = JSON.parse(fs.readFileSync(0, 'utf8'));
// The plugin reads the allow-list through node:fs: give it the real list with ALLOWED merged in.
const allowListPath = path.join(process.cwd(), 'tooling', 'lint', 'feature-boundaries.allow.json');
const readFileSync = fs.readFileSync;
fs.readFileSync = function (file, ...rest) {
  if (typeof file !== 'string' || path.resolve(file) !== allowListPath) return readFileSync.call(this, file, ...rest);
  const list = fs.existsSync(allowListPath) ? JSON.parse(readFileSync.call(this, allowListPath, 'utf8')) : {};
  for (const entry of allowed) {
    const byFile = (list[entry.rule] ??= {});
    byFile[entry.file] = [...(byFile[entry.file] ?? []), entry.key];
  }
  return JSON.stringify(list);
};
const { ESLint } = require('eslint');
const eslint = new ESLint({ cwd: process.cwd(), overrideConfig: { rules: { '@typescript-eslint/no-unused-vars': 'off' } } });
(async () => {
  const out = [];
  for (const probe of probes) {
    const [result] = await eslint.lintText(probe.code, { filePath: probe.file });
    out.push((result ? result.messages : []).map((m) => m.ruleId ?? 'parse-error: ' + m.message));
  }
  process.stdout.write(JSON.stringify(out));
})().catch((error) => { console.error(error); process.exit(1); });
`;

let ruleIds: string[][] = [];

beforeAll(() => {
  const input = JSON.stringify({ probes: probes.map(([file, code]) => ({ file, code })), allowed: ALLOWED });
  const result = spawnSync(process.execPath, ['-e', script], { cwd: repoRoot, input, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`eslint probe run failed: ${result.stderr}`);
  ruleIds = JSON.parse(result.stdout) as string[][];
}, 120_000);

describe('feature boundaries inside a remote', () => {
  it.each(probes.map(([file, code, rule], index) => [file, code.split('\n')[0], rule, index] as const))(
    '%s: %s → %s',
    (_file, _code, rule, index) => {
      expect(ruleIds[index]!.filter((id) => id.startsWith('parse-error'))).toEqual([]);
      const fired = ruleIds[index]!.filter((id) => id === BOUNDARY || id === API || id === FLOORS);
      expect(fired).toEqual(rule === null ? [] : [rule]);
    },
  );

  // Every rule's allow-list stays empty: no remote has a break (CLEAN in tooling/lint/feature-boundaries.mjs
  // holds every remote of the one list).
  it.each([BOUNDARY, API, FLOORS])('the allow-list of %s is empty', (rule) => {
    const list = JSON.parse(fs.readFileSync(path.join(repoRoot, 'tooling/lint/feature-boundaries.allow.json'), 'utf8')) as Record<
      string,
      Record<string, string[]>
    >;
    expect(list[rule]).toEqual({});
  });
});
