import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import type { CaptchaChallenge } from '@portal/contracts/registration';
import type { Database } from '../../db/client';
import { appSecrets } from '../../db/schema/index';

const SECRET_NAME = 'captcha-hmac-key';
const TEN_MINUTES = 10 * 60_000;

/** The configured key, else one stored in the database on first use (`on conflict do nothing`, re-read). */
const loadKey = async (db: Database, configured: string | undefined): Promise<string> => {
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
  if (!stored) throw new Error('could not store the captcha key');
  return stored;
};

export type Captcha = {
  challenge: () => Promise<CaptchaChallenge>;
  /** The salt of a valid, unexpired solution (to refuse its reuse), or null. */
  verify: (payload: string) => Promise<string | null>;
};

/** ALTCHA proof of work, verified on this server: no third-party service. */
export const createCaptcha = (
  db: Database,
  configuredKey: string | undefined,
  maxNumber: number,
): Captcha => {
  let key: Promise<string> | undefined;
  const hmacKey = () => (key ??= loadKey(db, configuredKey));
  return {
    challenge: async () =>
      createChallenge({
        hmacKey: await hmacKey(),
        maxnumber: maxNumber,
        expires: new Date(Date.now() + TEN_MINUTES),
      }),
    verify: async (payload) => {
      try {
        const decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { salt?: unknown };
        const ok = await verifySolution(payload, await hmacKey(), true);
        return ok && typeof decoded.salt === 'string' ? decoded.salt : null;
      } catch {
        return null;
      }
    },
  };
};
