import fs from 'node:fs';
import path from 'node:path';
import * as React from 'react';
import * as ReactRouter from 'react-router-dom';
import * as ReactQuery from '@tanstack/react-query';
import ts from 'typescript';
import { z } from 'zod/mini';
import * as ZodMiniForRemotes from 'wl-zod-mini-surface';
import * as ContractsReact from 'shared-contracts/react';
import * as ReactI18nextForRemotes from './remote-surface-react-i18next';
import * as ReactQueryForRemotes from './remote-surface-react-query';
import { HOST_SHARED_MODULES, HOST_SHARED_ON_DEMAND, hostShared } from './shared-provides';

const { sharedConfig } = jest.requireActual<{ sharedConfig: (dir: string) => Record<string, unknown> }>('platform-tooling/webpack');

const repoRoot = path.join(__dirname, '..', '..', '..');
const remoteDirs = fs
  .readdirSync(repoRoot)
  .filter((name) => name.startsWith('mfe-') && fs.existsSync(path.join(repoRoot, name, 'module-federation.config.mjs')));

describe('the shared modules the host provides (ADR 0011)', () => {
  it('gives every module the build declares from the host’s own copy, with the build’s version and rules', async () => {
    const shared = hostShared(__WL_SHARED__);
    expect(Object.keys(shared).sort()).toEqual(Object.keys(__WL_SHARED__).sort());
    // The host's very modules (compared by a member: the test's module system wraps namespaces).
    expect((shared.react?.lib?.() as typeof React).useState).toBe(React.useState);
    expect((shared['react-router-dom']?.lib?.() as typeof ReactRouter).useNavigate).toBe(ReactRouter.useNavigate);
    expect((shared['shared-contracts/react']?.lib?.() as typeof ContractsReact).useHost).toBe(ContractsReact.useHost);
    expect(shared.react?.shareConfig).toEqual({ singleton: true, requiredVersion: '^19.0.0', strictVersion: true, eager: false });
    expect(shared.react?.version).toBe(__WL_SHARED__.react?.version);
    // What the host itself loads only on demand (the ciphers) is loaded when a remote asks.
    const crypto = await shared['shared-contracts/crypto']?.get?.();
    expect(crypto?.()).toHaveProperty('desEncryptBase64');
  });

  it('covers every module a remote consumes: a remote never falls back to a second copy of its own', () => {
    const provided = new Set([...Object.keys(HOST_SHARED_MODULES), ...Object.keys(HOST_SHARED_ON_DEMAND)]);
    expect(remoteDirs.length).toBeGreaterThanOrEqual(5);
    for (const dir of remoteDirs) {
      const consumed = Object.keys(sharedConfig(path.join(repoRoot, dir))).filter((key) => !key.endsWith('/'));
      expect({ remote: dir, missing: consumed.filter((key) => !provided.has(key)) }).toEqual({ remote: dir, missing: [] });
    }
    // The prefixes' entry points the remotes' JSX and roots use.
    expect([...provided]).toEqual(expect.arrayContaining(['react/jsx-runtime', 'react-dom/client']));
  });

  it('gives remotes every export of react-query and react-i18next their code imports (the host provides only those)', () => {
    const surfaces: Record<string, object> = {
      '@tanstack/react-query': ReactQueryForRemotes,
      'react-i18next': ReactI18nextForRemotes,
    };
    const sources = [...remoteDirs, 'platform-ui', 'shared-contracts'].flatMap((dir) => sourceFiles(path.join(repoRoot, dir, 'src')));
    expect(sources.length).toBeGreaterThan(100);
    const missing: string[] = [];
    let seen = 0;
    for (const file of sources) {
      for (const { pkg, names } of namedImports(fs.readFileSync(file, 'utf8'), Object.keys(surfaces))) {
        seen += 1;
        for (const name of names) if (!(name in surfaces[pkg]!)) missing.push(`${path.relative(repoRoot, file)}: ${name} from ${pkg}`);
      }
    }
    expect(seen).toBeGreaterThan(50);
    expect(missing).toEqual([]);
    // The surfaces are the host's very functions.
    expect(ReactQueryForRemotes.useQuery).toBe(ReactQuery.useQuery);
    // And they are what the host provides.
    expect(HOST_SHARED_MODULES['@tanstack/react-query']?.()).toBe(ReactQueryForRemotes);
    expect(HOST_SHARED_MODULES['react-i18next']?.()).toBe(ReactI18nextForRemotes);
  });

  it('gives remotes every zod/mini function their code calls (the host provides `z` with only those)', () => {
    const sources = [...remoteDirs, 'platform-ui', 'shared-contracts'].flatMap((dir) => sourceFiles(path.join(repoRoot, dir, 'src')));
    const missing: string[] = [];
    const called = new Set<string>();
    for (const file of sources) {
      const code = fs.readFileSync(file, 'utf8');
      for (const { names } of namedImports(code, ['zod/mini'])) {
        // The surface is the `z` namespace: another named import would be undefined in a remote.
        for (const name of names) if (name !== 'z') missing.push(`${path.relative(repoRoot, file)}: ${name} from zod/mini`);
      }
      for (const member of zodMembersCalled(file, code)) {
        called.add(member);
        if (!(member in ZodMiniForRemotes.z)) missing.push(`${path.relative(repoRoot, file)}: z.${member}`);
      }
    }
    expect(called.size).toBeGreaterThan(30);
    expect(missing).toEqual([]);
    // The surface is zod's very functions, and it is what the host provides.
    expect(ZodMiniForRemotes.z.object).toBe(z.object);
    expect(HOST_SHARED_MODULES['zod/mini']?.()).toBe(ZodMiniForRemotes);
  });

  it('reads the zod/mini members a file uses as values, not those it names only in types', () => {
    const code = [
      "import { z } from 'zod/mini';",
      'const name = z.optional(z.string().check(z.maxLength(8)));',
      'type Name = z.infer<typeof name>;',
      'function refine(value: string, context: z.core.$RefinementCtx): z.ZodMiniType { return z.NEVER; }',
      'export const Schema = z.ZodMiniType;',
    ].join('\n');
    expect(zodMembersCalled('example.ts', code)).toEqual(['optional', 'string', 'maxLength', 'NEVER', 'ZodMiniType']);
    expect(zodMembersCalled('example.ts', 'const z = { a: 1 }; z.a;')).toEqual([]);
  });

  it('reads a remote’s imports as the check above needs: named, renamed, multi-line, type-only and namespace imports', () => {
    const code = [
      "import { useQuery, useMutation as mutate } from '@tanstack/react-query';",
      "import {\n  Trans,\n  type TFunction,\n} from 'react-i18next';",
      "import type { QueryKey } from '@tanstack/react-query';",
      "import * as Everything from 'react-i18next';",
      "export { useQueryClient } from '@tanstack/react-query';",
      "import { z } from 'zod/mini';",
    ].join('\n');
    expect(namedImports(code, ['@tanstack/react-query', 'react-i18next'])).toEqual([
      { pkg: '@tanstack/react-query', names: ['useQuery', 'useMutation'] },
      { pkg: 'react-i18next', names: ['Trans'] },
      { pkg: 'react-i18next', names: ['* (a namespace import cannot be narrowed)'] },
      { pkg: '@tanstack/react-query', names: ['useQueryClient'] },
    ]);
  });

  it('refuses a module the build declares without a host copy, and a copy the build does not declare', () => {
    const rule = { version: '1.0.0', requiredVersion: '^1.0.0', singleton: true, strictVersion: false };
    expect(() => hostShared({ ...__WL_SHARED__, 'left-pad': rule })).toThrow('shared module left-pad: the host has no copy');
    const { zustand: _zustand, ...withoutZustand } = __WL_SHARED__;
    expect(() => hostShared(withoutZustand)).toThrow('shared module zustand: the build declares no rule');
  });
});

