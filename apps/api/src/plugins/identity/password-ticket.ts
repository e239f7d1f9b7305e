import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A short-lived proof that the user of an interaction typed the right password, carried by the
 * change-password form: `<userId>.<expiry>.<hmac>`, bound to the interaction uid. Stateless, so
 * it works after a restart and on any instance.
 */
export const createPasswordTickets = (secret: string, ttlMs = 10 * 60_000) => {
  const mac = (uid: string, userId: number, exp: number) =>
    createHmac('sha256', secret).update(`pwd-change|${uid}|${userId}|${exp}`).digest('base64url');

  return {
    issue(uid: string, userId: number, now = Date.now()): string {
      const exp = now + ttlMs;
      return `${userId}.${exp}.${mac(uid, userId, exp)}`;
    },
    /** The user id the ticket was issued for, or undefined when forged, expired or for another interaction. */
    verify(uid: string, ticket: string, now = Date.now()): number | undefined {
      const [id, expText, signature] = ticket.split('.');
      if (!id || !expText || !signature || !/^\d+$/.test(id) || !/^\d+$/.test(expText)) return undefined;
      const userId = Number(id);
      const exp = Number(expText);
      if (exp < now) return undefined;
      const expected = Buffer.from(mac(uid, userId, exp));
      const actual = Buffer.from(signature);
      return expected.length === actual.length && timingSafeEqual(expected, actual) ? userId : undefined;
    },
  };
};

export type PasswordTickets = ReturnType<typeof createPasswordTickets>;
