/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { REMOTES } from '../remotes.cjs';

// react-router-dom is shared as tooling/webpack/react-router-facade.mjs (only what the apps use).
// The build fails on an export the facade lacks; this says so earlier, and names the file.
const repoRoot = path.resolve(__dirname, '..', '..');
const SOURCE_ROOTS = ['shell', ...REMOTES, 'shared-contracts', 'platform-ui'].map((dir) => path.join(repoRoot, dir, 'src'));

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !full.includes(`${path.sep}testing${path.sep}`) ? [full] : [];
  });
}

/** The value names each app file imports from react-router-dom (type-only imports left out). */
function importedNames(): Map<string, string> {
  const names = new Map<string, string>();
  for (const file of SOURCE_ROOTS.flatMap(sourceFiles)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+["']react-router-dom["']/g)) {
      if (match[1]) continue;
      for (const part of match[2]!.split(',')) {
        const spec = part.trim();
        if (!spec || spec.startsWith('type ')) continue;
        names.set(spec.split(/\s+as\s+/)[0]!, path.relative(repoRoot, file));
      }
    }
  }
  return names;
}

function facadeExports(): Set<string> {
  const text = fs.readFileSync(path.join(repoRoot, 'tooling', 'webpack', 'react-router-facade.mjs'), 'utf8');
  const names = new Set<string>();
  for (const match of text.matchAll(/export\s*\{([^}]*)\}/g))
    for (const part of match[1]!.split(',')) if (part.trim()) names.add(part.trim());
  return names;
}

it('exports every react-router-dom name the apps import', () => {
  const exported = facadeExports();
  const missing = [...importedNames()].filter(([name]) => !exported.has(name)).map(([name, file]) => `${name} (${file})`);
  expect(missing).toEqual([]);
});

it('finds the imports it checks (the scan is not empty)', () => {
  const names = importedNames();
  expect(names.has('Link')).toBe(true);
  expect(names.has('useLocation')).toBe(true);
});
