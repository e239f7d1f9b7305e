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

/**
 * Files that change what the next file of the same worker would see: environment variables
 * (`process.env`, `vi.stubEnv`), spies and fake timers, the process-wide metrics registry's
 * counters, the in-process travel-booking simulator's modes, and the anonymous-upload limit read
 * once from the environment (platform/uploads/multipart.ts). They run isolated (a fresh module
 * graph per file); every other file shares its worker's module graph (`isolate: false`), so the
 * app's modules are imported once a worker rather than once a file (decision 0069). A new file
 * that does any of the above belongs here.
 */
const ISOLATED = [
  // environment variables
  'src/modules/employment-requests/verifiable.test.ts',
  'src/modules/booking/flights.test.ts',
  'src/modules/registrations/routes.test.ts',
  'src/modules/hr-pool-candidates/routes.test.ts',
  'src/platform/uploads/anonymous-uploads.test.ts',
  'src/platform/uploads/two-instances.pg.test.ts',
  'src/platform/uploads/uploads.test.ts',
  'src/platform/uploads/sweep.test.ts',
  'src/platform/claims/admin-queues.test.ts',
  'src/history-presentation.test.ts',
  'src/environment-check.test.ts',
  'src/config.test.ts',
  'src/start-server.test.ts',
  // spies, module mocks and fake timers
  'src/modules/settings/service.test.ts',
  'src/modules/partnership-contracts/verifiable.test.ts',
  'src/modules/system/readiness-outages.test.ts',
  'src/modules/system/readiness-outages.pg.test.ts',
  'src/lib/recent-reads.test.ts',
  'src/log-output.test.ts',
  'src/plugins/identity/oidc-provider-module.test.ts',
  // the process's metrics registry
  'src/plugins/metrics.test.ts',
  'src/modules/me/sign-in-failures.test.ts',
  'src/plugins/identity/shared-sign-in-limits.test.ts',
  'src/platform/jobs/jobs.pg.test.ts',
  'src/multi-instance.pg.test.ts',
  'src/start-together.pg.test.ts',
  // the in-process travel-booking simulator
  'src/modules/booking/almatar-client.test.ts',
  'src/modules/booking/booking-config.test.ts',
  'src/modules/complaints/simulator.test.ts',
  'src/modules/complaints/routes.test.ts',
];

const postgres = Boolean(process.env.DATABASE_URL);

/**
 * Every core runs files (each file has its own store or its own database copied from a template);
 * the PGlite projects run first, then the PostgreSQL ones (`groupOrder`), each with the whole machine.
 */
const maxWorkers = Math.max(availableParallelism(), 1);

const shared = {
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
  maxWorkers,
};

type Store = { name: string; include: string[]; exclude: string[]; globalSetup: string; groupOrder: number };

/** Whether an include pattern above (a file's path, or every test file of a folder) holds a file. */
const holds = (pattern: string, file: string) =>
  pattern === file ||
  (pattern.endsWith('/**/*.test.ts') && file.startsWith(pattern.slice(0, -'**/*.test.ts'.length)));

/**
 * A store's two projects: the files of ISOLATED that it runs, each with a fresh module graph
 * (`<name>-isolated`), then the rest sharing their worker's (`<name>`).
 */
const storeProjects = (store: Store): TestProjectInlineConfiguration[] => {
  const isolated = ISOLATED.filter(
    (file) =>
      store.include.some((pattern) => holds(pattern, file)) &&
      !(store.exclude.includes(POSTGRES_ONLY) && file.endsWith('.pg.test.ts')),
  );
  const base = { root, test: { ...shared, globalSetup: [store.globalSetup] } };
  return [
    ...(isolated.length > 0
      ? [
          {
            ...base,
            test: {
              ...base.test,
              name: `${store.name}-isolated`,
              include: isolated,
              sequence: { groupOrder: store.groupOrder },
            },
          },
        ]
      : []),
    {
      ...base,
      test: {
        ...base.test,
        name: store.name,
        isolate: false,
        include: store.include,
        exclude: [...configDefaults.exclude, ...store.exclude, ...ISOLATED],
        sequence: { groupOrder: store.groupOrder + 1 },
      },
    },
  ];
};

/**
 * The API suite on PGlite, and on PostgreSQL when DATABASE_URL is set.
 * Exported so a root configuration can list these projects beside others.
 */
export const apiProjects: TestProjectInlineConfiguration[] = [
  ...storeProjects({
    name: 'api-pglite',
    include: postgres ? EMBEDDED_CHECKS : ['src/**/*.test.ts'],
    exclude: [POSTGRES_ONLY],
    globalSetup: 'src/test-support/global-setup-pglite.ts',
    groupOrder: 0,
  }),
  ...(postgres
    ? storeProjects({
        name: 'api-postgres',
        include: ['src/**/*.test.ts'],
        exclude: [],
        globalSetup: 'src/test-support/global-setup-postgres.ts',
        groupOrder: 2,
      })
    : []),
];

export default defineConfig({ test: { projects: apiProjects } });
