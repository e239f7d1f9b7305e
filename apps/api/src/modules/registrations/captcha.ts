import { createChallenge, verifySolution } from 'altcha-lib/v1';
import type { CaptchaChallenge } from '@portal/contracts/registration';
import type { Database } from '../../db/client';
import { appSecretSource } from '../../platform/app-secret';

const TEN_MINUTES = 10 * 60_000;

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
  const hmacKey = appSecretSource(db, 'captcha-hmac-key', configuredKey);
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
