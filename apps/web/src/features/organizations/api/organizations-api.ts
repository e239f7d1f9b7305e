import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListResponse } from '@portal/contracts/list';
import type {
  OrganizationCountry,
  OrganizationCreate,
  OrganizationDetail,
  OrganizationUpdate,
  OrganizationPartner,
  OrganizationSummary,
} from '@portal/contracts/organizations';
import { api, type QueryValue } from '../../../lib/api-client';

const KEY = 'organizations';

export const organizationListQuery = (query: Record<string, QueryValue>) =>
  queryOptions({
    queryKey: [KEY, 'list', query],
    queryFn: ({ signal }) =>
      api.get<ListResponse<OrganizationSummary>>('/api/organizations', { query, signal }),
    placeholderData: keepPreviousData,
  });
export const useOrganizationList = (query: Record<string, QueryValue>) =>
  useQuery(organizationListQuery(query));

/** `GET /api/organizations/{id}`: the whole record. */
export const fetchOrganization = (id: number, signal?: AbortSignal): Promise<OrganizationDetail> =>
  api.get<OrganizationDetail>(`/api/organizations/${id}`, { ...(signal && { signal }) });

export const organizationKey = (id: number) => [KEY, 'detail', id] as const;

/** 404 is shown as the not-found page, not as an alert. */
export const useOrganization = (id: number) =>
  useQuery({
    queryKey: organizationKey(id),
    queryFn: ({ signal }) => fetchOrganization(id, signal),
    meta: { skipGlobalErrorHandler: true },
    enabled: Number.isInteger(id) && id > 0,
  });

export const usePartnerOrganization = (id: number) =>
  useQuery({
    queryKey: [KEY, 'partner', id],
    queryFn: ({ signal }) => api.get<OrganizationPartner>(`/api/organizations/${id}/partner`, { signal }),
    meta: { skipGlobalErrorHandler: true },
    enabled: Number.isInteger(id) && id > 0,
  });

export const useOrganizationCountries = () =>
  useQuery({
    queryKey: [KEY, 'countries'],
    queryFn: ({ signal }) => api.get<OrganizationCountry[]>('/api/organizations/countries', { signal }),
    staleTime: 10 * 60_000,
  });

/** Field errors are shown on the form; the page passes the rest to the global handler. */
export const useCreateOrganization = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OrganizationCreate) => api.post<OrganizationDetail>('/api/organizations', body),
    meta: { skipGlobalErrorHandler: true },
    onSuccess: async (_created, body) => {
      await client.invalidateQueries({ queryKey: [KEY] });
      // Made from a registration request: the request now links to it.
      if (body.registrationId !== undefined) await client.invalidateQueries({ queryKey: ['registrations'] });
    },
  });
};

export const useUpdateOrganization = (id: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OrganizationUpdate) => api.put<OrganizationDetail>(`/api/organizations/${id}`, body),
    meta: { skipGlobalErrorHandler: true },
    onSuccess: () => client.invalidateQueries({ queryKey: [KEY] }),
  });
};
