import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@portal/contracts/public-config';
import { FEATURE_FLAGS, type FeatureFlags } from '@portal/contracts/feature-flags';
import { api } from './api-client';
import { takeEarlyConfig } from './early-config';

/**
 * `GET /api/config`: sign-in settings, feature flags, error reporting. The boot script's early request
 * of a signed-in address is taken first (lib/early-config.ts).
 */
export const fetchPublicConfig = async (): Promise<PublicConfig> => {
  const early = (await takeEarlyConfig()) as PublicConfig | null;
  return early ?? api.get<PublicConfig>('/api/config', { anonymous: true, ignoreUnauthorized: true });
};

export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: fetchPublicConfig,
  staleTime: Infinity,
  gcTime: Infinity,
});

export const usePublicConfig = () => useQuery(publicConfigQuery);

/** Feature flags in force: the server's answer, the build defaults until it arrives. */
export const useFeatureFlags = (): FeatureFlags => usePublicConfig().data?.features ?? { ...FEATURE_FLAGS };
