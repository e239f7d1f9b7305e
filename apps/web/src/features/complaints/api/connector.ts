import { createConnectorClient } from './connector-client';
import { fetchComplaintsToken } from './get-token';

/** The one connector client of the app (its token shared by every complaints call). */
export const connector = createConnectorClient({ fetchToken: fetchComplaintsToken });

export const complaintKeys = {
  all: ['complaints'] as const,
  list: (filters: Record<string, string | undefined>) => ['complaints', 'list', filters] as const,
};
