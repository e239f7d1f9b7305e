import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { environmentSchema } from '../../environment-names';

const schema = z.object({
  UPLOADS_DIR: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined),
});
environmentSchema(schema);

export class UploadsConfigError extends Error {}

/**
 * Where uploaded documents live: `UPLOADS_DIR`, else `${DATA_DIR}/uploads`; tests without
 * UPLOADS_DIR use a folder under the system temporary directory.
 */
export const uploadsDirOf = (
  dataDir: string,
  nodeEnv: string,
  env: NodeJS.ProcessEnv = process.env,
): string => {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new UploadsConfigError(`Invalid configuration:\n  UPLOADS_DIR: ${parsed.error.issues[0]?.message}`);
  }
  if (parsed.data.UPLOADS_DIR) return resolve(parsed.data.UPLOADS_DIR);
  if (nodeEnv === 'test') return join(tmpdir(), 'portal-test-uploads');
  return resolve(dataDir, 'uploads');
};
