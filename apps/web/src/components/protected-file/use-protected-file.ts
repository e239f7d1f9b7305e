import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api, type QueryValue } from '../../lib/api-client';

export type ProtectedFileOptions = {
  /** What the file is: `image/*`, `application/pdf`. */
  accept: string;
  query?: Record<string, QueryValue>;
  /** A number that changes when the file may have (the record's rowVersion): asked again then. */
  version?: number;
};

/**
 * A file of the API (`/api/…`) as an object URL: fetched by the API client with the person's token
 * (an `<img src>` or a plain link cannot send it, and gets 401), released when no longer shown.
 * Null while loading, after a failure, or without a URL.
 */
export const useProtectedObjectUrl = (
  url: string | null,
  { accept, query, version }: ProtectedFileOptions,
) => {
  const file = useQuery({
    queryKey: ['protected-file', url, query ?? null, version ?? null],
    queryFn: ({ signal }) =>
      api.get<Blob>(url ?? '', { query, responseType: 'blob', headers: { accept }, signal }),
    enabled: url !== null,
    staleTime: Infinity,
    retry: false,
    // The screen shows its own placeholder; the version in the key follows edits.
    meta: { skipGlobalErrorHandler: true, unchangedByWrites: true },
  });
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file.data) {
      setObjectUrl(null);
      return undefined;
    }
    const created = URL.createObjectURL(file.data);
    setObjectUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file.data]);
  return { objectUrl, loading: url !== null && file.isPending, failed: file.isError };
};
