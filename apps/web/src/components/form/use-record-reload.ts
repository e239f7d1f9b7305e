import { useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * `FormFrame`'s `reload` for an edit form: fetches the record again, puts it in its query (so the
 * page, and the `rowVersion` the next save sends, follow it) and answers the form's values for it.
 */
export const useRecordReload = <R, T>(
  queryKey: QueryKey,
  fetch: () => Promise<R>,
  valuesOf: (record: R) => T,
): (() => Promise<T>) => {
  const client = useQueryClient();
  return async () => {
    const fresh = await fetch();
    client.setQueryData(queryKey, fresh);
    return valuesOf(fresh);
  };
};
