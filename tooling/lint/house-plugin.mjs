// House rules for the inside of a remote (HOUSE-STYLE "Layout inside a remote"; issue 39 item 2):
//   house/feature-boundaries   a file under <remote>/src/features/<a>/ imports nothing under
//                              <remote>/src/features/<b>/ (b ≠ a): what two features share lives in
//                              src/lib (logic) or src/components (UI).
//   house/api-in-feature-api   the API client is called (`….api.call(…)`, `api.call(…)`) only in
//                              src/features/<feature>/api/ or src/lib/; test files are exempt.
//   house/floors               three floors in a remote's src/ (issue 51 item 1): app/ and expose/
//                              (and the entries index.ts, bootstrap.tsx) on top, features/ in the
//                              middle, lib/, components/ and hooks/ at the bottom; no file imports
//                              a floor above its own. Tests follow the rule of the code beside them.
//                              testing/ (the test harness) stands outside the floors.
// Today's breaks in remotes not yet reshaped are listed in feature-boundaries.allow.json (written by
// `node tooling/lint/feature-boundaries.mjs --write-allow-list`); anything not listed fails.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES } from '../remotes.cjs';

/** The remotes (shared-contracts/src/remotes/remote-list.json): the house rules cover each one's src/. */
export { REMOTES };
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const allowListPath = path.join(repoRoot, 'tooling', 'lint', 'feature-boundaries.allow.json');

let allowList;
function loadAllowList() {
  if (allowList === undefined) {
    allowList = fs.existsSync(allowListPath) ? JSON.parse(fs.readFileSync(allowListPath, 'utf8')) : {};
  }
  return allowList;
}

/** Repo-relative, forward-slash path of the linted file. */
function relative(filename) {
  return path.relative(repoRoot, filename).split(path.sep).join('/');
}

/** { remote, feature, inApi, inLib, isTest } for a repo-relative path, or null outside a remote's src. */
export function locate(file) {
  const match = /^(mfe-[^/]+)\/src\/(.*)$/.exec(file);
  if (!match || !REMOTES.includes(match[1])) return null;
  const [, remote, rest] = match;
  const feature = /^features\/([^/]+)\//.exec(rest)?.[1] ?? null;
  return {
    remote,
    feature,
    inApi: feature !== null && rest.startsWith(`features/${feature}/api/`),
    inLib: rest.startsWith('lib/'),
    isTest: /\.test\.[cm]?[jt]sx?$/.test(rest) || rest.startsWith('testing/'),
  };
}

/** The feature of <remote> an import specifier points into, or null. Relative paths and aliases. */
export function targetFeature(specifier, file, remote) {
  let target;
  if (specifier.startsWith('.')) {
    target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
  } else {
    // Aliases: '<remote>/src/features/x', '@/features/x', '~/features/x', 'src/features/x'.
    const alias = /^(?:(mfe-[^/]+)\/)?(?:[@~]\/|src\/)features\/([^/]+)/.exec(specifier);
    if (!alias || (alias[1] && alias[1] !== remote)) return null;
    return alias[2];
  }
  return new RegExp(`^${remote}/src/features/([^/]+)`).exec(target)?.[1] ?? null;
}

function allowed(rule, file, key, options) {
  if (options?.allowList === false) return false;
  return (loadAllowList()[rule]?.[file] ?? []).includes(key);
}

/** The floors of a remote's src/, by first path segment: higher imports lower, never the reverse. */
export const FLOORS = {
  app: 2,
  expose: 2,
  'index.ts': 2,
  'bootstrap.tsx': 2,
  features: 1,
  lib: 0,
  components: 0,
  hooks: 0,
};
const FLOOR_NAMES = ['shared code (lib/, components/, hooks/)', 'a feature', 'app/ and expose/'];

/** The floor (0, 1, 2) of a path inside a remote's src/ ('lib/x.ts', 'app'), or null outside the floors. */
export function floorOf(rest) {
  return FLOORS[rest.split('/')[0]] ?? null;
}

/** The path inside <remote>/src/ an import specifier points to ('features/x/y'), or null. */
export function targetInSrc(specifier, file, remote) {
  if (specifier.startsWith('.')) {
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
    const prefix = `${remote}/src/`;
    if (target === `${remote}/src`) return '';
    return target.startsWith(prefix) ? target.slice(prefix.length) : null;
  }
  // Aliases: '<remote>/src/x', '@/x', '~/x', 'src/x'.
  const alias = /^(?:(mfe-[^/]+)\/src\/|[@~]\/|src\/)(.*)$/.exec(specifier);
  if (!alias || (alias[1] && alias[1] !== remote)) return null;
  return alias[2];
}

