import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * `*.pg.test.ts` files test what only PostgreSQL does (connection loss, pool limits, server-side
 * errors): they run in the PostgreSQL project only, so no test skips itself on PGlite.
 */
const POSTGRES_ONLY = 'src/**/*.pg.test.ts';

const shared = {
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

/**
 * The API suite on PGlite, and the same suite on PostgreSQL when DATABASE_URL is set.
 * Exported so a root configuration can list these projects beside others.
 */
export const apiProjects: TestProjectInlineConfiguration[] = [
  {
    root,
    test: {
      ...shared,
      name: 'api-pglite',
      include: ['src/**/*.test.ts'],
      exclude: [...configDefaults.exclude, POSTGRES_ONLY],
      globalSetup: ['src/test-support/global-setup-pglite.ts'],
    },
  },
  ...(process.env.DATABASE_URL
    ? [
        {
          root,
          test: {
            ...shared,
            name: 'api-postgres',
            include: ['src/**/*.test.ts'],
            globalSetup: ['src/test-support/global-setup-postgres.ts'],
          },
        },
      ]
    : []),
];

export default defineConfig({ test: { projects: apiProjects } });
