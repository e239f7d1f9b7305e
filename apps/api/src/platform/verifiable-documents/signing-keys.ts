import {
  createHash,
  createPrivateKey,
  generateKeyPairSync,
  type JsonWebKey,
  type KeyObject,
} from 'node:crypto';
import { desc, eq, isNull, sql } from 'drizzle-orm';
import type { JWK } from 'jose';
import type { Database } from '../../db/client';
import { documentSigningKeys } from '../../db/schema/index';

export const SIGNING_ALGORITHM = 'ES256';

/**
 * The private half as node's own key object: it signs synchronously (`signPayload`), at about half
 * the processor time of WebCrypto's job (decision 0090).
 */
export type SigningKey = { kid: string; privateKey: KeyObject; publicJwk: JWK };

const privateKeyOf = (jwk: JWK): KeyObject => createPrivateKey({ key: jwk as JsonWebKey, format: 'jwk' });

/** A key's id: the first 16 hex digits of the SHA-256 of its public coordinates (RFC 7638-like). */
const kidOf = (jwk: JWK): string =>
  createHash('sha256')
    .update(JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x, y: jwk.y }))
    .digest('hex')
    .slice(0, 16);

const publicOf = (jwk: JWK, kid: string): JWK =>
  ({
    kty: jwk.kty,
    crv: jwk.crv,
    x: jwk.x,
    y: jwk.y,
    kid,
    alg: SIGNING_ALGORITHM,
    use: 'sig',
  }) as JWK;

/** A private P-256 JWK as configured (DOCUMENT_SIGNING_KEY), checked; throws naming the variable. */
export const parseConfiguredKey = async (text: string): Promise<SigningKey> => {
  let jwk: JWK;
  try {
    jwk = JSON.parse(text) as JWK;
  } catch {
    throw new Error('DOCUMENT_SIGNING_KEY: not JSON (a private EC P-256 JWK is expected)');
  }
  if (jwk.kty !== 'EC' || jwk.crv !== 'P-256' || !jwk.d)
    throw new Error('DOCUMENT_SIGNING_KEY: a private EC P-256 JWK (kty EC, crv P-256, d) is expected');
  const kid = jwk.kid ?? kidOf(jwk);
  let privateKey: KeyObject;
  try {
    privateKey = privateKeyOf(jwk);
  } catch {
    throw new Error('DOCUMENT_SIGNING_KEY: the private EC P-256 JWK does not make a key');
  }
  return { kid, privateKey, publicJwk: publicOf(jwk, kid) };
};

const LOCK_KEY = sql`hashtext('document_signing_keys')`;

/**
 * The newest key not retired from the database, made the first time any instance needs one: the
 * advisory lock makes two instances starting at once agree on one key.
 */
export const storedSigningKey = async (db: Database): Promise<SigningKey> => {
  const newest = async (executor: Pick<Database, 'select'>) =>
    (
      await executor
        .select()
        .from(documentSigningKeys)
        .where(isNull(documentSigningKeys.retiredAt))
        .orderBy(desc(documentSigningKeys.createdAt))
        .limit(1)
    )[0];
  let row = await newest(db);
  if (!row) {
    row = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEY})`);
      const existing = await newest(tx);
      if (existing) return existing;
      const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const privateJwk = privateKey.export({ format: 'jwk' }) as JWK;
      const kid = kidOf(privateJwk);
      const [made] = await tx
        .insert(documentSigningKeys)
        .values({ kid, privateJwk: { ...privateJwk }, publicJwk: { ...publicOf(privateJwk, kid) } })
        .returning();
      if (!made) throw new Error('the signing key was not stored');
      return made;
    });
  }
  return { kid: row.kid, privateKey: privateKeyOf(row.privateJwk as JWK), publicJwk: row.publicJwk as JWK };
};

/** Every public key a document may have been signed with: the stored ones (retired too) and the configured one. */
export const publishedKeys = async (db: Database, configured: SigningKey | null): Promise<JWK[]> => {
  const stored = await db
    .select({ kid: documentSigningKeys.kid, publicJwk: documentSigningKeys.publicJwk })
    .from(documentSigningKeys)
    .orderBy(desc(documentSigningKeys.createdAt));
  const keys = stored.map((row) => row.publicJwk as JWK);
  if (configured && !stored.some((row) => row.kid === configured.kid)) keys.unshift(configured.publicJwk);
  return keys;
};

/** Marks a stored key retired (it stays published); the next signature makes or takes another. */
export const retireSigningKey = (db: Database, kid: string) =>
  db.update(documentSigningKeys).set({ retiredAt: new Date() }).where(eq(documentSigningKeys.kid, kid));

/**
 * Keeps the configured key's public half among the published ones (marked retired, without its
 * private half, so the database never signs with it): documents it signed still verify after
 * DOCUMENT_SIGNING_KEY is changed.
 */
export const rememberConfiguredKey = async (db: Database, key: SigningKey): Promise<void> => {
  await db
    .insert(documentSigningKeys)
    .values({ kid: key.kid, privateJwk: {}, publicJwk: { ...key.publicJwk }, retiredAt: new Date() })
    .onConflictDoNothing();
};
