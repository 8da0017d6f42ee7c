import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// A README is true to its files: every file path it names in a code span (`src/app/app.tsx`,
// `e2e/tests/x.spec.ts`, `utils/lanes.ts`) is a tracked file. A path resolves from the repository
// root, from the README's folder, or, inside a package, as the end of one of the package's paths
// (a README names `utils/lanes.ts` in the section on the feature that holds it). Paths with a
// placeholder (`<remote>`, `*`, `…`) and what a command writes (OUTPUTS) are not checked.
// platform-api/test/readme.test.ts checks the other way round for the server: every handler and
// domain file is named in platform-api/README.md.
const repoRoot = path.resolve(__dirname, '..', '..');

const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: repoRoot, encoding: 'utf8' })
  .split('\0')
  .filter((file) => file !== '' && !file.split('/').includes('node_modules'))
  .filter((file) => fs.existsSync(path.join(repoRoot, file)));
const trackedSet = new Set(tracked);
const readmes = tracked.filter((file) => file === 'README.md' || /^[^/]+\/README\.md$/.test(file)).sort();

/** What a command writes, named in READMEs as where to look: never tracked. */
const OUTPUTS = [
  /(^|\/)test-results\//, // Playwright and jest reports
  /^registry\//, // npm run build publishes here
  /(^|\/)dist-server\//, // npm run build writes the shell's frame bundle here (issue 47)
  /^brands\/\.ops\//, // the operators' file wl-release writes
  /^e2e\/tests\/news-page\.spec\.ts$/, // what `npm run new:remote mfe-news` writes
];

const FILE_PATH = /^[\w.@-]+(?:\/[\w.@-]+)+\.(?:tsx?|mjs|cjs|js|json|md|css|conf|sh|ya?ml|html)$/;

/** The file paths a markdown text names in code spans (one per span, `path:line` cut to path). */
function namedPaths(markdown: string): string[] {
  const found = new Set<string>();
  for (const match of markdown.matchAll(/`([^`\n]+)`/g)) {
    const candidate = match[1]!.trim().replace(/[:#]\S*$/, '');
    if (FILE_PATH.test(candidate) && !candidate.includes('...')) found.add(candidate);
  }
  return [...found];
}

function resolves(readme: string, named: string, files: ReadonlySet<string> = trackedSet): boolean {
  const dir = path.posix.dirname(readme);
  const inPackage = dir === '.' ? '' : `${dir}/`;
  if (files.has(named) || files.has(path.posix.normalize(`${inPackage}${named}`))) return true;
  if (inPackage === '') return false;
  for (const file of files) if (file.startsWith(inPackage) && file.endsWith(`/${named}`)) return true;
  return false;
}

describe('package READMEs name files that exist', () => {
  it('reads the root README and one per package', () => {
    expect(readmes).toEqual(expect.arrayContaining(['README.md', 'platform-api/README.md', 'shell/README.md', 'mfe-lobby/README.md']));
  });

  it('every file path a README names is a tracked file', () => {
    const missing: string[] = [];
    let checked = 0;
    for (const readme of readmes) {
      for (const named of namedPaths(fs.readFileSync(path.join(repoRoot, readme), 'utf8'))) {
        if (OUTPUTS.some((output) => output.test(named))) continue;
        checked += 1;
        if (!resolves(readme, named)) missing.push(`${readme}: ${named}`);
      }
    }
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });

  it('finds a stale path and resolves the ways READMEs name files', () => {
    const files = new Set(['mfe-lobby/src/features/games/utils/lanes.ts', 'e2e/tests/a.spec.ts', 'mfe-lobby/src/app/app.tsx']);
    expect(namedPaths('see `utils/lanes.ts`, `src/app/app.tsx:12`, `e2e/pending/a.spec.ts`, `<remote>/x.ts`, `npm run dev`')).toEqual([
      'utils/lanes.ts',
      'src/app/app.tsx',
      'e2e/pending/a.spec.ts',
    ]);
    expect(resolves('mfe-lobby/README.md', 'utils/lanes.ts', files)).toBe(true);
    expect(resolves('mfe-lobby/README.md', 'src/app/app.tsx', files)).toBe(true);
    expect(resolves('mfe-lobby/README.md', 'e2e/tests/a.spec.ts', files)).toBe(true);
    expect(resolves('mfe-lobby/README.md', 'e2e/pending/a.spec.ts', files)).toBe(false);
    expect(resolves('README.md', 'utils/lanes.ts', files)).toBe(false);
  });
});
