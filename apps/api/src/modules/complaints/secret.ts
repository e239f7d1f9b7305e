import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appSecrets } from '../../db/schema/index';

const SECRET_NAME = 'issue-tracker-jwt-key';

/**
 * The connector tokens' HS256 secret: the configured one, else one stored in `app_secrets` on
 * first use (`on conflict do nothing`, re-read), shared by every API instance of the database.
 */
export const createSecretSource = (db: Database, configured: string | undefined): (() => Promise<string>) => {
  let secret: Promise<string> | undefined;
  const load = async () => {
    if (configured) return configured;
    const read = async () =>
      (await db.select().from(appSecrets).where(eq(appSecrets.name, SECRET_NAME)).limit(1))[0]?.value;
    const existing = await read();
    if (existing) return existing;
    await db
      .insert(appSecrets)
      .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
    const stored = await read();
    if (!stored) throw new Error('could not store the issue-tracker key');
    return stored;
  };
  return () => {
    secret ??= load().catch((error: unknown) => {
      secret = undefined;
      throw error;
    });
    return secret;
  };
};
