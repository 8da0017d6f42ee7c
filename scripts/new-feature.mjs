#!/usr/bin/env node
// `npm run new:feature <remote> <name>`: writes a feature into a remote in the house layout
// (docs/house-style.md): src/features/<name>/{api,components,hooks,utils} with a query (TanStack
// Query options calling an endpoint of shared-contracts' catalogue, whose zod schema validates the
// answer), a hook, a page with its loading, empty and error states, the page's jest test, and the
// page's texts added to the remote's six locale files. Prints what it wrote.
//   npm run new:feature mfe-promotions news-list [--root DIR] (DIR: another copy of the workspace)
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from './lib/run.mjs';

/** The six languages, in the order of the remotes' i18n files. */
export const LANGUAGES = ['TY', 'EN', 'CN', 'ID', 'TH', 'VI'];

/** The empty state's text in each language (TY is Vietnamese, as the kit's locale tag says). */
const EMPTY_TEXT = {
  TY: 'Chưa có gì ở đây.',
  EN: 'Nothing here yet.',
  CN: '这里还没有内容。',
  ID: 'Belum ada apa pun di sini.',
  TH: 'ยังไม่มีรายการ',
  VI: 'Chưa có gì ở đây.',
};

export class NewFeatureError extends Error {}

/** The remotes of the workspace at `root`: mfe-* folders with the house frame (i18n and locales). */
export function knownRemotes(root = repoRoot) {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^mfe-[a-z0-9-]+$/.test(entry.name))
    .map((entry) => entry.name)
    .filter((name) => existsSync(path.join(root, name, 'src', 'app', 'i18n.ts')))
    .filter((name) => LANGUAGES.every((lang) => existsSync(path.join(root, name, 'src', 'locales', `${lang}.json`))))
    .sort();
}

/** The names a feature's files and symbols take: `news-list` → newsList, NewsList, "News list". */
export function featureNames(name) {
  if (typeof name !== 'string' || !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name))
    throw new NewFeatureError(
      `"${name}" is not a kebab-case name (lower-case words of letters and digits joined by single dashes, starting with a letter: news-list)`,
    );
  const words = name.split('-');
  const pascal = words.map((word) => word[0].toUpperCase() + word.slice(1)).join('');
  const camel = pascal[0].toLowerCase() + pascal.slice(1);
  const title = words.join(' ').replace(/^./, (c) => c.toUpperCase());
  return { name, camel, pascal, title, page: `${pascal}Page`, hook: `use${pascal}` };
}

/** The files of a feature, relative to the remote's folder: path → text. */
export function featureFiles(remote, names) {
  const { name, camel, page, hook } = names;
  const dir = `src/features/${name}`;
  const keyPrefix = remote.replace(/^mfe-/, '');
  return {
    [`${dir}/api/${name}-query.ts`]: `import { queryOptions } from '@tanstack/react-query';
import { endpoints, type ApiClient } from 'shared-contracts';

/** Query keys of this feature (they start with the remote's name). */
export const ${camel}Keys = {
  all: ['${keyPrefix}', '${name}'] as const,
  list: (language: string) => ['${keyPrefix}', '${name}', { language }] as const,
};

/**
 * The feature's list, in the interface language. Written by \`npm run new:feature\` with the player
 * notices as a stand-in: call this feature's endpoint from shared-contracts' catalogue instead (its
 * zod schema validates every answer; a value that breaks it is an ApiError of kind 'schema').
 */
export function ${camel}QueryOptions(api: ApiClient, language: string) {
  return queryOptions({
    queryKey: ${camel}Keys.list(language),
    queryFn: () => api.call(endpoints.notices),
    select: (value) => value.player,
  });
}
`,
    [`${dir}/hooks/${hook.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.ts`]: `import { useQuery } from '@tanstack/react-query';
import { useHost, useHostLanguage } from 'shared-contracts/react';
import { ${camel}QueryOptions } from '../api/${name}-query';

/** The feature's list for the page, in the host's language, through the host's API client. */
export function ${hook}() {
  const host = useHost();
  const language = useHostLanguage();
  return useQuery(${camel}QueryOptions(host.api, language));
}
`,
    [`${dir}/utils/.gitkeep`]: '',
    [`${dir}/components/${name}-page.tsx`]: `import { useTranslation } from 'react-i18next';
import { PageFrame } from 'platform-ui';
import { ${hook} } from '../hooks/${hook.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}';

/** The ${names.title} page: the list, or a loading skeleton, the translated error with a retry, or the empty state. */
export function ${page}() {
  const { t } = useTranslation();
  const list = ${hook}();
  const items = list.data ?? [];
  return (
    <PageFrame
      title={t('${camel}.title')}
      headingLevel={1}
      loading={list.isPending}
      error={list.error}
      onRetry={() => void list.refetch()}
      empty={list.isSuccess && items.length === 0 ? t('${camel}.empty') : false}
    >
      <ul>
        {items.map((item) => (
          <li key={item.id}>{item.title}</li>
        ))}
      </ul>
    </PageFrame>
  );
}
`,
    [`${dir}/components/${name}-page.test.tsx`]: `import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { HostProvider, RemoteProviders, createAppQueryClient } from 'shared-contracts/react';
import { createFakeHost, createStubApi, type StubApi } from 'shared-contracts/testing';
import { createI18n } from '../../../app/i18n';
import { ${page} } from './${name}-page';

function renderPage(api: StubApi) {
  render(
    <HostProvider host={createFakeHost({ api, language: 'EN' })}>
      <MemoryRouter>
        <RemoteProviders remote="${remote}" i18n={createI18n('EN')} queryClient={createAppQueryClient()}>
          <${page} />
        </RemoteProviders>
      </MemoryRouter>
    </HostProvider>,
  );
}

const NOTICE = { id: 1, title: 'First item', content: '<p>Hello</p>' };

describe('${page}', () => {
  it('shows the list under its title', async () => {
    renderPage(createStubApi({ 'home.notices': () => ({ player: [NOTICE] }) }));
    expect(screen.getByRole('heading', { level: 1, name: '${names.title}' })).toBeInTheDocument();
    expect(await screen.findByText('First item')).toBeInTheDocument();
  });

  it('says so when the list is empty', async () => {
    renderPage(createStubApi({ 'home.notices': () => ({ player: [] }) }));
    expect(await screen.findByText('Nothing here yet.')).toBeInTheDocument();
  });

  it('shows the error of an answer that breaks the schema, and loads again on retry', async () => {
    const api = createStubApi({ 'home.notices': () => ({ player: [{ id: 'not a number' }] }) });
    renderPage(api);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    api.on('home.notices', () => ({ player: [NOTICE] }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('First item')).toBeInTheDocument();
  });
});
`,
  };
}

