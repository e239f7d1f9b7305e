import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../config';
import type { DatabaseHandle } from '../db/client';

export type IdentityPlugin = FastifyPluginAsync<{ config: AppConfig; database: DatabaseHandle }>;

/**
 * The embedded OpenID Connect provider (plugins/identity) is built separately; load it when present
 * so the API runs without it. An error inside it still surfaces.
 */
export const loadIdentityPlugin = async (): Promise<IdentityPlugin | null> => {
  const entry = new URL('../plugins/identity/index.ts', import.meta.url);
  if (!existsSync(fileURLToPath(entry))) return null;
  const specifier = '../plugins/identity/index';
  const module = (await import(/* @vite-ignore */ specifier)) as { default: IdentityPlugin };
  return module.default;
};
