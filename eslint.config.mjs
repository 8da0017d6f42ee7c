// Lint for the whole workspace. Besides the usual rules it enforces the package boundaries of
// HOUSE-STYLE: a remote imports only shared-contracts and its own code; the shell never imports a
// remote's source; the edge imports shared-contracts and the release package, no app's source;
// shared-contracts imports no app; e2e imports no app source.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import pluginQuery from '@tanstack/eslint-plugin-query';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
// eslint-disable-next-line import-x/no-relative-packages -- the config loads the repo's own lint plugin from tooling/
import house, { REMOTES } from './tooling/lint/house-plugin.mjs';

const APPS = ['shell', 'edge', ...REMOTES, 'platform-api'];

/** no-restricted-imports patterns forbidding the given packages, by name and by relative path. */
function forbid(packages, why) {
  return {
    patterns: packages.flatMap((name) => [
      { group: [name, `${name}/*`], message: `${why} (HOUSE-STYLE "Imports").` },
      { group: [`**/../${name}`, `**/../${name}/**`], message: `${why} (HOUSE-STYLE "Imports").` },
    ]),
  };
}

const boundaries = [
  ...REMOTES.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        forbid(
          APPS.filter((a) => a !== remote),
          `A remote imports only shared-contracts and its own code; ${remote} must not import another app`,
        ),
      ],
    },
  })),
  {
    // Inside a remote: a feature imports no other feature; no file imports a floor above its own
    // (app/expose → features → lib/components/hooks); the API client is called only in a
    // feature's api/ or src/lib (tooling/lint/house-plugin.mjs, allow-list beside it).
    files: REMOTES.map((remote) => `${remote}/src/**/*.{ts,tsx}`),
    plugins: { house },
    rules: { 'house/feature-boundaries': 'error', 'house/floors': 'error', 'house/api-in-feature-api': 'error' },
  },
  {
    files: ['shell/**/*.{ts,tsx,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        forbid(
          APPS.filter((a) => a !== 'shell'),
          'The shell loads remotes at run time only, never their source',
        ),
      ],
    },
  },
  {
    // The edge loads the shell's server build by path at run time (edge/src/pages/page-frame.ts).
    files: ['edge/**/*.{ts,mjs,cjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        forbid(
          APPS.filter((a) => a !== 'edge'),
          "The edge imports shared-contracts and the release package; it loads the shell's server build by path, never an app's source",
        ),
      ],
    },
  },
  {
    files: ['shared-contracts/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', forbid([...APPS, 'platform-ui'], 'shared-contracts imports no app')] },
  },
  {
    files: ['platform-ui/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', forbid(APPS, 'platform-ui is a UI kit: it imports no app')] },
  },
  {
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        forbid(
          APPS.filter((a) => a !== 'platform-api'),
          'e2e uses shared-contracts and the running apps, not app source',
        ),
      ],
    },
  },
  {
    // Journeys take `test`/`expect` from support/test: its fixtures give each worker its own platform
    // (baseURL) and fail a journey on any CSP violation.
    files: ['e2e/tests/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...forbid(
            APPS.filter((a) => a !== 'platform-api'),
            'e2e uses shared-contracts and the running apps, not app source',
          ),
          paths: [
            { name: '@playwright/test', message: "Import test, expect and types from '../support/test' (per-worker platform, CSP check)." },
          ],
        },
      ],
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-monolith/**',
      '**/dist-server/**',
      'registry/**',
      '**/coverage/**',
      '**/playwright-report/**',
      '**/test-results/**',
      '**/.data/**',
      '**/@mf-types/**',
      'bench-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node, ...globals.jest, __APP_NAME__: 'readonly', __APP_VERSION__: 'readonly' },
    },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-relative-packages': 'error',
      'import-x/no-self-import': 'error',
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['**/*.{tsx,ts}'],
    ignores: ['platform-api/**', 'edge/**', 'e2e/**'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, '@tanstack/query': pluginQuery },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      ...pluginQuery.configs.recommended.rules,
      'react-hooks/refs': 'off',
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  ...boundaries,
);
