/** `/api/hr-pool/candidates`: every candidate call starts here. */
export const CANDIDATES_URL = '/api/hr-pool/candidates';

/** Query keys: all under one root, so one invalidation refreshes lists, records and documents. */
export const candidateKeys = {
  all: ['hr-pool-candidates'] as const,
  lists: ['hr-pool-candidates', 'list'] as const,
  list: (query: unknown) => ['hr-pool-candidates', 'list', query] as const,
  one: (id: number) => ['hr-pool-candidates', 'one', id] as const,
  limits: ['hr-pool-candidates', 'limits'] as const,
};
