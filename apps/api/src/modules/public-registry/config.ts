import { z } from 'zod';
import { environmentSchema } from '../../environment-names';

const schema = environmentSchema(
  z.object({
    PUBLIC_REGISTRY_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
  }),
);

/** Look-ups of the public registry per address a minute (decision 0052); a bad value names the variable. */
export const loadPublicRegistryPerMinute = (env: NodeJS.ProcessEnv = process.env): number => {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data.PUBLIC_REGISTRY_PER_MINUTE;
};
