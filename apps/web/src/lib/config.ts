import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@portal/contracts/public-config';
import { FEATURE_FLAGS, type FeatureFlags } from '@portal/contracts/feature-flags';
import { api } from './api-client';

/** `GET /api/config`: sign-in settings, feature flags, error reporting. */
export const fetchPublicConfig = (): Promise<PublicConfig> =>
  api.get<PublicConfig>('/api/config', { anonymous: true, ignoreUnauthorized: true });

export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: fetchPublicConfig,
  staleTime: Infinity,
  gcTime: Infinity,
});

export const usePublicConfig = () => useQuery(publicConfigQuery);

/** Feature flags in force: the server's answer, the build defaults until it arrives. */
export const useFeatureFlags = (): FeatureFlags => usePublicConfig().data?.features ?? { ...FEATURE_FLAGS };
