import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  OrganizationLimit,
  OrganizationLimitInput,
} from '@portal/contracts/lookups-organization-limits';
import { api } from '../../../lib/api-client';

/**
 * `POST /api/lookups/organization-limits` (no id) or `PUT .../{id}` with the `rowVersion` the form
 * was read on; 409 on the country when taken.
 */
export const saveLimit = (
  id: number | undefined,
  input: OrganizationLimitInput & { rowVersion?: number | undefined },
): Promise<OrganizationLimit> =>
  id
    ? api.put<OrganizationLimit>(`/api/lookups/organization-limits/${id}`, input)
    : api.post<OrganizationLimit>('/api/lookups/organization-limits', input);

export const useSaveLimit = (id?: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: OrganizationLimitInput & { rowVersion?: number | undefined }) => saveLimit(id, input),
    meta: { skipGlobalErrorHandler: true },
    onSuccess: (limit) => {
      client.setQueryData(['organizationLimits', 'one', limit.id], limit);
    },
  });
};
