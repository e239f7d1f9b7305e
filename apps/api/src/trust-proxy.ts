import { isIP } from 'node:net';
import { z } from 'zod';

/** No proxy trusted, the nearest `hops` proxies, or the peers at these addresses or ranges. */
export type TrustProxy = false | { hops: number } | { addresses: string[] };

/** The range names Fastify's proxy-addr knows. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isAddressOrRange = (entry: string): boolean => {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= bits;
};

const EVERY_HOP =
  'trusting every hop lets any client forge X-Forwarded-For; give the number of proxies in front ' +
  '(e.g. 1) or their addresses (e.g. 10.0.0.0/8,127.0.0.1)';

/**
 * TRUST_PROXY: unset, `false`, `no` or `0` trusts nobody; a whole number N trusts the N nearest
 * proxies; otherwise a comma-separated list of proxy addresses or CIDR ranges. `true` is refused.
 */
export const trustProxySchema = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx): TrustProxy => {
    const text = (value ?? '').toLowerCase();
    if (['', 'false', 'no', '0'].includes(text)) return false;
    if (['true', 'yes'].includes(text)) {
      ctx.addIssue({ code: 'custom', message: EVERY_HOP });
      return z.NEVER;
    }
    if (/^\d+$/.test(text)) {
      const hops = Number(text);
      if (hops <= 32) return { hops };
      ctx.addIssue({ code: 'custom', message: 'a hop count is at most 32' });
      return z.NEVER;
    }
    const addresses = text.split(',').map((entry) => entry.trim());
    const bad = addresses.filter((entry) => !isAddressOrRange(entry));
    if (bad.length === 0) return { addresses };
    ctx.addIssue({ code: 'custom', message: `not an address or CIDR range: ${bad.join(', ')}` });
    return z.NEVER;
  });

/** Fastify's `trustProxy`: a hop count becomes proxy-addr's "the i-th hop is trusted while i < N". */
export const fastifyTrustProxy = (
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) => {
  if (trust === false) return false;
  if ('hops' in trust) return (_address, hop) => hop < trust.hops;
  return trust.addresses;
};
