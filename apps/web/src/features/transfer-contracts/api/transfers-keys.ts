/** `/api/transfer-contracts`: every call of the module starts here. */
export const TRANSFERS_URL = '/api/transfer-contracts';

/** Query keys: all under one root, so one invalidation refreshes lists, records and documents. */
export const transferKeys = {
  all: ['transfer-contracts'] as const,
  list: (query: unknown) => ['transfer-contracts', 'list', query] as const,
  one: (id: number) => ['transfer-contracts', 'one', id] as const,
  document: (id: number, language: string) => ['transfer-contracts', 'document', id, language] as const,
  workers: (q: string) => ['transfer-contracts', 'workers', q] as const,
};
