/**
 * Unit tests live beside the code they test (`*.test.ts(x)`); e2e specs live in `e2e/`; helpers
 * shared by tests live in `test/`, out of the product folders.
 */
const config = {
  testEnvironment: 'node',
  roots: [
    '<rootDir>/lib',
    '<rootDir>/demo',
    '<rootDir>/components',
    '<rootDir>/app',
    '<rootDir>/i18n',
    '<rootDir>/messages',
    '<rootDir>/scripts',
  ],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.(t|m?j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // sanitize-html (CommonJS) requires htmlparser2 12, which ships ESM only like its helpers;
  // Node 20 can require() it, Jest's CommonJS loader cannot, so compile them for tests.
  transformIgnorePatterns: [
    '/node_modules/(?!(htmlparser2|domhandler|domutils|domelementtype|dom-serializer|entities|next-intl|use-intl|icu-minify|intl-messageformat|@formatjs|@schummar|request-filtering-agent)/)',
  ],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/test/empty-module.ts',
  },
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
};

export default config;
