/** @jest-environment node */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
/* eslint-disable import-x/no-relative-packages -- the root's scripts/ is no package to import by name; its helpers are tested here */
import { LANGUAGES, NewRemoteError, nextDevPort, remoteNames, wiringEdits } from '../../scripts/lib/new-remote.mjs';
import { newRemote } from '../../scripts/new-remote.mjs';
/* eslint-enable import-x/no-relative-packages */

const repoRoot = path.resolve(__dirname, '..', '..');
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

  it('picks the dev port after the highest one of scripts/dev.mjs', () => {
    expect(nextDevPort(read(repoRoot, 'scripts/dev.mjs'))).toBeGreaterThan(3005);
    expect(nextDevPort("const REMOTES = [\n  ['mfe-a', 3001],\n  ['mfe-b', 3009],\n];")).toBe(3010);
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

  it('adds the remote to the release list, its container and its expose in shared-contracts', () => {
    const edit = wiringEdits(remoteNames('mfe-news'), { port: 3099 })['shared-contracts/src/remotes/remotes.ts'];
    const after = edit(read(repoRoot, 'shared-contracts/src/remotes/remotes.ts'));
    expect(after).toMatch(/export const REMOTE_PACKAGES = \[[^\]]*'mfe-news'\] as const;/);
    expect(after).toContain("'mfe-news': 'mfe_news',");
    expect(after).toMatch(/'mfe-news': \{\n[^}]*NewsPage: '\.\/NewsPage',\n {2}\},\n\} as const satisfies/);
    expect(after).toMatch(/export interface RemoteExposeProps \{[^]*'mfe-news': \{\n {4}NewsPage: NoProps;\n {2}\};\n\}\n/);
  });

  it('refuses when a list has moved, naming the file', () => {
    const edit = wiringEdits(remoteNames('mfe-news'), { port: 3099 })['jest.config.cjs'];
    expect(() => edit('module.exports = {};')).toThrow(/jest\.config\.cjs: cannot find/);
  });
});

describe('npm run new:remote: writing into a copy of the workspace', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'new-remote-'));
    // The files it reads or edits (a whole copy is not needed: it touches nothing else).
    for (const file of [
      ...Object.keys(wiringEdits(remoteNames('mfe-x'), { port: 1 })),
      'scripts/dev.mjs',
      'mfe-promotions/package.json',
      '.prettierrc.json',
    ])
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
    expect(edited).toHaveLength(9);
    const keys = LANGUAGES.map((lang) => Object.keys(JSON.parse(read(root, `mfe-news/src/locales/${lang}.json`))).sort());
    for (const list of keys) expect(list).toEqual(keys[0]);
    const pkg = JSON.parse(read(root, 'mfe-news/package.json'));
    const template = JSON.parse(read(repoRoot, 'mfe-promotions/package.json'));
    expect(pkg.dependencies.react).toBe(template.dependencies.react);
    expect(read(root, 'mfe-news/module-federation.config.mjs')).toContain("'./NewsPage': './src/expose/news-page.tsx'");
    expect(read(root, 'mfe-news/webpack.config.mjs')).toContain('createFederatedConfig(');
    expect(read(root, 'mfe-news/webpack.config.mjs')).toContain(`port: ${port}`);
    expect(read(root, 'scripts/dev.mjs')).toContain(`['mfe-news', ${port}]`);

    await expect(newRemote('mfe-news', { root })).rejects.toThrow(/exists already/);
  });
});
