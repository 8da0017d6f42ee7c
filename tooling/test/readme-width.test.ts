import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// What a person reads reads in a 100-column terminal. Scope: every tracked README.md (the root's
// and each package's) and every markdown file under docs/ (the ADRs included). Nothing is exempt
// inside a file: no outside URL may appear (docs-references.test.ts) and a table whose rows are
// wider is a list instead. Files written before the rule are listed in STILL_WIDE and only leave
// it: a listed file that now fits fails the test until it is taken off the list.
const repoRoot = path.resolve(__dirname, '..', '..');
const MAX_COLUMNS = 100;

/** Written before the rule (issue 39), each still holding lines over 100 columns, mostly tables. */
const STILL_WIDE = new Set([
  'deploy/README.md',
  'docs/adr/0001-runtime-remotes-and-brand-pins.md',
  'docs/adr/0002-legacy-des-via-crypto-js.md',
  'docs/adr/0003-config-files-and-css.md',
  'docs/adr/0004-platform-ui.md',
  'docs/adr/0005-load-time-release-guards.md',
  'docs/adr/0007-strict-style-csp.md',
  'docs/adr/0008-zod-mini-per-app.md',
  'docs/adr/0010-monolith-build.md',
  'docs/platform-facts.md',
  'docs/product-rules.md',
  'e2e/README.md',
  'mfe-account/README.md',
  'mfe-agent-centre/README.md',
  'mfe-lobby/README.md',
  'mfe-member-centre/README.md',
  'mfe-promotions/README.md',
  'platform-ui/README.md',
  'release/README.md',
  'shared-contracts/README.md',
  'shell/README.md',
]);

const docs = execFileSync('git', ['ls-files', '-z', '--', 'README.md', '*/README.md', 'docs/*.md'], { cwd: repoRoot, encoding: 'utf8' })
  .split('\0')
  .filter((file) => file !== '' && !file.split('/').includes('node_modules'))
  .filter((file) => fs.existsSync(path.join(repoRoot, file)))
  .sort();

/** The lines of a text over the limit, as "line: columns" (columns are characters, not bytes). */
function wideLines(text: string, limit = MAX_COLUMNS): string[] {
  return text
    .split('\n')
    .map((line, index) => ({ line: index + 1, columns: [...line].length }))
    .filter(({ columns }) => columns > limit)
    .map(({ line, columns }) => `${line}: ${columns}`);
}

describe('docs read in a 100-column terminal', () => {
  it('finds the root README, the package READMEs and docs/', () => {
    expect(docs).toEqual(
      expect.arrayContaining([
        'README.md',
        'platform-api/README.md',
        'release/README.md',
        'docs/house-style.md',
        'docs/adr/0010-monolith-build.md',
      ]),
    );
  });

  it('no line is over 100 columns outside the files written before the rule', () => {
    const wide = docs
      .filter((file) => !STILL_WIDE.has(file))
      .flatMap((file) => wideLines(fs.readFileSync(path.join(repoRoot, file), 'utf8')).map((at) => `${file}:${at}`));
    expect(wide).toEqual([]);
  });

  it('every file on the STILL_WIDE list is still wide and still there (the list only shrinks)', () => {
    const fits = [...STILL_WIDE].filter(
      (file) => !docs.includes(file) || wideLines(fs.readFileSync(path.join(repoRoot, file), 'utf8')).length === 0,
    );
    expect(fits).toEqual([]);
  });

  it('counts characters, not bytes, and can fail', () => {
    expect(wideLines(`${'—'.repeat(100)}\n${'x'.repeat(101)}\nshort`)).toEqual(['2: 101']);
  });
});
