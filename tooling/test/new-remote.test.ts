/** @jest-environment node */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
/* eslint-disable import-x/no-relative-packages -- the root's scripts/ is no package to import by name; its helpers are tested here */
import { LANGUAGES, NewRemoteError, nextDevPort, remoteNames, wiringEdits } from '../../scripts/lib/new-remote.mjs';
import { newRemote } from '../../scripts/new-remote.mjs';
/* eslint-enable import-x/no-relative-packages */

const repoRoot = path.resolve(__dirname, '..', '..');
const REMOTES_JSON = 'shared-contracts/src/remotes/remote-list.json';
const read = (root: string, file: string) => readFileSync(path.join(root, file), 'utf8');

describe('npm run new:remote: names', () => {
  it('derives the container, route, expose and journey prefix from the package name', () => {
    expect(remoteNames('mfe-news')).toEqual({
      name: 'mfe-news',
      short: 'news',
      container: 'mfe_news',
      expose: 'NewsPage',
      route: '/news',
      title: 'News',
    });
    expect(remoteNames('mfe-sports-book').expose).toBe('SportsBookPage');
  });

  it.each(['news', 'mfe-', 'mfe-News', 'mfe--news', 'mfe-news-', 'mfe-1news', 'mfe_news'])('refuses %p', (name) => {
    expect(() => remoteNames(name)).toThrow(NewRemoteError);
  });

  it('picks the dev port after the highest one of the list of remotes', () => {
    expect(nextDevPort(read(repoRoot, REMOTES_JSON))).toBeGreaterThan(3005);
    expect(nextDevPort('{ "mfe-a": { "container": "mfe_a", "devPort": 3009 }, "mfe-b": { "container": "mfe_b", "devPort": 3001 } }')).toBe(
      3010,
    );
  });
});

describe('npm run new:remote: the lists it registers the remote in', () => {
  // Every anchor must still be found in today's files: a list that moved fails here, not in a team's hands.
  it("finds every list in the workspace's files as they are today", () => {
    const names = remoteNames('mfe-news');
    for (const [file, edit] of Object.entries(wiringEdits(names, { port: 3099 }))) {
      const before = read(repoRoot, file);
      const after = edit(before);
      expect(after).not.toBe(before);
      expect(after.length).toBeGreaterThan(before.length);
      expect(after).toContain('mfe-news');
    }
  });

  it('adds the remote, its container and its dev port to the one list of remotes, after the others', () => {
    const edit = wiringEdits(remoteNames('mfe-news'), { port: 3099 })[REMOTES_JSON];
    const before = JSON.parse(read(repoRoot, REMOTES_JSON));
    const after = JSON.parse(edit(read(repoRoot, REMOTES_JSON)));
    expect(after).toEqual({ ...before, 'mfe-news': { container: 'mfe_news', devPort: 3099 } });
    expect(Object.keys(after)).toEqual([...Object.keys(before), 'mfe-news']);
    expect(() => edit(JSON.stringify(after))).toThrow(/lists mfe-news already/);
  });

  it("adds its expose and the expose's props to the contract in shared-contracts", () => {
    const edit = wiringEdits(remoteNames('mfe-news'), { port: 3099 })['shared-contracts/src/remotes/remotes.ts'];
    const after = edit(read(repoRoot, 'shared-contracts/src/remotes/remotes.ts'));
    expect(after).toMatch(/'mfe-news': \{\n[^}]*NewsPage: '\.\/NewsPage',\n {2}\},\n\} as const satisfies/);
    expect(after).toMatch(/export interface RemoteExposeProps \{[^]*'mfe-news': \{\n {4}NewsPage: NoProps;\n {2}\};\n\}\n/);
  });

  it('refuses when a list has moved, naming the file', () => {
    const edit = wiringEdits(remoteNames('mfe-news'), { port: 3099 })['tsconfig.browser.json'];
    expect(() => edit('{}')).toThrow(/tsconfig\.browser\.json: cannot find/);
  });
});

describe('npm run new:remote: writing into a copy of the workspace', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'new-remote-'));
    // The files it reads or edits (a whole copy is not needed: it touches nothing else).
    for (const file of [...Object.keys(wiringEdits(remoteNames('mfe-x'), { port: 1 })), 'mfe-promotions/package.json', '.prettierrc.json'])
      if (existsSync(path.join(repoRoot, file))) cpSync(path.join(repoRoot, file), path.join(root, file));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('writes the package, six languages with the same keys, a unit test and a journey, then refuses a second time', async () => {
    const { written, edited, port } = await newRemote('mfe-news', { root });
    expect(written).toEqual(
      expect.arrayContaining([
        'mfe-news/package.json',
        'mfe-news/module-federation.config.mjs',
        'mfe-news/webpack.config.mjs',
        'mfe-news/src/bootstrap.tsx',
        'mfe-news/src/expose/news-page.tsx',
        'mfe-news/src/expose/news-page.test.tsx',
        'e2e/tests/news-page.spec.ts',
      ]),
    );
    // The list of remotes, the remote's contract, the shell's route and the typecheck's program.
    expect(edited.sort()).toEqual([
      REMOTES_JSON,
      'shared-contracts/src/remotes/remotes.ts',
      'shell/src/app/routes.tsx',
      'tsconfig.browser.json',
    ]);
    const keys = LANGUAGES.map((lang) => Object.keys(JSON.parse(read(root, `mfe-news/src/locales/${lang}.json`))).sort());
    for (const list of keys) expect(list).toEqual(keys[0]);
    const pkg = JSON.parse(read(root, 'mfe-news/package.json'));
    const template = JSON.parse(read(repoRoot, 'mfe-promotions/package.json'));
    expect(pkg.dependencies.react).toBe(template.dependencies.react);
    expect(read(root, 'mfe-news/module-federation.config.mjs')).toContain("'./NewsPage': './src/expose/news-page.tsx'");
    expect(read(root, 'mfe-news/webpack.config.mjs')).toContain('createFederatedConfig(');
    expect(port).toBeGreaterThan(3005);
    // Its dev port is the list's (createFederatedConfig reads it), not written in its webpack config.
    expect(read(root, 'mfe-news/webpack.config.mjs')).not.toMatch(/\bport:/);
    expect(JSON.parse(read(root, REMOTES_JSON))['mfe-news']).toEqual({ container: 'mfe_news', devPort: port });
    expect(read(root, REMOTES_JSON)).toContain(`  "mfe-news": { "container": "mfe_news", "devPort": ${port} }\n}`);

    await expect(newRemote('mfe-news', { root })).rejects.toThrow(/exists already/);
  });
});
