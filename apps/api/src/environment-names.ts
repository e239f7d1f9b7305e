import type { z } from 'zod';

/**
 * The names of every environment variable the portal reads, collected from the zod schemas that
 * read them: a schema wrapped in `environmentSchema` adds its keys here when its module loads, so
 * the misspelling check (environment-check.ts) knows a variable as soon as a schema declares it.
 */
const known = new Set<string>();

/** Declares a schema of environment variables (returned unchanged) and records its names. */
export const environmentSchema = <T extends z.ZodObject>(schema: T): T => {
  for (const name of Object.keys(schema.shape)) known.add(name);
  return schema;
};

/** The names declared so far (complete once the application's modules are loaded). */
export const declaredVariableNames = (): ReadonlySet<string> => known;
