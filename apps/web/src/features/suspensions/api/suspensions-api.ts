import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@portal/contracts/list';
import type { OrganizationSummary } from '@portal/contracts/organizations';
import type { Suspension, SuspensionCreateInput } from '@portal/contracts/suspensions';
import { api, type QueryValue } from '../../../lib/api-client';

export const useSuspensionList = (query: Record<string, QueryValue>) =>
  useQuery({
    queryKey: ['suspensions', 'list', query],
    queryFn: ({ signal }) => api.get<ListResponse<Suspension>>('/api/suspensions', { query, signal }),
    placeholderData: keepPreviousData,
  });

/** Organisations whose name contains the text (the picker of the suspend dialog and the filter). */
export const useOrganizationOptions = (name: string, enabled = true) =>
  useQuery({
    queryKey: ['suspensions', 'organizations', name],
    queryFn: ({ signal }) =>
      api.get<ListResponse<OrganizationSummary>>('/api/organizations', { query: { name, size: 20 }, signal }),
    enabled,
    placeholderData: keepPreviousData,
  });

/** 400/409 are shown in the dialog. */
export const useCreateSuspension = () =>
  useMutation({
    mutationFn: (body: SuspensionCreateInput) => api.post<Suspension>('/api/suspensions', body),
    meta: { skipGlobalErrorHandler: true },
  });

export const useLiftSuspension = () =>
  useMutation({
    mutationFn: (id: number) => api.post<Suspension>(`/api/suspensions/${id}/lift`),
  });
