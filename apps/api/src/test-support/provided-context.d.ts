/** What the global setups hand to every test file (vitest `provide`/`inject`). */
export type TestDatabaseSource =
  { kind: 'pglite'; dumpPath: string } | { kind: 'postgres'; adminUrl: string; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseSource;
  }
}
