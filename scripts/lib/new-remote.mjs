// What `npm run new:remote <name>` writes (scripts/new-remote.mjs), apart from writing it so a test
// can read it: the names a remote goes by, its files, and the edits that register it: the list of
// remotes (shared-contracts/src/remotes/remote-list.json), its exposes, the shell's route, the typecheck.

/** The six languages every text is written in (TY, Vietnamese, is the default). */
export const LANGUAGES = ['TY', 'EN', 'CN', 'ID', 'TH', 'VI'];

/** The dependencies a new remote starts with; their versions are copied from an existing remote. */
export const DEPENDENCIES = [
  '@tanstack/react-query',
  'i18next',
  'platform-ui',
  'react',
  'react-dom',
  'react-i18next',
  'react-router-dom',
  'shared-contracts',
  'zod',
];
export const DEV_DEPENDENCIES = [
  '@testing-library/jest-dom',
  '@testing-library/react',
  '@testing-library/user-event',
  '@types/react',
  '@types/react-dom',
  'platform-tooling',
  'webpack',
  'webpack-cli',
  'webpack-dev-server',
];

/** A refusal of the name or of the workspace's state: printed, exit code 2. */
export class NewRemoteError extends Error {}

/**
 * The names of a remote: `mfe-news` → container `mfe_news`, short `news` (its route `/news` and its
 * journey's file, `news-page.spec.ts`), component `NewsPage`. A name is `mfe-` then lower-case
 * words joined by single hyphens.
 */
