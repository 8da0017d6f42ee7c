// Marks every zod/mini schema a module builds as a pure call (`/*#__PURE__*/`), so the minifier
// drops the schemas an app never uses. The API catalogue and the domain modules of shared-contracts
// build their schemas at the top level (`export const depositChannelSchema = z.object({...})`);
// webpack leaves out the exports an app does not import, but terser keeps each unused initializer,
// since it cannot know that a call through zod's module object has no side effects (zod's own
// `@__NO_SIDE_EFFECTS__` marks do not reach across webpack's module boundary). So the shell's first
// screen carried the member centre's record schemas and the lobby's the lottery's (issue 19), and
// built every one of them at start.
//
// Runs after swc-loader, on the module's JavaScript. A call is marked when its chain starts at the
// `z` this module imports from zod/mini (`z.object(...)`, `z.number().check(z.int())`), unless one
// of the calls starting at that token does something besides building a schema: `z.config(...)`
// (zod's global configuration) or parsing (`z.string().parse(value)`, whose point may be its throw).
const path = require('node:path');

const acorn = require(require.resolve('acorn', { paths: [path.dirname(require.resolve('webpack'))] }));

/** Calls that act rather than build: never marked, nor is anything starting at the same token. */
const ACTING = new Set([
  'config',
  'parse',
  'safeParse',
  'parseAsync',
  'safeParseAsync',
  'decode',
  'safeDecode',
  'decodeAsync',
  'safeDecodeAsync',
  'encode',
  'safeEncode',
  'encodeAsync',
  'safeEncodeAsync',
  'register',
  'meta',
]);

const PURE = '/*#__PURE__*/';

/** The local names this module's code gives zod/mini's `z`. */
function zodNamespaces(program) {
  const names = new Set();
  for (const node of program.body) {
    if (node.type !== 'ImportDeclaration' || node.source.value !== 'zod/mini' || node.importKind === 'type') continue;
    for (const specifier of node.specifiers) {
      if (specifier.type === 'ImportSpecifier' && (specifier.imported.name ?? specifier.imported.value) === 'z')
        names.add(specifier.local.name);
    }
  }
  return names;
}

/** The identifier a call chain starts at (`z` in `z.number().check(...)`), or null. */
function chainRoot(node) {
  let current = node;
  for (;;) {
    if (current.type === 'MemberExpression') current = current.object;
    else if (current.type === 'CallExpression') current = current.callee;
    else if (current.type === 'ChainExpression') current = current.expression;
    else return current.type === 'Identifier' ? current.name : null;
  }
}

/** The property a call's callee names (`check` in `x.check(...)`), or null. */
function calledProperty(call) {
  const callee = call.callee.type === 'ChainExpression' ? call.callee.expression : call.callee;
  if (callee.type !== 'MemberExpression' || callee.computed) return null;
  return callee.property.name ?? null;
}

function visit(node, enter) {
  if (!node || typeof node.type !== 'string') return;
  enter(node);
  for (const key of Object.keys(node)) {
    if (key === 'start' || key === 'end' || key === 'loc') continue;
    const value = node[key];
    if (Array.isArray(value)) for (const child of value) visit(child, enter);
    else if (value && typeof value.type === 'string') visit(value, enter);
  }
}

/**
 * The offsets where `code` gets a pure mark: the start of each call chain that builds a zod/mini
 * schema. Exported for the tests.
 * @param {string} code
 * @returns {number[]}
 */
function pureSchemaCallOffsets(code) {
  if (!code.includes('zod/mini')) return [];
  let program;
  try {
    program = acorn.parse(code, { ecmaVersion: 'latest', sourceType: 'module' });
  } catch {
    return [];
  }
  const namespaces = zodNamespaces(program);
  if (namespaces.size === 0) return [];
  /** @type {Map<number, boolean>} offset → every call starting there builds a schema */
  const starts = new Map();
  visit(program, (node) => {
    if (node.type !== 'CallExpression' || !namespaces.has(chainRoot(node.callee))) return;
    const builds = !ACTING.has(calledProperty(node)) && !code.startsWith(PURE, node.start - PURE.length);
    starts.set(node.start, (starts.get(node.start) ?? true) && builds);
  });
  return [...starts].filter(([, builds]) => builds).map(([offset]) => offset);
}

/** @this {import('webpack').LoaderContext<{}>} */
function pureSchemasLoader(source, inputMap) {
  const offsets = pureSchemaCallOffsets(source);
  if (offsets.length === 0) return this.callback(null, source, inputMap);
  const { ReplaceSource, SourceMapSource, OriginalSource } = this._compiler.webpack.sources;
  const original = inputMap ? new SourceMapSource(source, this.resourcePath, inputMap) : new OriginalSource(source, this.resourcePath);
  const marked = new ReplaceSource(original);
  for (const offset of offsets) marked.insert(offset, PURE);
  const { source: code, map } = marked.sourceAndMap();
  return this.callback(null, code, map ?? undefined);
}

module.exports = pureSchemasLoader;
module.exports.pureSchemaCallOffsets = pureSchemaCallOffsets;
