import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { AccessRight } from '@portal/contracts/access';
import type { SubUser, SubUserCreate, SubUserCreated, SubUserList } from '@portal/contracts/subusers';
import { api, type QueryValue } from '../../../lib/api-client';

export const SUBUSERS_URL = '/api/subusers';

export const subUsersQuery = (query: Record<string, QueryValue>) =>
  queryOptions({
    queryKey: ['subusers', 'list', query],
    queryFn: () => api.get<SubUserList>(SUBUSERS_URL, { query }),
    placeholderData: keepPreviousData,
  });
export const useSubUsers = (query: Record<string, QueryValue>) => useQuery(subUsersQuery(query));

export const subUserQuery = (id: number) =>
  queryOptions({
    queryKey: ['subusers', 'one', id],
    queryFn: () => api.get<SubUser>(`${SUBUSERS_URL}/${id}`),
  });
export const useSubUser = (id: number) =>
  useQuery({ ...subUserQuery(id), meta: { skipGlobalErrorHandler: true } });

/** `POST /api/subusers`: the answer carries the one-time password, once. */
export const useCreateSubUser = () =>
  useMutation({
    mutationFn: (input: SubUserCreate) => api.post<SubUserCreated>(SUBUSERS_URL, input),
    meta: { skipGlobalErrorHandler: true },
  });

export const useUpdateSubUserRights = (id: number) =>
  useMutation({
    mutationFn: (edit: { accessRights: AccessRight[]; rowVersion: number }) =>
      api.put<SubUser>(`${SUBUSERS_URL}/${id}/rights`, edit),
    meta: { skipGlobalErrorHandler: true },
  });

/** Errors are shown by the caller (a 409 `RECORD_CHANGED` with Reload on the sub-user's page). */
export const useSetSubUserActive = () =>
  useMutation({
    mutationFn: ({ id, ...edit }: { id: number; active: boolean; rowVersion: number }) =>
      api.put<SubUser>(`${SUBUSERS_URL}/${id}/status`, edit),
    meta: { skipGlobalErrorHandler: true },
  });
