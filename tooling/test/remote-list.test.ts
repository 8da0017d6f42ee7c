/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { REMOTE_CONTAINERS, REMOTE_PACKAGES } from '../../shared-contracts/src/remotes/remotes';
/* eslint-disable import-x/no-relative-packages -- the root's scripts/ is no package to import by name */
import { listRemotes } from '../../scripts/lib/check-plan.mjs';
/* eslint-enable import-x/no-relative-packages */
import { REMOTE_DEV_PORTS, REMOTES } from '../remotes.cjs';

// The remotes are written once, in shared-contracts/src/remotes/remote-list.json; the code and the
// tooling read it. What cannot read it (a tsconfig's JSON, the workspace's folders) is held to it
// here, so a remote cannot be in one and missing from another (issue 51.4).
const repoRoot = path.resolve(__dirname, '..', '..');

/** The `include` list of a tsconfig (JSON with comments). */
function includeOf(config: string): string[] {
  const file = path.join(repoRoot, config);
  const { config: json, error } = ts.parseConfigFileTextToJson(file, readFileSync(file, 'utf8'));
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return (json as { include: string[] }).include;
}

describe('the list of remotes (shared-contracts/src/remotes/remote-list.json)', () => {
  it('is the one shared-contracts exports and the tooling reads', () => {
    expect([...REMOTE_PACKAGES]).toEqual(REMOTES);
    expect(REMOTES.length).toBeGreaterThan(0);
  });

  it('names each remote by its package, container and a dev port of its own', () => {
    for (const remote of REMOTES) {
      expect(remote).toMatch(/^mfe-[a-z0-9-]+$/);
      expect(REMOTE_CONTAINERS[remote as keyof typeof REMOTE_CONTAINERS]).toBe(remote.replace(/-/g, '_'));
    }
    const ports = Object.values(REMOTE_DEV_PORTS);
    expect(new Set(ports).size).toBe(ports.length);
    // 3000 is the shell's dev server.
    expect(ports).not.toContain(3000);
  });

  it('holds every remote folder of the workspace (a folder with a federation config), and only those', () => {
    expect(listRemotes(repoRoot)).toEqual([...REMOTES].sort());
  });

  it("is the typecheck's list: tsconfig.browser.json includes each remote's src/ and no other remote's", () => {
    const include = includeOf('tsconfig.browser.json');
    const remotesIncluded = include.filter((entry) => entry.startsWith('mfe-'));
    expect(remotesIncluded.sort()).toEqual(REMOTES.map((remote) => `${remote}/src`).sort());
  });
});
