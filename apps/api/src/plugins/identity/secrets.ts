import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Database } from '../../db/client';
import { oidcSecrets } from '../../db/schema/identity';

export type IdentitySecrets = {
  /** Private signing keys (JWK with `d`), newest first. */
  signingKeys: JWK[];
  /** Keys for the provider's signed cookies and the password-change tickets. */
  cookieKeys: string[];
};

const SIGNING_KEYS = 'signing-jwks';
const COOKIE_KEYS = 'cookie-keys';

/**
 * Reads a secret, creating it on first start. `on conflict do nothing` and a re-read make two
 * instances starting together agree on one value.
 */
const loadOrCreate = async <T>(db: Database, name: string, create: () => Promise<T>): Promise<T> => {
  const read = async () => {
    const [row] = await db.select().from(oidcSecrets).where(eq(oidcSecrets.name, name)).limit(1);
    return row?.value as T | undefined;
  };
  const existing = await read();
  if (existing !== undefined) return existing;
  await db
    .insert(oidcSecrets)
    .values({ name, value: await create() })
    .onConflictDoNothing();
  const stored = await read();
  if (stored === undefined) throw new Error(`Could not store the identity secret ${name}`);
  return stored;
};

const newSigningKey = async (): Promise<JWK> => {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: randomUUID(), alg: 'RS256', use: 'sig' };
};

export const loadIdentitySecrets = async (db: Database): Promise<IdentitySecrets> => {
  const jwks = await loadOrCreate(db, SIGNING_KEYS, async () => ({ keys: [await newSigningKey()] }));
  const cookieKeys = await loadOrCreate(db, COOKIE_KEYS, async () => [randomBytes(32).toString('base64url')]);
  return { signingKeys: (jwks as { keys: JWK[] }).keys, cookieKeys };
};

/** The public half of the signing keys, as published at the JWKS endpoint. */
export const publicJwks = (keys: JWK[]): { keys: JWK[] } => ({
  keys: keys.map(({ kty, n, e, kid, alg, use }) => ({ kty, n, e, kid, alg, use })),
});
