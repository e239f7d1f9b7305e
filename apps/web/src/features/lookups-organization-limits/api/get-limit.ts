import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrganizationLimit } from '@portal/contracts/lookups-organization-limits';
import { api } from '../../../lib/api-client';

/** `GET /api/lookups/organization-limits/{id}`. */
export const fetchLimit = (id: number): Promise<OrganizationLimit> =>
  api.get<OrganizationLimit>(`/api/lookups/organization-limits/${id}`);

export const limitQuery = (id: number) =>
  queryOptions({ queryKey: ['organizationLimits', 'one', id], queryFn: () => fetchLimit(id) });

export const useLimit = (id: number, enabled = true) => useQuery({ ...limitQuery(id), enabled });
