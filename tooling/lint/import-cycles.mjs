#!/usr/bin/env node
// Refuses import cycles in the workspace's source, type-only ones included (part of `npm run lint`).
// ESLint's import-x/no-cycle cannot do this: it skips `import type` by design, and walking the graph
// per linted file would make lint much slower. This reads every source file once, resolves each
// static import and re-export the way TypeScript does (moduleResolution "bundler", workspace packages
// through their node_modules links), and reports every strongly connected component of the graph.
// Dynamic `import()` is left out: a lazy import is evaluated later, so it closes no cycle at load.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import { REMOTES } from '../remotes.cjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const SOURCE_DIRS = [
  'shell',
  'edge',
  ...REMOTES,
  'shared-contracts',
  'platform-ui',
  'platform-api',
  'release',
  'tooling',
  'scripts',
];
const SKIP_DIRS = new Set(['node_modules', 'dist', 'coverage', '@mf-types', '.data', 'playwright-report', 'test-results']);
const SOURCE_FILE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;

function listSources(dir, out = []) {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name) && !entry.name.startsWith('.')) listSources(path.join(dir, entry.name), out);
    } else if (SOURCE_FILE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      out.push(path.join(dir, entry.name));
    }
  }
  return out;
}

/** The module specifiers of a file's static imports, re-exports and `import x = require()` (type-only ones included). */
function staticSpecifiers(file) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const specifiers = [];
  for (const statement of source.statements) {
    if (
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      specifiers.push(statement.moduleSpecifier.text);
    } else if (
      ts.isImportEqualsDeclaration(statement) &&
      ts.isExternalModuleReference(statement.moduleReference) &&
      ts.isStringLiteral(statement.moduleReference.expression)
    ) {
      specifiers.push(statement.moduleReference.expression.text);
    }
  }
  return specifiers;
}

/**
 * The import cycles among the source files under `dirs` (absolute paths), each as a sorted list of
 * file paths relative to `root`. A cycle is a strongly connected component of more than one file, or
 * a file importing itself.
 */
export function findImportCycles(root = repoRoot, dirs = SOURCE_DIRS.map((dir) => path.join(root, dir))) {
  const files = dirs.flatMap((dir) => listSources(dir)).map((file) => fs.realpathSync(file));
  const known = new Set(files);
  const options = {
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    module: ts.ModuleKind.ESNext,
    allowJs: true,
    resolveJsonModule: false,
    allowImportingTsExtensions: true,
  };
  const cache = ts.createModuleResolutionCache(root, (name) => name, options);
  const edges = new Map();
  for (const file of files) {
    const targets = new Set();
    for (const specifier of staticSpecifiers(file)) {
      const resolved = ts.resolveModuleName(specifier, file, options, ts.sys, cache).resolvedModule;
      if (!resolved) continue;
      const target = fs.realpathSync(resolved.resolvedFileName);
      if (known.has(target)) targets.add(target);
    }
    edges.set(file, [...targets]);
  }

  // Tarjan's strongly connected components, iterative (deep import chains must not overflow the stack).
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const cycles = [];
  let next = 0;
  for (const start of files) {
    if (index.has(start)) continue;
    const work = [[start, 0]];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, i] = frame;
      const targets = edges.get(node);
      if (i < targets.length) {
        frame[1] = i + 1;
        const target = targets[i];
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) {
          low.set(node, Math.min(low.get(node), index.get(target)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        if (component.length > 1 || targets.includes(node)) cycles.push(component.map((file) => path.relative(root, file)).sort());
      }
    }
  }
  return cycles.sort((a, b) => a[0].localeCompare(b[0]));
}

/**
 * Cycles that were here when the check came and are waiting for their owners (ISSUES #20 item 6):
 * each is allowed only exactly as listed, so a new cycle, or a known one that grows, still fails.
 * Take an entry out when its cycle is gone (the check says so).
 */
export const KNOWN_CYCLES = [];

/**
 * Prints the import cycles not in `known`, and the known ones that are gone. Returns true when
 * there is no new cycle.
 */
export function checkImportCycles(root = repoRoot, { known = KNOWN_CYCLES, dirs, log = console } = {}) {
  const keyOf = (cycle) => [...cycle].sort().join('\n');
  const found = findImportCycles(root, dirs);
  const knownKeys = new Set(known.map(keyOf));
  const foundKeys = new Set(found.map(keyOf));
  const fresh = found.filter((cycle) => !knownKeys.has(keyOf(cycle)));
  for (const cycle of known.filter((c) => !foundKeys.has(keyOf(c)))) {
    log.info(`import cycle gone, take it out of KNOWN_CYCLES in tooling/lint/import-cycles.mjs: ${cycle.join('  <->  ')}`);
  }
  if (fresh.length === 0) return true;
  log.error('Import cycles are refused (type-only imports count too; README "Import rules"). Move the shared type or');
  log.error('helper to the module that owns it, or import it from its defining module instead of an index:');
  for (const cycle of fresh) log.error(`  ${cycle.join('  <->  ')}`);
  return false;
}

if (process.argv[1] && import.meta.url === pathToFileURL(fs.realpathSync(process.argv[1])).href) {
  if (!checkImportCycles()) process.exit(1);
}
