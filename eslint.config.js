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
    {
      group: ['@mui/material/Skeleton'],
      message: 'Use components/skeleton: the same placeholder without MUI Skeleton (decision 0064).',
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

/**
 * Status names (packages/contracts: the status lists of employment requests, partnership and
 * transfer contracts, licence requests, registrations, candidates, visas, organisations,
 * complaints, announcements and suspensions). Outside the contracts code names a status through
 * its declaration (`EMPLOYMENT_REQUEST_STATUS.CONTRACTED`, `HOLDING_STATUSES`), never as a string.
 */
const STATUS_NAMES = [
  ...['PENDING_AGENCY', 'PENDING_EMBASSY', 'CONTRACTED', 'TICKET_BOOKED', 'ARRIVED'],
  ...['PENDING_MOFA_CANCELLATION', 'REJECTED', 'CANCELLED', 'EXPIRED', 'DRAFT', 'PENDING_APPROVAL'],
  ...['ACTIVE', 'PENDING_CANCELLATION', 'PENDING', 'APPROVED', 'COMPLETED', 'ACCEPTED'],
  ...['AVAILABLE', 'PROCESSING', 'EMPLOYEE', 'USED', 'EXPIRED_LICENSE', 'SUSPENDED'],
  ...['OPEN', 'IN_PROGRESS', 'RESOLVED', 'SCHEDULED', 'CURRENT', 'ENDED'],
];
const statusLiterals = {
  selector: `Literal[value=/^(${STATUS_NAMES.join('|')})$/]`,
  message:
    'Name a status through its declaration in packages/contracts (e.g. EMPLOYMENT_REQUEST_STATUS.CONTRACTED or a derived list), not as a string.',
};

/** Tests and their support code: the house rules on names and colours are for the product's code. */
const TEST_CODE = [
  '**/*.test.{ts,tsx}',
  '**/__tests__/**',
  '**/test-support/**',
  '**/*.test-support.ts',
  'apps/web/src/test/**',
];

/**
 * MUI 9 components take no palette path in `color` (`<Typography color="text.secondary">`): the value
 * matches none of their colour names and is dropped without a word, so the text showed in the
 * primary colour (decision 0097). A colour name (`textSecondary`, `primary`) or `sx` (which does
 * read palette paths) says what is meant.
 */
const paletteColourProps = {
  selector: "JSXAttribute[name.name='color'][value.value=/^[a-z]+\\.[a-zA-Z]+$/]",
  message:
    'MUI ignores a palette path in a `color` prop: use its colour name (color="textSecondary", "primary") or sx={{ color: \'text.secondary\' }}.',
};

/**
 * End-to-end tests open a browser context only through the `newContext`/`newPage` fixtures of
 * apps/web/e2e/contexts.ts, which close it when the test ends, passed or failed: a context opened
 * with `browser.newContext()` outlives a failed test, a signed-in page running until the worker ends.
 */
const e2eContexts = {
  selector: "CallExpression[callee.type='MemberExpression'][callee.property.name='newContext']",
  message:
    'Open browser contexts through the newContext/newPage fixtures of e2e/contexts.ts, which close them when the test ends.',
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
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/api/src/modules/**/*.ts'],
    ignores: TEST_CODE,
    rules: { 'no-restricted-syntax': ['error', statusLiterals] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: TEST_CODE,
    rules: { 'no-restricted-syntax': ['error', statusLiterals, paletteColourProps] },
  },
  { files: ['scripts/**/*.mjs', 'tools/**/*.{ts,mjs,js}'], rules: { 'no-console': 'off' } },
  {
    files: ['apps/web/e2e/**/*.ts'],
    ignores: ['apps/web/e2e/contexts.ts'],
    rules: { 'no-restricted-syntax': ['error', e2eContexts] },
  },
  // Module augmentation (e.g. Fastify's types) needs interfaces.
  // Playwright fixtures call `use`, which is not a React hook.
  { files: ['apps/web/e2e/**/*.ts'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  { files: ['**/*.d.ts'], rules: { '@typescript-eslint/consistent-type-definitions': 'off' } },
);
