// House rules for the inside of a remote (HOUSE-STYLE "Layout inside a remote"; issue 39 item 2):
//   house/feature-boundaries   a file under <remote>/src/features/<a>/ imports nothing under
//                              <remote>/src/features/<b>/ (b ≠ a): what two features share lives in
//                              src/lib (logic) or src/components (UI).
//   house/api-in-feature-api   the API client is called (`….api.call(…)`, `api.call(…)`) only in
//                              src/features/<feature>/api/ or src/lib/; test files are exempt.
// Today's breaks in remotes not yet reshaped are listed in feature-boundaries.allow.json (written by
// `node tooling/lint/feature-boundaries.mjs --write-allow-list`); anything not listed fails.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REMOTES = ['mfe-lobby', 'mfe-account', 'mfe-member-centre', 'mfe-agent-centre', 'mfe-promotions'];
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
  rules: { 'feature-boundaries': featureBoundaries, 'api-in-feature-api': apiInFeatureApi },
};
