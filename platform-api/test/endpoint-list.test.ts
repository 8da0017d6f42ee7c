import { readFileSync } from 'node:fs';
import path from 'node:path';
import { endpoints, type EndpointDef } from 'shared-contracts';
import { LIST_END, LIST_START, README_COMMAND, endpointList, withEndpointList } from '../src/docs/endpoint-list';

// The README's endpoint list is the catalogue's (issue 51.5): written by `npm run docs:api`, and
// this fails when the README says something else, so it cannot go stale as the withdraw path did.
const readme = readFileSync(path.join(__dirname, '..', 'README.md'), 'utf8');
const catalogue: Record<string, EndpointDef> = endpoints;

describe('platform-api/README.md endpoint list', () => {
  it('is what `npm run docs:api` writes from the catalogue', () => {
    const fresh = withEndpointList(readme) === readme;
    if (!fresh) throw new Error(`platform-api/README.md's endpoint list differs from the catalogue: run \`${README_COMMAND}\``);
  });

  it('names every catalogue entry once, with its method and path', () => {
    const list = readme.slice(readme.indexOf(LIST_START), readme.indexOf(LIST_END));
    const names = [...list.matchAll(/^- `(\w+)`: (GET|POST|PUT|DELETE) `([^`]+)`/gm)];
    expect(names.map(([, name]) => name).sort()).toEqual(Object.keys(catalogue).sort());
    for (const [, name, method, endpointPath] of names)
      expect([method, endpointPath]).toEqual([catalogue[name!]!.method, catalogue[name!]!.path]);
    expect(list).toContain('- `withdraw`: POST `/wps/transaction/withdraw` (token, encrypted, idempotent)');
  });

  it('names only catalogue entries, with their method and path, everywhere else in the README', () => {
    const outside = readme.slice(0, readme.indexOf(LIST_START)) + readme.slice(readme.indexOf(LIST_END));
    const wrong: string[] = [];
    // The handler notes after the list name calls: "- `name`: ..." (up to the next paragraph of rules).
    const notes = readme.slice(readme.indexOf(LIST_END), readme.indexOf('Rules of the account calls:'));
    for (const [line, names] of notes.matchAll(/^- ((?:`\w+`(?: \/ )?)+):.*$/gm)) {
      for (const [, name] of names!.matchAll(/`(\w+)`/g)) if (!catalogue[name!]) wrong.push(`${name}: not in the catalogue (${line})`);
    }
    // A method and path written together: "POST `/wps/...`", "`POST /wps/...`", "POST (encrypted) `/wps/...`".
    const byRoute = new Set(Object.values(catalogue).map((e) => `${e.method} ${e.path}`));
    for (const [text, method, route] of outside.matchAll(/\b(GET|POST|PUT|DELETE)(?: \([^)]*\))?`? `?(\/(?:wps|lgw)\/[^`?\s]*)/g)) {
      if (!byRoute.has(`${method} ${route}`)) wrong.push(`${method} ${route}: no catalogue entry (${text})`);
    }
    expect(wrong).toEqual([]);
  });

  it('wraps at 100 columns and keeps the text between the markers only', () => {
    expect(endpointList().every((line) => line.length <= 100)).toBe(true);
    expect(() => withEndpointList('# no markers')).toThrow(/markers/);
    const written = withEndpointList(`a\n${LIST_START}\nSTALE-TEXT\n${LIST_END}\nb\n`);
    expect(written.startsWith(`a\n${LIST_START}\n\n- `)).toBe(true);
    expect(written.endsWith(`\n\n${LIST_END}\nb\n`)).toBe(true);
    expect(written).not.toContain('STALE-TEXT');
  });
});