/** The non-test TypeScript sources under `dir`. */
function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The value imports (and re-exports) `code` takes from each of `packages`, by imported name. */
function namedImports(code: string, packages: string[]): { pkg: string; names: string[] }[] {
  const found: { pkg: string; names: string[] }[] = [];
  const statement = /(?:import|export)\s+(type\s+)?(\{[^}]*\}|\*\s+as\s+\w+)\s+from\s+'([^']+)'/g;
  for (const [, typeOnly, clause, pkg] of code.matchAll(statement)) {
    if (typeOnly || !pkg || !packages.includes(pkg)) continue;
    if (!clause!.startsWith('{')) {
      found.push({ pkg, names: ['* (a namespace import cannot be narrowed)'] });
      continue;
    }
    const names = clause!
      .slice(1, -1)
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '' && !part.startsWith('type '))
      .map((part) => part.split(/\s+as\s+/)[0]!);
    if (names.length > 0) found.push({ pkg, names });
  }
  return found;
}

/**
 * The members of zod/mini's `z` a file reads as values (`z.string(...)`, `z.NEVER`), in order: what a
 * remote needs at run time. Types (`z.infer<...>`, `z.core.$RefinementCtx`) are qualified names in
 * TypeScript's tree, not property reads, so they are left out.
 */
function zodMembersCalled(file: string, code: string): string[] {
  if (!/import\s+\{\s*z\s*\}\s+from\s+'zod\/mini'/.test(code)) return [];
  const members: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'z')
      members.push(node.name.text);
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, code, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS));
  return members;
}