export function remoteNames(name) {
  if (!/^mfe-[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*$/.test(name))
    throw new NewRemoteError(`"${name}" is not a remote name: mfe- then lower-case words joined by hyphens (mfe-news)`);
  const short = name.slice('mfe-'.length);
  const pascal = short
    .split('-')
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join('');
  return { name, short, container: name.replace(/-/g, '_'), expose: `${pascal}Page`, route: `/${short}`, title: pascal };
}

/** Texts of the one page, per language (a team replaces them with its own). */
function texts(title) {
  return {
    TY: { title, intro: `Trang ${title} đã sẵn sàng.`, counter: 'Đã nhấn {{count}} lần', press: 'Nhấn' },
    EN: { title, intro: `The ${title} page is ready.`, counter: 'Pressed {{count}} times', press: 'Press' },
    CN: { title, intro: `${title} 页面已就绪。`, counter: '已按 {{count}} 次', press: '按下' },
    ID: { title, intro: `Halaman ${title} sudah siap.`, counter: 'Ditekan {{count}} kali', press: 'Tekan' },
    TH: { title, intro: `หน้า ${title} พร้อมแล้ว`, counter: 'กดแล้ว {{count}} ครั้ง', press: 'กด' },
    VI: { title, intro: `Trang ${title} đã sẵn sàng.`, counter: 'Đã nhấn {{count}} lần', press: 'Nhấn' },
  };
}

/**
 * The files of the new package (path relative to the repository root → content) and its journey.
 * @param {ReturnType<typeof remoteNames>} names
 * @param {{ port: number, versions: Record<string, string> }} options
 */
export function remoteFiles(names, { port, versions }) {
  const { name, short, container, expose, route, title } = names;
  const pick = (list) => Object.fromEntries(list.map((dep) => [dep, versions[dep]]));
  const missing = [...DEPENDENCIES, ...DEV_DEPENDENCIES].filter((dep) => !versions[dep]);
  if (missing.length) throw new NewRemoteError(`no version to copy for ${missing.join(', ')}`);
  const json = (value) => `${JSON.stringify(value, null, 2)}\n`;
  const files = {
    [`${name}/package.json`]: json({
      name,
      version: '0.1.0',
      private: true,
      description: `Remote: ${title}`,
      scripts: {
        dev: 'webpack serve --config webpack.config.mjs --mode development',
        build: 'NODE_ENV=production webpack --config webpack.config.mjs --mode production',
        typecheck: 'tsc -p tsconfig.json --noEmit',
      },
      dependencies: pick(DEPENDENCIES),
      devDependencies: pick(DEV_DEPENDENCIES),
    }),
    [`${name}/tsconfig.json`]: json({
      extends: '../tsconfig.base.json',
      compilerOptions: { types: ['jest', 'node', '@testing-library/jest-dom'] },
      include: ['src', '../tooling/types/*.d.ts'],
    }),
    [`${name}/jest.config.cjs`]: `const { createJestProject } = require('platform-tooling/jest');
module.exports = createJestProject({ dir: __dirname, name: '${name}', environment: 'jsdom' });
`,
    [`${name}/module-federation.config.mjs`]: `// The one place this remote's federation surface is declared (HOUSE-STYLE). Keys match
// REMOTE_EXPOSES['${name}'] in shared-contracts; the shell loads them as \`${container}/<Key>\`.
export const name = '${container}';

export const exposes = {
  './${expose}': './src/expose/${short}-page.tsx',
};
`,
    [`${name}/webpack.config.mjs`]: `import { createRequire } from 'node:module';
import { exposes, name } from './module-federation.config.mjs';

const require = createRequire(import.meta.url);
const { createFederatedConfig } = require('platform-tooling/webpack');

export default (_env, argv) =>
  createFederatedConfig({ dir: import.meta.dirname, name, kind: 'remote', exposes, title: '${name} (standalone)' }, argv);
`,
    [`${name}/src/index.ts`]: `// Async boundary: shared modules are negotiated before any app code runs (no eager sharing).
void import('./bootstrap');
`,
    [`${name}/src/bootstrap.tsx`]: `import { mountDevHost } from 'shared-contracts/dev-host';
import { DevApp } from './app/dev-app';

mountDevHost('${name}', () => <DevApp />);
`,
    [`${name}/src/app/dev-app.tsx`]: `import { ${expose} } from '../features/${short}/${short}-page';
import { RemoteRoot } from './remote-root';

/** Standalone development only (the dev host): the page in this remote's providers, as the shell mounts it. */
export function DevApp() {
  return (
    <RemoteRoot>
      <${expose} />
    </RemoteRoot>
  );
}
`,
    [`${name}/src/app/remote-root.tsx`]: `import { useState, type ReactNode } from 'react';
import { RemoteProviders, createAppQueryClient, useHost } from 'shared-contracts/react';
import { createI18n } from './i18n';

/** What every expose wraps its feature in: this remote's error boundary, QueryClient and i18n. */
export function RemoteRoot({ children }: { children: ReactNode }) {
  const host = useHost();
  const [i18n] = useState(() => createI18n(host.i18n.getLanguage()));
  const [queryClient] = useState(createAppQueryClient);
  return (
    <RemoteProviders remote="${name}" i18n={i18n} queryClient={queryClient}>
      {children}
    </RemoteProviders>
  );
}
`,
    [`${name}/src/app/i18n.ts`]: `import { kitTranslations } from 'platform-ui';
import { defineTranslations } from 'shared-contracts';
import { createAppI18n, preloadAppTexts } from 'shared-contracts/react';

/** This remote's i18next namespace. */
export const NAMESPACE = '${short}';

/** This remote's texts, one chunk per language (only the active language is downloaded). */
export const translations = defineTranslations(NAMESPACE, {
${LANGUAGES.map((lang) => `  ${lang}: () => import(/* webpackChunkName: "i18n-${lang.toLowerCase()}" */ '../locales/${lang}.json'),`).join('\n')}
});

// The page's language is downloading from the moment this code runs (with the expose's chunks).
preloadAppTexts({ translations, extra: [kitTranslations] });

/** Creates this remote's own i18next instance (one per mounted expose), with the kit's \`ui\` texts. */
export function createI18n(language?: string) {
  return createAppI18n({ translations, extra: [kitTranslations], language });
}
`,
    [`${name}/src/features/${short}/${short}-page.tsx`]: `import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from 'platform-ui';

/** The \`${route}\` page: a heading, a line and a counter (its state survives a Fast Refresh edit). */
export function ${expose}() {
  const { t } = useTranslation();
  const [count, setCount] = useState(0);
  return (
    <PageFrame title={t('title')} headingLevel={1}>
      <p>{t('intro')}</p>
      <p aria-live="polite">{t('counter', { count })}</p>
      <button type="button" onClick={() => setCount((value) => value + 1)}>
        {t('press')}
      </button>
    </PageFrame>
  );
}
`,
    [`${name}/src/expose/${short}-page.tsx`]: `import { RemoteRoot } from '../app/remote-root';
import { ${expose} } from '../features/${short}/${short}-page';

/** \`${container}/${expose}\`: the \`${route}\` page, in the shell's router. */
export default function ${expose}Expose() {
  return (
    <RemoteRoot>
      <${expose} />
    </RemoteRoot>
  );
}
`,
    [`${name}/src/expose/${short}-page.test.tsx`]: `import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HostProvider } from 'shared-contracts/react';
import { createFakeHost } from 'shared-contracts/testing';
import ${expose}Expose from './${short}-page';

describe('${container}/${expose}', () => {
  it('renders in a fake host, in the host language, and counts presses', async () => {
    render(
      <HostProvider host={createFakeHost({ language: 'EN' })}>
        <${expose}Expose />
      </HostProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: '${title}' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Press' }));
    expect(screen.getByText('Pressed 1 times')).toBeInTheDocument();
  });
});
`,
    [`${name}/README.md`]: `# ${name}

Remote written by \`npm run new:remote ${name}\`: one page, \`${route}\` (the \`./${expose}\` expose,
\`src/expose/${short}-page.tsx\`), texts in the six languages (\`src/locales/\`), a unit test beside
the expose and a journey (\`e2e/tests/${short}-page.spec.ts\`). Dev server: port ${port}
(\`npm run dev\`, or \`pnpm --filter ${name} dev\` for the standalone dev host).

Check it alone with \`npm run check -- ${name}\`; release it with
\`npm run release -- publish ${name}\` and \`npm run release -- pin <brand> ${name}@<version>\`.
`,
    [`e2e/tests/${short}-page.spec.ts`]: `import { expect, test } from '../support/test';

// ${name}'s journey: tagged with the remote it exercises and with its check (\`npm run check -- ${name}\`
// runs the journeys tagged @check-${name}).
test.describe('${short}-page', { tag: ['@${name}', '@check-${name}'] }, () => {
  test('the ${route} page shows ${name} in the player\\'s language', async ({ page }) => {
    await page.goto('${route}');
    await expect(page.getByRole('heading', { level: 1, name: '${title}' })).toBeVisible();
    await page.getByRole('button', { name: /^(Nhấn|Press)$/ }).click();
    await expect(page.getByText(/^(Đã nhấn 1 lần|Pressed 1 times)$/)).toBeVisible();
  });
});
`,
  };
  for (const [lang, value] of Object.entries(texts(title))) files[`${name}/src/locales/${lang}.json`] = json(value);
  return files;
}

/** Inserts `text` before the first match of `anchor` after `start` (both must be found). */
function insertBefore(source, file, start, anchor, text) {
  const from = source.indexOf(start);
  if (from < 0) throw new NewRemoteError(`${file}: cannot find ${JSON.stringify(start)} to register the remote in`);
  const at = source.indexOf(anchor, from + start.length);
  if (at < 0) throw new NewRemoteError(`${file}: cannot find ${JSON.stringify(anchor)} after ${JSON.stringify(start)}`);
  return source.slice(0, at) + text + source.slice(at);
}

/**
 * The edits that register a remote: file (relative to the root) → (text → text). The list of
 * remotes is one file, shared-contracts/src/remotes/remote-list.json: the build, the dev servers, the
 * shell's dev proxies, lint (the package boundaries and the house rules), the import-cycle check,
 * jest and the release tool all read it. Besides it: the remote's own contract (its exposes and
 * their props), the shell's route to its page, and the typecheck's program (a JSON file that
 * cannot read the list; tooling/test/remote-list.test.ts holds it to the list). Each edit refuses
 * when its anchor is gone (the file moved: register by hand and fix the anchor here) or the remote
 * is already there.
 * @param {ReturnType<typeof remoteNames>} names
 * @param {{ port: number }} options
 */
export function wiringEdits(names, { port }) {
  const { name, container, expose, route, title } = names;
  const q = `'${name}'`;
  return {
    'shared-contracts/src/remotes/remote-list.json': (s) => {
      const list = JSON.parse(s);
      if (list[name]) throw new NewRemoteError(`remote-list.json lists ${name} already`);
      // One line a remote (prettier then spaces it as the file has it).
      const entries = Object.entries({ ...list, [name]: { container, devPort: port } });
      return `{\n${entries.map(([remote, data]) => `  ${JSON.stringify(remote)}: ${JSON.stringify(data)}`).join(',\n')}\n}\n`;
    },
    // The shell loads `${container}/<key>` by REMOTE_EXPOSES; its slots are typed by RemoteExposeProps.
    'shared-contracts/src/remotes/remotes.ts': (s) => {
      s = insertBefore(
        s,
        'remotes.ts',
        'export const REMOTE_EXPOSES = {',
        '\n} as const satisfies',
        `\n  ${q}: {\n    /** The \`${route}\` page (npm run new:remote). */\n    ${expose}: './${expose}',\n  },`,
      );
      // The props of each expose (it must list the same keys).
      return insertBefore(s, 'remotes.ts', 'export interface RemoteExposeProps {', '\n}\n', `\n  ${q}: {\n    ${expose}: NoProps;\n  };`);
    },
    'shell/src/app/routes.tsx': (s) =>
      insertBefore(
        s,
        'routes.tsx',
        'export const shellRoutes',
        "      route('*', <NotFoundPage />",
        `      route('${route}', <RemotePage remote=${JSON.stringify(name)} exposed="${expose}" title="${title}" hasOwnHeading />, LAYOUTS.plain),\n`,
      ),
    'tsconfig.browser.json': (s) =>
      insertBefore(s, 'tsconfig.browser.json', '"include": [', '    "tooling/types/*.d.ts"', `    "${name}/src",\n`),
  };
}

/** The next free dev-server port: one above the highest in the list of remotes (remote-list.json's text). */
export function nextDevPort(remoteList) {
  const ports = Object.values(JSON.parse(remoteList)).map((remote) => remote.devPort);
  if (ports.length === 0) throw new NewRemoteError('shared-contracts/src/remotes/remote-list.json: no remote dev port found');
  return Math.max(...ports) + 1;
}
