/** @jest-environment node */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
/* eslint-disable import-x/no-relative-packages -- the root's scripts/ is no package to import by name; its helpers are tested here */
import { LANGUAGES, NewFeatureError, featureNames, knownRemotes, newFeature } from '../../scripts/new-feature.mjs';
/* eslint-enable import-x/no-relative-packages */

// `npm run new:feature` writes into a remote in a temporary copy of the workspace: the remote's own
// files are copied (its src/, package.json, tsconfig and jest config), what it only reads is linked
// (its node_modules, the root's tooling/ and node_modules). The generated feature is then
// type-checked with the remote's compiler options and its jest test runs with the remote's jest
// project, as they would in the repository. Nothing is written into the repository.
const repoRoot = path.resolve(__dirname, '..', '..');
const REMOTE = 'mfe-promotions';
const run = promisify(execFile);

/** A workspace copy holding `remote` and what its type check and jest project need. */
function workspaceCopy(remote: string): string {
  const root = mkdtempSync(path.join(tmpdir(), 'new-feature-'));
  for (const file of ['tsconfig.base.json', '.prettierrc.json']) cpSync(path.join(repoRoot, file), path.join(root, file));
  for (const dir of ['tooling', 'node_modules']) symlinkSync(path.join(repoRoot, dir), path.join(root, dir), 'dir');
  for (const entry of ['src', 'package.json', 'tsconfig.json', 'jest.config.cjs'])
    cpSync(path.join(repoRoot, remote, entry), path.join(root, remote, entry), { recursive: true });
  symlinkSync(path.join(repoRoot, remote, 'node_modules'), path.join(root, remote, 'node_modules'), 'dir');
  return root;
}

describe('npm run new:feature: names and refusals', () => {
  it('derives the symbols and the title from a kebab-case name', () => {
    expect(featureNames('news-list')).toEqual({
      name: 'news-list',
      camel: 'newsList',
      pascal: 'NewsList',
      title: 'News list',
      page: 'NewsListPage',
      hook: 'useNewsList',
    });
    expect(featureNames('vip2').page).toBe('Vip2Page');
  });

  it.each(['News', 'news_list', 'news--list', 'news-', '-news', '2news', 'news list', ''])('refuses the name %p', (name) => {
    expect(() => featureNames(name)).toThrow(NewFeatureError);
    expect(() => featureNames(name)).toThrow(/is not a kebab-case name/);
  });

  it('knows the remotes of the workspace', () => {
    expect(knownRemotes(repoRoot)).toEqual(
      expect.arrayContaining(['mfe-lobby', 'mfe-account', 'mfe-member-centre', 'mfe-agent-centre', 'mfe-promotions']),
    );
    expect(knownRemotes(repoRoot)).not.toContain('shell');
  });
});

describe('npm run new:feature: writing into a copy of the workspace', () => {
  let root: string;
  beforeEach(() => {
    root = workspaceCopy(REMOTE);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('refuses an unknown remote and an existing feature, writing nothing', async () => {
    await expect(newFeature('shell', 'news-list', { root })).rejects.toThrow(/unknown remote "shell": one of mfe-promotions/);
    const existing = readdirSync(path.join(root, REMOTE, 'src', 'features'))[0]!;
    await expect(newFeature(REMOTE, existing, { root })).rejects.toThrow(new RegExp(`features/${existing}/ exists already`));
    await expect(newFeature(REMOTE, 'News', { root })).rejects.toThrow(/kebab-case/);
    expect(existsSync(path.join(root, REMOTE, 'src', 'features', 'news-list'))).toBe(false);
  });

  it('refuses a feature whose texts key is taken, before writing a file', async () => {
    const en = path.join(root, REMOTE, 'src', 'locales', 'VI.json');
    writeFileSync(en, JSON.stringify({ ...JSON.parse(readFileSync(en, 'utf8')), newsList: {} }));
    await expect(newFeature(REMOTE, 'news-list', { root })).rejects.toThrow(/VI\.json has a "newsList" key already/);
    expect(existsSync(path.join(root, REMOTE, 'src', 'features', 'news-list'))).toBe(false);
  });

  it('writes the house layout and six languages; the feature type-checks and its test passes', async () => {
    const { written, edited } = await newFeature(REMOTE, 'news-list', { root });
    const feature = `${REMOTE}/src/features/news-list`;
    expect(written.sort()).toEqual(
      [
        `${feature}/api/news-list-query.ts`,
        `${feature}/components/news-list-page.test.tsx`,
        `${feature}/components/news-list-page.tsx`,
        `${feature}/hooks/use-news-list.ts`,
        `${feature}/utils/.gitkeep`,
      ].sort(),
    );
    expect(edited).toEqual(LANGUAGES.map((lang) => `${REMOTE}/src/locales/${lang}.json`));
    for (const lang of LANGUAGES) {
      const texts = JSON.parse(readFileSync(path.join(root, REMOTE, 'src', 'locales', `${lang}.json`), 'utf8'));
      expect(texts.newsList).toEqual({ title: 'News list', empty: expect.any(String) });
    }
    // The query follows the house: an endpoint of the catalogue (its zod schema checks the answer).
    expect(readFileSync(path.join(root, feature, 'api', 'news-list-query.ts'), 'utf8')).toContain('api.call(endpoints.');

    // The generated files type-check with the remote's compiler options.
    writeFileSync(
      path.join(root, REMOTE, 'tsconfig.feature.json'),
      JSON.stringify({ extends: './tsconfig.json', include: ['src/features/news-list', '../tooling/types/*.d.ts'] }),
    );
    const tsc = path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
    const typecheck = await run(process.execPath, [tsc, '-p', path.join(root, REMOTE, 'tsconfig.feature.json'), '--pretty', 'false'], {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: '0' },
    }).then(
      () => '',
      (error: { stdout?: string }) => error.stdout ?? String(error),
    );
    expect(typecheck).toBe('');

    // Its test passes in the remote's jest project.
    const jest = path.join(repoRoot, 'node_modules', 'jest', 'bin', 'jest.js');
    const { stderr } = await run(
      process.execPath,
      [jest, '--ci', 'src/features/news-list'],
      // From the remote's folder, as `npx jest` finds its config there (--config with another cwd
      // makes jest look for a config in the cwd too).
      { cwd: path.join(root, REMOTE), env: { ...process.env, FORCE_COLOR: '0' } },
    );
    expect(stderr).toMatch(/Tests: +3 passed, 3 total/);
  }, 240_000);
});
