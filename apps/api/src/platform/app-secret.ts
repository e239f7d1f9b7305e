import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appSecrets } from '../db/schema/index';

/**
 * A secret every API instance of the database shares: the configured one, else the one stored in
 * `app_secrets` under `name`, made on first use (`on conflict do nothing`, re-read). Read once; a
 * failed read is tried again on the next call.
 */
export const appSecretSource = (
  db: Database,
  name: string,
  configured: string | undefined,
): (() => Promise<string>) => {
  let secret: Promise<string> | undefined;
  const load = async () => {
    if (configured) return configured;
    const read = async () =>
      (await db.select().from(appSecrets).where(eq(appSecrets.name, name)).limit(1))[0]?.value;
    const existing = await read();
    if (existing) return existing;
    await db
      .insert(appSecrets)
      .values({ name, value: randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
    const stored = await read();
    if (!stored) throw new Error(`could not store the secret ${name}`);
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
