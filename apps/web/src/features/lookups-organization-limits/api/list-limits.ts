import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrganizationLimit } from '@portal/contracts/lookups-organization-limits';
import type { ListResponse } from '@portal/contracts/list';
import { api, type QueryValue } from '../../../lib/api-client';

export const LIMITS_URL = '/api/lookups/organization-limits';

/** `GET /api/lookups/organization-limits`: one filtered, sorted page (with used versus allowed) and the total. */
export const fetchLimits = (query: Record<string, QueryValue>): Promise<ListResponse<OrganizationLimit>> =>
  api.get<ListResponse<OrganizationLimit>>(LIMITS_URL, { query });

export const limitsQuery = (query: Record<string, QueryValue>) =>
  queryOptions({
    queryKey: ['organizationLimits', 'list', query],
    queryFn: () => fetchLimits(query),
    placeholderData: keepPreviousData,
    meta: { skipGlobalErrorHandler: true },
  });

export const useLimits = (query: Record<string, QueryValue>) => useQuery(limitsQuery(query));
