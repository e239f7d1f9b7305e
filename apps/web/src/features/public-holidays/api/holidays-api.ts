import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListResponse } from '@portal/contracts/list';
import type {
  PublicHoliday,
  PublicHolidayInput,
  PublicHolidayUpdate,
} from '@portal/contracts/public-holidays';
import { api, type QueryValue } from '../../../lib/api-client';

export const PUBLIC_HOLIDAYS_URL = '/api/public-holidays';

/** `GET /api/public-holidays`: one filtered, sorted page and the total. */
export const usePublicHolidays = (query: Record<string, QueryValue>) =>
  useQuery(
    queryOptions({
      queryKey: ['publicHolidays', 'list', query],
      queryFn: () => api.get<ListResponse<PublicHoliday>>(PUBLIC_HOLIDAYS_URL, { query }),
      // The previous page stays on screen while the next one loads.
      placeholderData: keepPreviousData,
      meta: { skipGlobalErrorHandler: true },
    }),
  );

/** `GET /api/public-holidays/{id}`. */
export const fetchPublicHoliday = (id: number): Promise<PublicHoliday> =>
  api.get<PublicHoliday>(`${PUBLIC_HOLIDAYS_URL}/${id}`);

export const usePublicHoliday = (id: number, enabled = true) =>
  useQuery({ queryKey: ['publicHolidays', 'one', id], queryFn: () => fetchPublicHoliday(id), enabled });

/** `POST /api/public-holidays` (409 with a field error when the day already has a holiday). */
export const useCreatePublicHoliday = () =>
  useMutation({
    mutationFn: (input: PublicHolidayInput) => api.post<PublicHoliday>(PUBLIC_HOLIDAYS_URL, input),
    // The form shows the errors (on the fields or as an alert).
    meta: { skipGlobalErrorHandler: true },
  });

/** `PUT /api/public-holidays/{id}` with the `rowVersion` the form was read on. */
export const useUpdatePublicHoliday = (id: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PublicHolidayUpdate) => api.put<PublicHoliday>(`${PUBLIC_HOLIDAYS_URL}/${id}`, input),
    meta: { skipGlobalErrorHandler: true },
    onSuccess: (holiday) => {
      client.setQueryData(['publicHolidays', 'one', id], holiday);
    },
  });
};

/** `DELETE /api/public-holidays/{id}`. */
export const useDeletePublicHoliday = () =>
  useMutation({ mutationFn: (id: number) => api.delete<void>(`${PUBLIC_HOLIDAYS_URL}/${id}`) });