/** A locale file with the feature's texts added (refuses a key that is there already). */
export function withTexts(localeJson, lang, names, file) {
  const texts = JSON.parse(localeJson);
  if (Object.hasOwn(texts, names.camel)) throw new NewFeatureError(`${file} has a "${names.camel}" key already`);
  texts[names.camel] = { title: names.title, empty: EMPTY_TEXT[lang] };
  return `${JSON.stringify(texts, null, 2)}\n`;
}

/** Writes the feature into `remote` of the workspace at `root`; resolves with the files written and edited. */
export async function newFeature(remote, name, { root = repoRoot } = {}) {
  const remotes = knownRemotes(root);
  if (!remotes.includes(remote)) throw new NewFeatureError(`unknown remote "${remote}": one of ${remotes.join(', ')}`);
  const names = featureNames(name);
  const featureDir = path.join(root, remote, 'src', 'features', name);
  if (existsSync(featureDir)) throw new NewFeatureError(`${remote}/src/features/${name}/ exists already: pick another name`);
  const prettierBin = path.join(repoRoot, 'node_modules', '.bin', 'prettier');
  if (!existsSync(prettierBin))
    throw new NewFeatureError('the workspace is not installed: CI=true npx -y pnpm@10.34.9 install, then again');

  // Every change is made in memory first: a locale that refuses stops the command before any write.
  const changes = {};
  for (const [file, text] of Object.entries(featureFiles(remote, names))) changes[`${remote}/${file}`] = text;
  const edited = [];
  for (const lang of LANGUAGES) {
    const file = `${remote}/src/locales/${lang}.json`;
    changes[file] = withTexts(await readFile(path.join(root, file), 'utf8'), lang, names, file);
    edited.push(file);
  }
  for (const [file, text] of Object.entries(changes)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
  const formatted = Object.keys(changes).filter((file) => !file.endsWith('.gitkeep'));
  // Prettier's config is the root's; a copy of the workspace without one gets the repository's.
  const config = existsSync(path.join(root, '.prettierrc.json')) ? [] : ['--config', path.join(repoRoot, '.prettierrc.json')];
  execFileSync(prettierBin, ['--write', '--log-level=warn', ...config, ...formatted], { cwd: root, stdio: 'inherit' });
  const written = Object.keys(changes).filter((file) => !edited.includes(file));
  return { names, written, edited };
}

async function main() {
  const args = process.argv.slice(2);
  const rootIndex = args.indexOf('--root');
  const root = rootIndex >= 0 ? path.resolve(args[rootIndex + 1]) : repoRoot;
  const [remote, name] = args.filter((arg, index) => !arg.startsWith('--') && (rootIndex < 0 || index !== rootIndex + 1));
  if (!remote || !name) {
    console.error('usage: npm run new:feature <remote> <name> (for example: npm run new:feature mfe-promotions news-list)');
    process.exit(2);
  }
  try {
    const { names, written, edited } = await newFeature(remote, name, { root });
    console.info(`wrote ${remote}/src/features/${name}/:`);
    for (const file of written) console.info(`  ${file}`);
    console.info(`added "${names.camel}.title" and "${names.camel}.empty" to:`);
    for (const file of edited) console.info(`  ${file}`);
    console.info(`
next:
  - call the feature's endpoint in api/${name}-query.ts (the notices are a stand-in);
  - translate "${names.camel}.title" (the feature's name in every language until then);
  - show ${names.page} from an expose (src/expose) or a page of the remote;
  - npx jest --selectProjects ${remote} ${remote}/src/features/${name}`);
  } catch (error) {
    if (!(error instanceof NewFeatureError)) throw error;
    console.error(`new:feature: ${error.message}`);
    process.exit(2);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) void main();
