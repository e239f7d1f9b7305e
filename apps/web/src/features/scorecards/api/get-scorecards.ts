import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScorecardList } from '@portal/contracts/scorecards';
import { api } from '../../../lib/api-client';

/** `GET /api/scorecards`: the cards the caller may see (decision 0060). */
export const fetchScorecards = (): Promise<ScorecardList> => api.get<ScorecardList>('/api/scorecards');

export const scorecardsQuery = () =>
  queryOptions({
    queryKey: ['scorecards'],
    queryFn: fetchScorecards,
    meta: { skipGlobalErrorHandler: true },
  });

export const useScorecards = () => useQuery(scorecardsQuery());
