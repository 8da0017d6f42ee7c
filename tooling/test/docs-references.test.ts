import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// The code cites the product rules as "spec §n" and the platform facts as "facts §n.m"; both live
// in docs/ and every cited number must be a heading there. The READMEs and docs/ link only to
// files inside the repository: a reader of the repo has nothing else.
const repoRoot = path.resolve(__dirname, '..', '..');

const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: repoRoot, encoding: 'utf8' })
  .split('\0')
  .filter((file) => file !== '' && !file.split('/').includes('node_modules') && !file.endsWith('pnpm-lock.yaml'))
  .filter((file) => fs.existsSync(path.join(repoRoot, file)));
const trackedSet = new Set(tracked);

const TEXT_FILE = /\.(ts|tsx|js|jsx|mjs|cjs|md|css|html|json|ya?ml|sh|conf)$/;
const DOCS = { spec: 'docs/product-rules.md', facts: 'docs/platform-facts.md' } as const;
type DocKind = keyof typeof DOCS;

function read(file: string): string {
  return fs.readFileSync(path.join(repoRoot, file), 'utf8');
}

/** The section numbers a doc defines: every markdown heading that contains "§<number>". */
function headingNumbers(markdown: string): Set<string> {
  const numbers = new Set<string>();
  for (const line of markdown.split('\n')) {
    const heading = /^#{1,6}\s.*?§\s?(\d+(?:\.\d+)?)(?![\d.]*\d)/.exec(line);
    if (heading?.[1]) numbers.add(heading[1]);
  }
  return numbers;
}

interface Reference {
  kind: DocKind;
  number: string;
  line: number;
}

/**
 * Finds "spec §4", "Spec §2", "spec's §3", "facts §4.9" and the numbers chained after one
 * ("spec §5–§6", "spec §1/§4", "facts §4.1, §4.2", "spec §3 and §6").
 */
