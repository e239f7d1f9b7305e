import { queryOptions, useQuery } from '@tanstack/react-query';
import { isImportRunFinished, type ImportRun } from '@portal/contracts/import-runs';
import { api } from '../../../lib/api-client';

/** How often a running import is read again: its counts move every 1,000 rows. */
export const IMPORT_RUN_POLL_MS = 1000;

/** `GET /api/import-runs/{id}`: one of the caller's import runs (404 for anyone else's). */
export const fetchImportRun = (id: string): Promise<ImportRun> =>
  api.get<ImportRun>(`/api/import-runs/${encodeURIComponent(id)}`);

export const importRunQuery = (id: string) =>
  queryOptions({
    queryKey: ['import-runs', id],
    queryFn: () => fetchImportRun(id),
    staleTime: 0,
    // Read again until it is finished; a failed read is tried again at the same pace.
    refetchInterval: (query) => {
      const run = query.state.data;
      return run && isImportRunFinished(run.status) ? false : IMPORT_RUN_POLL_MS;
    },
    // The dialog says when the run cannot be read.
    meta: { skipGlobalErrorHandler: true },
  });

export const useImportRun = (id: string) => useQuery(importRunQuery(id));
