import { spawnSync } from 'node:child_process';
import path from 'node:path';

// The package boundaries of HOUSE-STYLE are enforced by lint; this proves the rules fire (and do
// not fire on allowed imports) by linting probe files through the real ESLint CLI and config.
const repoRoot = path.resolve(__dirname, '..', '..');
const eslint = path.join(repoRoot, 'node_modules', '.bin', 'eslint');

function lint(filePath: string, code: string): string[] {
  const result = spawnSync(eslint, ['--stdin', '--stdin-filename', filePath, '--format', 'json', '--rule', '{"@typescript-eslint/no-unused-vars":"off"}'], {
    cwd: repoRoot,
    input: code,
    encoding: 'utf8',
  });
  const report = JSON.parse(result.stdout || '[]') as { messages: { ruleId: string | null }[] }[];
  return report.flatMap((file) => file.messages.map((m) => m.ruleId ?? 'parse-error'));
}

describe('import boundaries', () => {
  it.each([
    ['mfe-lobby/src/probe.ts', "import { x } from 'shell';"],
    ['mfe-lobby/src/probe.ts', "import { x } from 'mfe-account/src/expose/account-modals';"],
    ['mfe-account/src/probe.ts', "import { x } from '../../mfe-lobby/src/app/i18n';"],
    ['mfe-promotions/src/probe.ts', "import { x } from '../../shell/src/bootstrap';"],
    ['shell/src/probe.ts', "import { x } from 'mfe-lobby/src/expose/category-lobby';"],
    ['shared-contracts/src/probe.ts', "import { x } from 'shell/src/bootstrap';"],
    ['shared-contracts/src/probe.ts', "import { x } from 'platform-ui';"],
    ['platform-ui/src/probe.ts', "import { x } from 'mfe-lobby/src/app/i18n';"],
  ])('%s may not import %s', (file, code) => {
    expect(lint(file, `${code}\nexport const y = x;\n`)).toContain('no-restricted-imports');
  }, 60_000);

  it.each([
    ['mfe-lobby/src/probe.ts', "import { endpoints } from 'shared-contracts';\nexport const y = endpoints;\n"],
    ['shell/src/probe.ts', "import { useHost } from 'shared-contracts/react';\nexport const y = useHost;\n"],
    ['mfe-agent-centre/src/probe.ts', "import { OverlayDialog } from 'platform-ui';\nexport const y = OverlayDialog;\n"],
  ])('%s may import the contract', (file, code) => {
    expect(lint(file, code)).not.toContain('no-restricted-imports');
  }, 60_000);
});