const floors = {
  meta: {
    type: 'problem',
    docs: { description: 'A file of a remote imports nothing from a floor above its own (app/expose → features → lib/components/hooks).' },
    schema: [{ type: 'object', properties: { allowList: { type: 'boolean' } }, additionalProperties: false }],
    messages: {
      upward:
        '{{fromName}} imports {{toName}} ({{specifier}}). Imports run down the floors only: app/ and expose/ → features/ → lib/, components/, hooks/. Move the code to the floor of the files that use it (HOUSE-STYLE "Layout inside a remote").',
    },
  },
  create(context) {
    const file = relative(context.filename);
    const where = locate(file);
    if (!where) return {};
    const from = floorOf(file.slice(`${where.remote}/src/`.length));
    if (from === null || from === 2) return {};
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string') return;
      const target = targetInSrc(source.value, file, where.remote);
      if (target === null) return;
      const to = floorOf(target);
      if (to === null || to <= from) return;
      if (allowed('house/floors', file, source.value, context.options[0])) return;
      context.report({
        node,
        messageId: 'upward',
        data: {
          fromName: FLOOR_NAMES[from][0].toUpperCase() + FLOOR_NAMES[from].slice(1),
          toName: FLOOR_NAMES[to],
          specifier: source.value,
        },
      });
    };
    return importVisitors(check);
  },
};

/** Every way a file names another: import, re-export, import(), require, import type, jest.mock. */
function importVisitors(check) {
  return {
    ImportDeclaration: (node) => check(node, node.source),
    ExportNamedDeclaration: (node) => check(node, node.source),
    ExportAllDeclaration: (node) => check(node, node.source),
    ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source : null),
    'CallExpression[callee.name="require"]': (node) => check(node, node.arguments[0]?.type === 'Literal' ? node.arguments[0] : null),
    'CallExpression[callee.type="Import"]': (node) => check(node, node.arguments[0]?.type === 'Literal' ? node.arguments[0] : null),
    TSImportType: (node) => check(node, node.argument?.literal ?? node.argument),
    'CallExpression[callee.property.name="mock"][callee.object.name="jest"]': (node) =>
      check(node, node.arguments[0]?.type === 'Literal' ? node.arguments[0] : null),
  };
}

const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature of a remote does not import another feature of that remote.' },
    schema: [{ type: 'object', properties: { allowList: { type: 'boolean' } }, additionalProperties: false }],
    messages: {
      crossFeature:
        "Feature '{{from}}' imports feature '{{to}}' ({{specifier}}). A feature does not import another feature: move what they share to src/lib or src/components (HOUSE-STYLE \"Layout inside a remote\").",
    },
  },
  create(context) {
    const file = relative(context.filename);
    const where = locate(file);
    if (!where?.feature) return {};
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string') return;
      const to = targetFeature(source.value, file, where.remote);
      if (to === null || to === where.feature) return;
      if (allowed('house/feature-boundaries', file, source.value, context.options[0])) return;
      context.report({ node, messageId: 'crossFeature', data: { from: where.feature, to, specifier: source.value } });
    };
    return importVisitors(check);
  },
};

/** `api.call(…)`, `host.api.call(…)`, `useHost().api.call(…)`, `x?.api.call(…)`. */
function isApiCall(callee) {
  if (callee.type !== 'MemberExpression' || callee.computed || callee.property.name !== 'call') return false;
  const object = callee.object;
  if (object.type === 'Identifier') return object.name === 'api';
  return object.type === 'MemberExpression' && !object.computed && object.property.name === 'api';
}

const apiInFeatureApi = {
  meta: {
    type: 'problem',
    docs: { description: "The API client is called only in a feature's api/ folder or in src/lib." },
    schema: [{ type: 'object', properties: { allowList: { type: 'boolean' } }, additionalProperties: false }],
    messages: {
      apiOutsideApi:
        'The API client is called ({{call}}) outside a feature\'s api/ folder. Put the call in src/features/<feature>/api/ (a query or mutation options factory) and use that (HOUSE-STYLE "Layout inside a remote").',
    },
  },
  create(context) {
    const file = relative(context.filename);
    const where = locate(file);
    if (!where || where.inApi || where.inLib || where.isTest) return {};
    return {
      CallExpression(node) {
        if (!isApiCall(node.callee)) return;
        // Allow-list entries name the file and the endpoint text (`endpoints.login`), not a line.
        const key = context.sourceCode.getText(node.arguments[0] ?? node).replace(/\s+/g, ' ');
        if (allowed('house/api-in-feature-api', file, key, context.options[0])) return;
        context.report({ node, messageId: 'apiOutsideApi', data: { call: key } });
      },
    };
  },
};

export default {
  meta: { name: 'house' },
  rules: { 'feature-boundaries': featureBoundaries, 'api-in-feature-api': apiInFeatureApi, floors },
};
