import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LimitOfficeOption } from '@portal/contracts/lookups-organization-limits';
import { api } from '../../../lib/api-client';

/** `GET /api/lookups/organization-limits/offices`: the local offices a limit can name. */
export const fetchOffices = (): Promise<LimitOfficeOption[]> =>
  api.get<LimitOfficeOption[]>('/api/lookups/organization-limits/offices');

export const officesQuery = () =>
  queryOptions({ queryKey: ['organizationLimits', 'offices'], queryFn: fetchOffices });

export const useOffices = () => useQuery(officesQuery());
