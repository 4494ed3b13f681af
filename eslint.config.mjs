import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';
import globals from 'globals';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  prettier,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // The embedded demo's browser code (docs/demo.md): plain scripts, served unbundled. A
    // shared file's top-level names are what it gives the scripts that inline it, which name
    // them in a `/* global */` comment; `catch (error)` keeps its binding (ES5 style).
    files: ['demo/browser/**/*.js'],
    languageOptions: {
      sourceType: 'script',
      // eslint-config-next's parser options say `module`; the parser reads them, not the above.
      parserOptions: { sourceType: 'script' },
      globals: globals.browser,
    },
    rules: {
      'no-undef': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', vars: 'local', caughtErrors: 'none' },
      ],
    },
  },
  {
    // The product never depends on the demo server (demo/, docs/demo.md) or on test helpers:
    // neither belongs in a deployment's build. Tests may use both.
    files: ['app/**', 'components/**', 'lib/**', 'i18n/**', 'middleware.ts', 'instrumentation.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@/|(\\.\\./)+)(demo|test)(/|$)',
              message: 'Product code never imports demo/ or test/ (docs/architecture.md).',
            },
          ],
        },
      ],
    },
  },
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      'public/**',
    ],
  },
];

export default config;
