import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Employer, EmployerUpdate } from '@portal/contracts/employers';
import type { ListResponse } from '@portal/contracts/list';
import { api, type QueryValue } from '../../../lib/api-client';

/** `/api/employers`: every employer call starts here. */
export const EMPLOYERS_URL = '/api/employers';

/** Query keys: all under one root, so a save refreshes the lists and the record. */
export const employerKeys = {
  all: ['employers'] as const,
  list: (query: unknown) => ['employers', 'list', query] as const,
  one: (id: number) => ['employers', 'one', id] as const,
};

/** `GET /api/employers?…`: the employers the caller sees (admins all, an office those it served). */
export const useEmployerList = (query: Record<string, QueryValue>) =>
  useQuery({
    queryKey: employerKeys.list(query),
    queryFn: () => api.get<ListResponse<Employer>>(EMPLOYERS_URL, { query }),
    placeholderData: keepPreviousData,
    meta: { skipGlobalErrorHandler: true },
  });

/** `GET /api/employers/{id}`. */
export const fetchEmployer = (id: number): Promise<Employer> => api.get<Employer>(`${EMPLOYERS_URL}/${id}`);

export const useEmployer = (id: number) =>
  useQuery({
    queryKey: employerKeys.one(id),
    queryFn: () => fetchEmployer(id),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
    meta: { skipGlobalErrorHandler: true },
  });

/** `PUT /api/employers/{id}` (admins) with the `rowVersion` the form was read on: errors are shown by the form. */
export const useSaveEmployer = (id: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: EmployerUpdate) => api.put<Employer>(`${EMPLOYERS_URL}/${id}`, input),
    meta: { skipGlobalErrorHandler: true },
    // Lists refresh after any successful write (refresh-after-write); a refused save leaves the
    // record the form was read on, so the form keeps its version until Reload (docs/decisions/0039).
    onSuccess: (saved) => client.setQueryData(employerKeys.one(id), saved),
  });
};
