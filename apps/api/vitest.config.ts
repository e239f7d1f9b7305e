import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * `*.pg.test.ts` files test what only PostgreSQL does (connection loss, pool limits, server-side
 * errors): they run in the PostgreSQL project only, so no test skips itself on PGlite.
 */
const POSTGRES_ONLY = 'src/**/*.pg.test.ts';

/**
 * With PostgreSQL at hand (CI), the whole suite runs there and PGlite runs what proves the embedded
 * default (docs/decisions/0041): the start and its configuration, migrations and demo data, and one
 * query at a time under concurrent requests. Every module's routes run on PGlite in the end-to-end
 * tests, whose servers are `npm start` on the embedded store. Without PostgreSQL, everything runs
 * on PGlite.
 */
const EMBEDDED_CHECKS = [
  'src/start-server.test.ts',
  'src/npm-start-signals.test.ts',
  'src/config.test.ts',
  'src/db/**/*.test.ts',
  'src/modules/employment-requests/concurrency.test.ts',
];

const postgres = Boolean(process.env.DATABASE_URL);

/**
 * Every core runs files (each file has its own store or its own database copied from a template);
 * the PGlite project runs first, then the PostgreSQL one (`groupOrder`), each with the whole machine.
 */
const maxWorkers = Math.max(availableParallelism(), 1);

const shared = {
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

/**
 * The API suite on PGlite, and on PostgreSQL when DATABASE_URL is set.
 * Exported so a root configuration can list these projects beside others.
 */
export const apiProjects: TestProjectInlineConfiguration[] = [
  {
    root,
    test: {
      ...shared,
      name: 'api-pglite',
      maxWorkers,
      sequence: { groupOrder: 0 },
      include: postgres ? EMBEDDED_CHECKS : ['src/**/*.test.ts'],
      exclude: [...configDefaults.exclude, POSTGRES_ONLY],
      globalSetup: ['src/test-support/global-setup-pglite.ts'],
    },
  },
  ...(postgres
    ? [
        {
          root,
          test: {
            ...shared,
            name: 'api-postgres',
            include: ['src/**/*.test.ts'],
            globalSetup: ['src/test-support/global-setup-postgres.ts'],
            maxWorkers,
            sequence: { groupOrder: 1 },
          },
        },
      ]
    : []),
];

export default defineConfig({ test: { projects: apiProjects } });