function findReferences(text: string): Reference[] {
  const references: Reference[] = [];
  const lines = text.split('\n');
  const head = /\b(spec|facts)(?:'s)?\s+§\s?(\d+(?:\.\d+)?)/gi;
  const chained = /^\s*(?:,|\/|–|—|-|and|or|&)\s*§\s?(\d+(?:\.\d+)?)/i;
  lines.forEach((content, index) => {
    for (const match of content.matchAll(head)) {
      const kind = match[1]!.toLowerCase() as DocKind;
      references.push({ kind, number: match[2]!, line: index + 1 });
      let rest = content.slice(match.index + match[0].length);
      for (let next = chained.exec(rest); next; next = chained.exec(rest)) {
        references.push({ kind, number: next[1]!, line: index + 1 });
        rest = rest.slice(next[0].length);
      }
    }
  });
  return references;
}

/** Blanks inline code spans (keeping columns) so prose and code can be told apart. */
function withoutCodeSpans(line: string): string {
  return line.replace(/(`+)(?:(?!\1)[\s\S])*?\1/g, (span) => ' '.repeat(span.length));
}

/** Whether a repo-relative path is a tracked file or a directory holding one. */
function existsInRepo(relative: string): boolean {
  const clean = relative.replace(/\/+$/, '');
  if (clean === '' || clean === '.') return true;
  return trackedSet.has(clean) || tracked.some((file) => file.startsWith(`${clean}/`));
}

/**
 * Every place a markdown file leaves the repository, as "line: reason". In prose, every link
 * target (markdown links, reference definitions, autolinks, bare URLs, href/src) must be a
 * relative path to a tracked file or directory, or an anchor. In prose and code alike, nothing
 * names a machine path (`/work/...`) or climbs out of the repository with `../`.
 */
function outsideLinks(file: string, markdown: string): string[] {
  const problems: string[] = [];
  const dir = path.posix.dirname(file);
  const escapes = (target: string): boolean => {
    const resolved = path.posix.normalize(path.posix.join(dir, target));
    return resolved === '..' || resolved.startsWith('../');
  };
  let fence: string | null = null;
  markdown.split('\n').forEach((raw, index) => {
    const at = `${file}:${index + 1}`;
    const fenceMark = /^\s{0,3}(`{3,}|~{3,})/.exec(raw)?.[1];
    const inCode = fence !== null || fenceMark !== undefined;
    if (fenceMark) {
      if (fence === null) fence = fenceMark[0]!;
      else if (fenceMark[0] === fence) fence = null;
    }

    // Everywhere, code included.
    if (/\/work\//.test(raw)) problems.push(`${at}: names a machine path (/work/...): ${raw.trim()}`);
    for (const match of raw.matchAll(/(?:^|[\s(`'"[=:])((?:\.\.\/)+[^\s)`'"\]>]*)/g)) {
      if (escapes(match[1]!)) problems.push(`${at}: "${match[1]}" climbs out of the repository`);
    }
    if (inCode) return;

    // Prose: link targets.
    const prose = withoutCodeSpans(raw);
    const targets = new Set<string>();
    for (const match of prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+["'(][^)]*)?\)/g)) targets.add(match[1]!);
    const definition = /^\s{0,3}\[[^\]]+\]:\s*<?([^\s>]+)>?/.exec(prose);
    if (definition) targets.add(definition[1]!);
    for (const match of prose.matchAll(/<((?:[a-z][a-z0-9+.-]*:|www\.)[^>\s]+)>/gi)) targets.add(match[1]!);
    for (const match of prose.matchAll(/\b(?:https?:\/\/|www\.)[^\s)<>\]`'"]+/gi)) targets.add(match[0].replace(/[*_.,;:!?]+$/, ''));
    for (const match of prose.matchAll(/\b(?:href|src)\s*=\s*["']([^"']+)["']/gi)) targets.add(match[1]!);

    for (const target of targets) {
      if (target.startsWith('#')) continue;
      if (/^(?:[a-z][a-z0-9+.-]*:|\/\/|www\.)/i.test(target)) {
        problems.push(`${at}: links outside the repository: ${target}`);
        continue;
      }
      if (target.startsWith('/')) {
        problems.push(`${at}: links to an absolute path: ${target}`);
        continue;
      }
      const relative = decodeURI(target.replace(/[#?].*$/, ''));
      if (escapes(relative)) continue; // reported above
      const inRepo = path.posix.normalize(path.posix.join(dir, relative));
      if (!existsInRepo(inRepo)) problems.push(`${at}: links to ${target}, which is not in the repository`);
    }
  });
  return problems;
}

describe('spec and facts references', () => {
  const sections = {
    spec: headingNumbers(read(DOCS.spec)),
    facts: headingNumbers(read(DOCS.facts)),
  };

  it('the docs number their sections as the sources do', () => {
    expect([...sections.spec].sort()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    const facts = ['1', '2', '2.1', '2.2', '2.3', '2.4', '2.5', '2.6', '2.7', '3', '4', '5'];
    for (let n = 1; n <= 13; n += 1) facts.push(`4.${n}`);
    expect([...sections.facts].sort()).toEqual(facts.sort());
  });

  it('every "spec §n" and "facts §n.m" in a tracked file is a heading in its doc', () => {
    const unresolved: string[] = [];
    let count = 0;
    for (const file of tracked.filter((name) => TEXT_FILE.test(name))) {
      for (const reference of findReferences(read(file))) {
        count += 1;
        if (!sections[reference.kind].has(reference.number)) {
          unresolved.push(
            `${file}:${reference.line}: ${reference.kind} §${reference.number} has no heading "§${reference.number}" in ${DOCS[reference.kind]}`,
          );
        }
      }
    }
    expect(unresolved).toEqual([]);
    expect(count).toBeGreaterThan(100);
  });

  it('finds chained references and tells spec from facts', () => {
    const found = findReferences("// Spec §5–§6 and facts §4.1, §4.2.\n/* the spec's §3 */ see spec §1/§4; §9 alone is not one");
    expect(found.map((r) => `${r.line}:${r.kind}:${r.number}`)).toEqual([
      '1:spec:5',
      '1:spec:6',
      '1:facts:4.1',
      '1:facts:4.2',
      '2:spec:3',
      '2:spec:1',
      '2:spec:4',
    ]);
  });
});

describe('links in READMEs and docs/', () => {
  const files = tracked.filter((file) => /(^|\/)README\.md$/.test(file) || /^docs\/.*\.md$/.test(file));

  it('no README and nothing under docs/ points outside the repository', () => {
    const problems = files.flatMap((file) => outsideLinks(file, read(file)));
    expect(problems).toEqual([]);
  });

  it('catches each kind of outside link and keeps inside ones', () => {
    const sample = [
      '[design](../shared/ARCHITECTURE.md)',
      'see `/work/shared/facts.md`',
      '[site](https://example.com/page) and https://example.org',
      '[abs](/etc/hosts)',
      '[ok](docs/adr) [ok](README.md#packages) [anchor](#top) [gone](docs/nothing.md)',
      '```sh',
      'curl http://127.0.0.1:4010/__control/health',
      '```',
      'default `http://localhost:8080`',
    ].join('\n');
    expect(outsideLinks('README.md', sample)).toEqual([
      'README.md:1: "../shared/ARCHITECTURE.md" climbs out of the repository',
      'README.md:2: names a machine path (/work/...): see `/work/shared/facts.md`',
      'README.md:3: links outside the repository: https://example.com/page',
      'README.md:3: links outside the repository: https://example.org',
      'README.md:4: links to an absolute path: /etc/hosts',
      'README.md:5: links to docs/nothing.md, which is not in the repository',
    ]);
    expect(outsideLinks('shell/README.md', '[kit](../platform-ui/README.md) [up](../../x.md)')).toEqual([
      'shell/README.md:1: "../../x.md" climbs out of the repository',
    ]);
  });
});
