import { useEffect, useMemo, useState } from 'react';
import type { QueryValue } from '../../../lib/api-client';

type PageState = { page: number; size: number; sort: string | undefined; dir: string };
type Shown = { page: number; items: { id: number }[] } | undefined;

/**
 * The keyset cursor of a newest-first list (as the HR pool): the next page is read after the last
 * id of this one, so page 10,000 is as fast as page 1. Only this page's and the next one's
 * cursors are kept, for this filter and size; any other page (a link, a jump) is read by offset.
 */
export const useKeysetPage = (query: Record<string, QueryValue>, filters: unknown, list: PageState) => {
  const cursorKey = JSON.stringify([filters, list.size, list.sort, list.dir]);
  const [cursors, setCursors] = useState<{ key: string; after: Record<number, number> }>({
    key: cursorKey,
    after: {},
  });
  const inIdOrder = !list.sort;
  const after = inIdOrder && cursors.key === cursorKey ? cursors.after[list.page] : undefined;
  const pageQuery = useMemo(() => (after === undefined ? query : { ...query, after }), [query, after]);
  const remember = (shown: Shown) => {
    const last = shown?.items.at(-1);
    if (!shown || !last || shown.page !== list.page || shown.items.length < list.size) return;
    setCursors((current) => {
      const kept = current.key === cursorKey ? current.after[list.page] : undefined;
      if (current.key === cursorKey && current.after[list.page + 1] === last.id) return current;
      return {
        key: cursorKey,
        after: { ...(kept !== undefined && { [list.page]: kept }), [list.page + 1]: last.id },
      };
    });
  };
  return { pageQuery, remember };
};

/** Calls `remember` with each page shown (not with the previous page kept while the next loads). */
export const useRememberCursor = (shown: Shown, remember: (shown: Shown) => void) => {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- remember is rebuilt each render
  useEffect(() => remember(shown), [shown]);
};
