import { randomBytes } from 'node:crypto';

/** The Redis the tests share: REDIS_URL, else the one on this machine and in CI. */
export const testRedisUrl = (): string => process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** A key prefix no other test (or run) uses, so tests sharing one Redis never see each other's counts. */
export const uniqueKeyPrefix = (name: string): string =>
  `test:${name}:${process.pid}:${randomBytes(4).toString('hex')}:`;
