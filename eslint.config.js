import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

/** What code running in the browser (components, islands) must never import. */
const serverOnly = [
  {
    regex: '^(#server(/|$)|.*/server/)',
    message: 'Server code stays on the server: pass data in as props.',
  },
  { group: ['astro', 'astro:*', 'astro/*'], message: 'Astro belongs to site pages and endpoints.' },
  {
    group: ['kysely', 'kysely/*', 'pg', 'pg/*', '@electric-sql/*'],
    message: 'The database belongs to site/src/server.',
  },
  { group: ['node:*'], message: 'Node built-ins do not exist in the browser.' },
  { group: ['@spotter/site', '**/site/**'], message: 'Packages never import the site.' },
];
/** What the pure contract package must never import: no UI, no other workspace package. */
const notInDomain = [
  ...serverOnly,
  {
    group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'react-aria-components', 'nanostores', '@nanostores/*'],
    message: 'The domain is pure TypeScript: no React, no stores.',
  },
  { group: ['@spotter/*'], message: 'The domain is a leaf: it imports no workspace package.' },
];
/** The message catalogue is a leaf too. */
const notInI18n = [
  { group: ['@spotter/*', '**/packages/**', '**/site/**'], message: 'i18n is a leaf.' },
  { regex: '^#server(/|$)', message: 'i18n is a leaf.' },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.astro/**',
      'storybook-static/**',
      'packages/i18n/src/paraglide/**',
      '.data/**',
      '.vitest/**',
      'test-results/**',
      'playwright-report/**',
      'scripts/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.check.json', 'site/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // A loop between modules makes load order matter and hides which one owns what.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['**/scripts/**', '**/bench/**', 'scripts/**', '**/*.config.*'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['packages/ui/src/**', 'site/src/islands/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: serverOnly }] },
  },
  {
    // Tests of the component library run under Node and may read files.
    files: ['packages/ui/test/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: serverOnly.filter((p) => !p.group?.includes('node:*')) }] },
  },
  {
    files: ['packages/domain/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: notInDomain }] },
  },
  {
    // The domain's own tests run under Node and may read the message catalogues.
    files: ['packages/domain/test/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: notInDomain.filter((p) => !p.group?.includes('node:*')) }],
    },
  },
  {
    files: ['packages/i18n/src/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: notInI18n }] },
  },
);
