import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HistoryEntry } from '@portal/contracts/history';
import type { ListResponse } from '@portal/contracts/list';
import { api } from '../api-client';

/** `GET /api/history/{entityType}/{id}`: the record's history, newest first. */
export const fetchHistory = (entityType: string, entityId: number): Promise<ListResponse<HistoryEntry>> =>
  api.get<ListResponse<HistoryEntry>>(`/api/history/${entityType}/${entityId}`, { query: { size: 50 } });

/** Invalidate `['history', entityType, id]` after a change to the record. */
export const historyQuery = (entityType: string, entityId: number) =>
  queryOptions({
    queryKey: ['history', entityType, entityId],
    queryFn: () => fetchHistory(entityType, entityId),
    staleTime: 0,
  });

export const useHistory = (entityType: string, entityId: number) =>
  useQuery(historyQuery(entityType, entityId));
