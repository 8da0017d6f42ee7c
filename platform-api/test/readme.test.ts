import fs from 'node:fs';
import path from 'node:path';

// The README is what a newcomer reads first: its lists of handlers and domain modules name every
// file of those folders and nothing else, and it reads in a 100-column terminal.
const root = path.join(__dirname, '..');
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');

/** The `.ts` files under src/<folder>, as paths under src/ (tests left out). */
function sourceFiles(folder: string): string[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(full);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
    });
  return walk(path.join(root, 'src', folder))
    .map((file) => path.relative(path.join(root, 'src'), file).split(path.sep).join('/'))
    .sort();
}

/** The text of a `## heading` section of a markdown document (up to the next `## `). */
function section(markdown: string, heading: string): string {
  const start = markdown.indexOf(`\n## ${heading}\n`);
  if (start === -1) throw new Error(`README has no "## ${heading}" section`);
  const end = markdown.indexOf('\n## ', start + 1);
  return markdown.slice(start, end === -1 ? undefined : end);
}

/** The file paths a section's list names (code spans of `folder/...ts` at the start of an item). */
function listedFiles(markdown: string, folder: string): string[] {
  const named = [...markdown.matchAll(/^- `([^`]+\.ts)`(?:, `([^`]+\.ts)`)?:/gm)].flatMap((match) => match.slice(1).filter(Boolean));
  return named.filter((file): file is string => !!file && file.startsWith(`${folder}/`)).sort();
}

describe('README', () => {
  it('lists every handler file with what it owns, and no file that is gone', () => {
    expect(listedFiles(section(readme, 'Handlers'), 'handlers')).toEqual(sourceFiles('handlers'));
  });

  it('lists every domain module with what it holds, and no file that is gone', () => {
    expect(listedFiles(section(readme, 'Domain'), 'domain')).toEqual(sourceFiles('domain'));
  });

  it('reads in a 100-column terminal', () => {
    const wide = readme
      .split('\n')
      .map((line, index) => ({ line: index + 1, columns: [...line].length }))
      .filter(({ columns }) => columns > 100);
    expect(wide).toEqual([]);
  });

  it('finds a missing or a stale entry (the check can fail)', () => {
    const list = '\n## Handlers\n\n- `handlers/wallet.ts`: balance\n- `handlers/gone.ts`, `handlers/also-gone.ts`: old\n';
    expect(listedFiles(section(list, 'Handlers'), 'handlers')).toEqual(['handlers/also-gone.ts', 'handlers/gone.ts', 'handlers/wallet.ts']);
    expect(listedFiles(section(list, 'Handlers'), 'handlers')).not.toEqual(sourceFiles('handlers'));
  });
});
