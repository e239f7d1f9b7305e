import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

const shared = {
  include: ['src/**/*.test.ts'],
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

/**
 * The API suite on PGlite, and the same suite on PostgreSQL when DATABASE_URL is set.
 * Exported so a root configuration can list these projects beside others.
 */
export const apiProjects: TestProjectInlineConfiguration[] = [
  { root, test: { ...shared, name: 'api-pglite', globalSetup: ['src/test-support/global-setup-pglite.ts'] } },
  ...(process.env.DATABASE_URL
    ? [
        {
          root,
          test: {
            ...shared,
            name: 'api-postgres',
            globalSetup: ['src/test-support/global-setup-postgres.ts'],
          },
        },
      ]
    : []),
];

export default defineConfig({ test: { projects: apiProjects } });
