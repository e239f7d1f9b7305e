import { BlockList, isIP } from 'node:net';
import { z } from 'zod';

/** Who may read /metrics: a bearer token, peers in these networks, or both (either admits). */
export type MetricsAccess = { token: string | undefined; allow: BlockList | null; allowText: string[] };

/** `loopback` as in TRUST_PROXY, for the common case of a scraper on the same host. */
const NAMED: Record<string, string[]> = { loopback: ['127.0.0.0/8', '::1/128'] };

const rangeOf = (entry: string): { address: string; prefix: number; family: 'ipv4' | 'ipv6' } | null => {
  const [address = '', prefixText, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return null;
  const bits = family === 4 ? 32 : 128;
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = prefixText === undefined ? bits : Number(prefixText);
  if (prefix > bits) return null;
  return { address, prefix, family: family === 4 ? 'ipv4' : 'ipv6' };
};

/**
 * METRICS_ALLOW: a comma-separated list of addresses or CIDR ranges (and `loopback`) whose peers
 * read /metrics without a token. The peer is the request's address after TRUST_PROXY is applied.
 */
export const metricsAllowSchema = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx): string[] => {
    if (!value) return [];
    const entries = value.split(',').map((entry) => entry.trim().toLowerCase());
    const expanded = entries.flatMap((entry) => NAMED[entry] ?? [entry]);
    const bad = expanded.filter((entry) => rangeOf(entry) === null);
    if (bad.length === 0) return expanded;
    ctx.addIssue({ code: 'custom', message: `not an address or CIDR range: ${bad.join(', ')}` });
    return z.NEVER;
  });

/** METRICS_TOKEN: long enough that guessing it is not a way in. */
export const metricsTokenSchema = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.string().min(16, 'at least 16 characters').optional());

export const metricsAccessOf = (token: string | undefined, allow: string[]): MetricsAccess => {
  if (allow.length === 0) return { token, allow: null, allowText: [] };
  const list = new BlockList();
  for (const entry of allow) {
    const range = rangeOf(entry);
    if (range) list.addSubnet(range.address, range.prefix, range.family);
  }
  return { token, allow: list, allowText: allow };
};

/** Whether the peer's address is in the allowed networks (an IPv4-mapped IPv6 peer counts as IPv4). */
export const isAllowedPeer = (access: MetricsAccess, ip: string): boolean => {
  if (!access.allow) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const address = mapped ?? ip;
  const family = isIP(address);
  if (family === 0) return false;
  return access.allow.check(address, family === 4 ? 'ipv4' : 'ipv6');
};
