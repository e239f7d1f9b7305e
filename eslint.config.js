import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Import boundaries: the web app reaches the repo only through contracts; modules only through services. */
const webBoundaries = {
  patterns: [
    {
      group: ['@portal/api', '@portal/api/*', '@portal/tools', '@portal/tools/*'],
      message: 'The web app imports only @portal/contracts from the repo.',
    },
    {
      group: ['**/apps/api/**', '**/tools/**', '../../../api/**', '../../../../api/**'],
      message: 'The web app imports only @portal/contracts from the repo.',
    },
  ],
};

/** Features use shared code and their own files; only the app layer composes features. */
const featureBoundaries = {
  patterns: [
    ...webBoundaries.patterns,
    {
      group: ['../../*/components/*', '../../*/api/*', '!../../../**'],
      message: "Do not reach into another feature's internals.",
    },
    {
      group: ['**/features/*/components/*', '**/features/*/api/*'],
      message: "Do not reach into another feature's internals.",
    },
  ],
};

const apiBoundaries = {
  patterns: [
    {
      group: ['@portal/web', '@portal/web/*', '**/apps/web/**'],
      message: 'The API does not import the web app.',
    },
    {
      group: ['../*/repository', '../*/repository.ts', '../../modules/*/repository'],
      message: "Go through the other module's service, not its repository.",
    },
  ],
};

/** Shared API code (lib, platform) serves the business modules and never depends on one. */
const sharedApiBoundaries = {
  patterns: [
    ...apiBoundaries.patterns,
    {
      group: ['**/modules', '**/modules/**'],
      message: 'lib/ and platform/ never import modules/: move the shared piece into platform/.',
    },
  ],
};

const contractsBoundaries = {
  patterns: [
    {
      group: ['@portal/*', '**/apps/**', '**/tools/**'],
      message: 'Contracts import nothing else of the repo.',
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      'apps/api/src/db/migrations/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': ['error', webBoundaries],
    },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', featureBoundaries] },
  },
  { files: ['apps/api/**/*.ts'], rules: { 'no-restricted-imports': ['error', apiBoundaries] } },
  {
    files: ['apps/api/src/lib/**/*.ts', 'apps/api/src/platform/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', sharedApiBoundaries] },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', contractsBoundaries] },
  },
  { files: ['scripts/**/*.mjs', 'tools/**/*.{ts,mjs,js}'], rules: { 'no-console': 'off' } },
  // Module augmentation (e.g. Fastify's types) needs interfaces.
  // Playwright fixtures call `use`, which is not a React hook.
  { files: ['apps/web/e2e/**/*.ts'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  { files: ['**/*.d.ts'], rules: { '@typescript-eslint/consistent-type-definitions': 'off' } },
);
