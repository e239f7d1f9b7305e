import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WaitingClocks } from '@portal/contracts/clocks/schemas';
import { api } from '../../../lib/api-client';

/** How many of the nearest deadlines the dashboard lists. */
export const NEAREST_DUE_SHOWN = 10;

/** `GET /api/clocks/waiting`: what the caller's organisation owes, nearest due first (decision 0056). */
export const fetchWaitingClocks = (): Promise<WaitingClocks> =>
  api.get<WaitingClocks>(`/api/clocks/waiting?size=${NEAREST_DUE_SHOWN}`);

export const waitingClocksQuery = () =>
  queryOptions({
    queryKey: ['clocks', 'waiting'],
    queryFn: fetchWaitingClocks,
    staleTime: 0,
    meta: { skipGlobalErrorHandler: true },
  });

export const useWaitingClocks = () => useQuery(waitingClocksQuery());
