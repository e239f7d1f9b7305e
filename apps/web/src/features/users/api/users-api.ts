import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@portal/contracts/list';
import type { User } from '@portal/contracts/users';
import { api, type QueryValue } from '../../../lib/api-client';

export const userListQuery = (query: Record<string, QueryValue>) =>
  queryOptions({
    queryKey: ['users', 'list', query],
    queryFn: ({ signal }) => api.get<ListResponse<User>>('/api/users', { query, signal }),
    placeholderData: keepPreviousData,
  });
export const useUserList = (query: Record<string, QueryValue>) => useQuery(userListQuery(query));

/** 404 (someone else's record for a non-admin) shows the not-found page, not an alert. */
export const useUser = (id: number) =>
  useQuery({
    queryKey: ['users', 'detail', id],
    queryFn: ({ signal }) => api.get<User>(`/api/users/${id}`, { signal }),
    meta: { skipGlobalErrorHandler: true },
    enabled: Number.isInteger(id) && id > 0,
  });

export const useSetUserActive = () =>
  useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      api.post<User>(`/api/users/${id}/${active ? 'activate' : 'deactivate'}`),
  });
