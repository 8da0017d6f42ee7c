import fs from 'node:fs';
import path from 'node:path';
import * as React from 'react';
import * as ReactRouter from 'react-router-dom';
import * as ContractsReact from 'shared-contracts/react';
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

  it('refuses a module the build declares without a host copy, and a copy the build does not declare', () => {
    const rule = { version: '1.0.0', requiredVersion: '^1.0.0', singleton: true, strictVersion: false };
    expect(() => hostShared({ ...__WL_SHARED__, 'left-pad': rule })).toThrow('shared module left-pad: the host has no copy');
    const { zustand: _zustand, ...withoutZustand } = __WL_SHARED__;
    expect(() => hostShared(withoutZustand)).toThrow('shared module zustand: the build declares no rule');
  });
});
