import type { QueryValue } from '../../../lib/api-client';

export const DLT_URL = '/api/hr-pool/dlt';

/** Query keys of the DLT tab: everything under `['hrPoolDlt']` refreshes together. */
export const dltKeys = {
  all: ['hrPoolDlt'] as const,
  list: (query: Record<string, QueryValue>) => ['hrPoolDlt', 'list', query] as const,
};
