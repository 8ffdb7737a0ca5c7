import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/scripts/**', '**/bench/**', 'scripts/**', '**/*.config.*'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['packages/ui/**', 'packages/domain/**', 'packages/i18n/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['astro', 'astro:*', 'kysely', 'pg', '@spotter/site', '**/site/**'] },
      ],
    },
  },
);
