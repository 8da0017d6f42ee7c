import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as ReactRouter from 'react-router-dom';
import * as Zustand from 'zustand';
import * as I18next from 'i18next';
import * as ContractsReact from 'shared-contracts/react';
import * as ReactQueryForRemotes from './remote-surface-react-query';
import * as ReactI18nextForRemotes from './remote-surface-react-i18next';
import * as ZodMiniForRemotes from 'wl-zod-mini-surface';

// This module is loaded with the federation runtime (federation-runtime.ts), not before the page's
// first render; the modules it names are the host's own copies, already loaded by then.

/** The host's copy of each shared module, by share key: what every remote gets (ADR 0011). */
export const HOST_SHARED_MODULES: Record<string, () => unknown> = {
  react: () => React,
  'react/jsx-runtime': () => JsxRuntime,
  'react-dom': () => ReactDom,
  'react-dom/client': () => ReactDomClient,
  // The router facade (tooling/webpack/react-router-facade.mjs): the host's `react-router-dom` is it.
  'react-router-dom': () => ReactRouter,
  // Only the exports remotes import (remote-surface-*.ts, and for zod/mini the `z` namespace with the
  // functions they call: tooling/webpack/zod-mini-surface.mjs).
  '@tanstack/react-query': () => ReactQueryForRemotes,
  zustand: () => Zustand,
  i18next: () => I18next,
  'react-i18next': () => ReactI18nextForRemotes,
  'shared-contracts/react': () => ContractsReact,
  'zod/mini': () => ZodMiniForRemotes,
};

/** Shared modules the host itself loads only on demand: loaded when a remote first asks. */
export const HOST_SHARED_ON_DEMAND: Record<string, () => Promise<unknown>> = {
  'shared-contracts/crypto': () => import('shared-contracts/crypto'),
};

/** A shared module's rules, as the build declares them (`__WL_SHARED__`). */
export interface SharedRule {
  version: string;
  requiredVersion: string;
  singleton: boolean;
  strictVersion: boolean;
}

/** What `init({ shared })` takes for one module the host provides. */
export interface ProvidedShared {
  version: string;
  scope: string[];
  shareConfig: { singleton: boolean; requiredVersion: string; strictVersion: boolean; eager: boolean };
  lib?: () => unknown;
  get?: () => Promise<() => unknown>;
}

/**
 * The `shared` option of the host's federation runtime: every module of `rules` (the build's
 * `__WL_SHARED__`), each from the host's copy. A rule without a copy here, or a copy without a
 * rule, is a build mistake: thrown, not a remote that silently loads a second React.
 */
export function hostShared(rules: Record<string, SharedRule>): Record<string, ProvidedShared> {
  const keys = new Set([...Object.keys(rules), ...Object.keys(HOST_SHARED_MODULES), ...Object.keys(HOST_SHARED_ON_DEMAND)]);
  const shared: Record<string, ProvidedShared> = {};
  for (const key of keys) {
    const rule = rules[key];
    const lib = HOST_SHARED_MODULES[key];
    const onDemand = HOST_SHARED_ON_DEMAND[key];
    if (!rule || (!lib && !onDemand))
      throw new Error(`shared module ${key}: ${rule ? 'the host has no copy' : 'the build declares no rule'}`);
    shared[key] = {
      version: rule.version,
      scope: ['default'],
      shareConfig: { singleton: rule.singleton, requiredVersion: rule.requiredVersion, strictVersion: rule.strictVersion, eager: false },
      ...(lib ? { lib } : { get: () => onDemand!().then((module) => () => module) }),
    };
  }
  return shared;
}
