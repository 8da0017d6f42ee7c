import { spawnSync } from 'node:child_process';
import path from 'node:path';

// The package boundaries of HOUSE-STYLE are enforced by lint; this proves the rules fire (and do
// not fire on allowed imports) by linting probe files with the real ESLint and config. All probes
// are linted by ONE ESLint instance in one child process (ESLint's flat config is ES modules,
// which jest's module system cannot import in-process): spawning the CLI per probe took 35 s.
const repoRoot = path.resolve(__dirname, '..', '..');

const denied: [string, string][] = [
  ['mfe-lobby/src/probe.ts', "import { x } from 'shell';"],
  ['mfe-lobby/src/probe.ts', "import { x } from 'mfe-account/src/expose/account-modals';"],
  ['mfe-account/src/probe.ts', "import { x } from '../../mfe-lobby/src/app/i18n';"],
  ['mfe-promotions/src/probe.ts', "import { x } from '../../shell/src/bootstrap';"],
  ['shell/src/probe.ts', "import { x } from 'mfe-lobby/src/expose/category-lobby';"],
  ['shared-contracts/src/probe.ts', "import { x } from 'shell/src/bootstrap';"],
  ['shared-contracts/src/probe.ts', "import { x } from 'platform-ui';"],
  ['platform-ui/src/probe.ts', "import { x } from 'mfe-lobby/src/app/i18n';"],
];
const allowed: [string, string][] = [
  ['mfe-lobby/src/probe.ts', "import { endpoints } from 'shared-contracts';\nexport const y = endpoints;\n"],
  ['shell/src/probe.ts', "import { useHost } from 'shared-contracts/react';\nexport const y = useHost;\n"],
  ['mfe-agent-centre/src/probe.ts', "import { Dialog } from 'platform-ui';\nexport const y = Dialog;\n"],
];

const probes = [
  ...denied.map(([file, code]) => ({ file, code: `${code}\nexport const y = x;\n` })),
  ...allowed.map(([file, code]) => ({ file, code })),
];

const script = `
const { ESLint } = require('eslint');
const probes = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));
const eslint = new ESLint({ cwd: process.cwd(), overrideConfig: { rules: { '@typescript-eslint/no-unused-vars': 'off' } } });
(async () => {
  const out = [];
  for (const probe of probes) {
    const [result] = await eslint.lintText(probe.code, { filePath: probe.file });
    out.push((result ? result.messages : []).map((m) => m.ruleId ?? 'parse-error'));
  }
  process.stdout.write(JSON.stringify(out));
})().catch((error) => { console.error(error); process.exit(1); });
`;

let ruleIds: string[][] = [];

beforeAll(() => {
  const result = spawnSync(process.execPath, ['-e', script], { cwd: repoRoot, input: JSON.stringify(probes), encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`eslint probe run failed: ${result.stderr}`);
  ruleIds = JSON.parse(result.stdout) as string[][];
}, 120_000);

describe('import boundaries', () => {
  it.each(denied.map(([file, code], index) => [file, code, index] as const))('%s may not import %s', (_file, _code, index) => {
    expect(ruleIds[index]).toContain('no-restricted-imports');
  });

  it.each(allowed.map(([file, code], index) => [file, code, denied.length + index] as const))(
    '%s may import the contract',
    (_file, _code, index) => {
      expect(ruleIds[index]).not.toContain('no-restricted-imports');
    },
  );
});
