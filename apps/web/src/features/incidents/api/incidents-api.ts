import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Incident, IncidentInput, IncidentUpdate } from '@portal/contracts/incidents';
import type { ListResponse } from '@portal/contracts/list';
import { api, type QueryValue } from '../../../lib/api-client';

export const INCIDENTS_URL = '/api/incidents';

/** `GET /api/incidents`: one filtered page (newest first unless sorted otherwise) and the total. */
export const useIncidents = (query: Record<string, QueryValue>) =>
  useQuery(
    queryOptions({
      queryKey: ['incidents', 'list', query],
      queryFn: () => api.get<ListResponse<Incident>>(INCIDENTS_URL, { query }),
      // The previous page stays on screen while the next one loads.
      placeholderData: keepPreviousData,
      meta: { skipGlobalErrorHandler: true },
    }),
  );

/** `GET /api/incidents/{id}`. */
export const fetchIncident = (id: number): Promise<Incident> => api.get<Incident>(`${INCIDENTS_URL}/${id}`);

export const useIncident = (id: number, enabled = true) =>
  useQuery({ queryKey: ['incidents', 'one', id], queryFn: () => fetchIncident(id), enabled });

/** `POST /api/incidents`. */
export const useCreateIncident = () =>
  useMutation({
    mutationFn: (input: IncidentInput) => api.post<Incident>(INCIDENTS_URL, input),
    // The form shows the errors (on the fields or as an alert).
    meta: { skipGlobalErrorHandler: true },
  });

/** `PUT /api/incidents/{id}` with the `rowVersion` the form was read on (closing sets the end). */
export const useUpdateIncident = (id: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: IncidentUpdate) => api.put<Incident>(`${INCIDENTS_URL}/${id}`, input),
    meta: { skipGlobalErrorHandler: true },
    onSuccess: (incident) => {
      client.setQueryData(['incidents', 'one', id], incident);
    },
  });
};

/** `DELETE /api/incidents/{id}`. */
export const useDeleteIncident = () =>
  useMutation({ mutationFn: (id: number) => api.delete<void>(`${INCIDENTS_URL}/${id}`) });
