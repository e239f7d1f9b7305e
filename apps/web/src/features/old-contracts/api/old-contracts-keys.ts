import type { QueryValue } from '../../../lib/api-client';

export const OLD_CONTRACTS_URL = '/api/old-contracts';

/** Query keys of the old contracts: the lists by query and one contract by id. */
export const oldContractKeys = {
  all: ['old-contracts'] as const,
  list: (query: Record<string, QueryValue>) => ['old-contracts', 'list', query] as const,
  one: (id: number) => ['old-contracts', 'one', id] as const,
};
