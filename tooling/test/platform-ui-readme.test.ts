import fs from 'node:fs';
import path from 'node:path';

// platform-ui/README.md says only what is true of the kit (issue 51 item 5): every name its export
// tables list is exported by the package (its root or a subpath of package.json's "exports"), and
// every value the root exports is named in the README (types are described by the components' props).
const kit = path.resolve(__dirname, '..', '..', 'platform-ui');
const readme = fs.readFileSync(path.join(kit, 'README.md'), 'utf8');

/** The names a module exports: `export { a, b as c }`, `export type { T }`, `export function f`, `export const C`. */
function exportsOf(file: string): { values: Set<string>; types: Set<string> } {
  const source = fs.readFileSync(file, 'utf8');
  const values = new Set<string>();
  const types = new Set<string>();
  for (const match of source.matchAll(/export (type )?\{([^}]+)\}/g))
    for (const part of match[2]!.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop()!
        .trim();
      if (!name) continue;
      (match[1] || name.startsWith('type ') ? types : values).add(name.replace(/^type\s+/, ''));
    }
  for (const match of source.matchAll(/export (?:async )?(?:function|const|class|let) (\w+)/g)) values.add(match[1]!);
  for (const match of source.matchAll(/export (?:interface|type) (\w+)/g)) types.add(match[1]!);
  return { values, types };
}

const entries = Object.entries(JSON.parse(fs.readFileSync(path.join(kit, 'package.json'), 'utf8')).exports as Record<string, string>)
  .filter(([subpath, file]) => subpath !== './package.json' && /\.tsx?$/.test(file))
  .map(([subpath, file]) => ({ subpath, file: path.join(kit, file) }));
const root = exportsOf(path.join(kit, 'src', 'index.ts'));
const everyExport = new Set(entries.flatMap(({ file }) => [...exportsOf(file).values, ...exportsOf(file).types]));

/** The names in the first cell of each row of the README's tables (`name(args)`, `name`), header rows left out. */
function listedNames(markdown: string): string[] {
  const names = new Set<string>();
  for (const line of markdown.split('\n')) {
    const cell = /^\|([^|]+)\|/.exec(line)?.[1];
    if (!cell || /^\s*-+\s*$/.test(cell)) continue;
    for (const match of cell.matchAll(/`([A-Za-z_]\w*)/g)) names.add(match[1]!);
  }
  return [...names];
}

it('lists only names the package exports', () => {
  const listed = listedNames(readme);
  expect(listed.length).toBeGreaterThan(40);
  expect(listed.filter((name) => !everyExport.has(name))).toEqual([]);
});

it('names every value the package root exports', () => {
  expect(root.values.size).toBeGreaterThan(40);
  expect([...root.values].filter((name) => !new RegExp(`\`${name}\\b`).test(readme))).toEqual([]);
});

it('the checks see a name that is not exported and a value that is not named', () => {
  expect(listedNames('| `Money` | x |\n| `NotAThing(x)` | y |').filter((name) => !everyExport.has(name))).toEqual(['NotAThing']);
  expect(root.values.has('DateField')).toBe(true);
});
