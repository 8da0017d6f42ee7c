// The Trusted Types policies are named where they are made (the webpack runtime and the federation
// plugin run before shared modules can be consumed), and listed once in shared-contracts for the
// CSP (issue 49.7). This holds every literal to that list, so a renamed policy cannot leave the
// page refusing its own scripts.
import fs from 'node:fs';
import path from 'node:path';
import { TRUSTED_TYPES_POLICIES } from 'shared-contracts';

const repoRoot = path.resolve(__dirname, '..', '..');
const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');

describe('Trusted Types policies (issue 49.7)', () => {
  it.each([
    ['tooling/webpack/create-config.cjs', /const WEBPACK_TRUSTED_TYPES_POLICY = '([^']+)'/, 'wl-webpack'],
    ['shell/src/federation/runtime-plugin.ts', /export const FEDERATION_SCRIPT_POLICY = '([^']+)'/, 'wl-federation'],
    ['platform-ui/src/trusted-html.ts', /export const SANITIZED_HTML_POLICY = '([^']+)'/, 'wl-sanitized-html'],
  ])('%s names a policy of the list', (file, pattern, name) => {
    expect(pattern.exec(read(file))?.[1]).toBe(name);
    expect(TRUSTED_TYPES_POLICIES).toContain(name);
  });

  it("the deployment's nginx allows the same policies as the edge", () => {
    const conf = read('deploy/nginx/security-headers.conf');
    expect(conf).toContain("require-trusted-types-for 'script'");
    expect(conf).toContain(`trusted-types ${TRUSTED_TYPES_POLICIES.join(' ')} 'allow-duplicates'`);
  });
});
