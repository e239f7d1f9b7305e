/** `/api/partnership/contracts`: every call of spec 7 for the module starts here. */
export const CONTRACTS_URL = '/api/partnership/contracts';

/** Query keys: everything of the module under one root, so one invalidation refreshes it all. */
export const contractKeys = {
  all: ['partnership-contracts'] as const,
  list: (query: unknown) => ['partnership-contracts', 'list', query] as const,
  one: (id: number) => ['partnership-contracts', 'one', id] as const,
  versions: (id: number) => ['partnership-contracts', 'versions', id] as const,
  filters: (side: 'pro' | 'epro') => ['partnership-contracts', 'filters', side] as const,
};
