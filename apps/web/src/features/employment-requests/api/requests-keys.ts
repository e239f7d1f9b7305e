/** `/api/employment-requests`: every call of the module starts here. */
export const REQUESTS_URL = '/api/employment-requests';

/** Query keys: all under one root, so one invalidation refreshes lists, records and bulks. */
export const requestKeys = {
  all: ['employment-requests'] as const,
  lists: ['employment-requests', 'list'] as const,
  list: (query: unknown) => ['employment-requests', 'list', query] as const,
  one: (id: number) => ['employment-requests', 'one', id] as const,
  document: (id: number, language: string) => ['employment-requests', 'document', id, language] as const,
  bulk: (id: number) => ['employment-requests', 'bulk', id] as const,
};
