import { useState } from 'react';

/**
 * The row a dialog or panel was opened for, kept as the list now has it. The row's action hands over
 * the record as the table showed it, and a table may still show the previous answer while the list is
 * asked again (after a change made on another page, or while new rows render in the background,
 * decision 0074): kept as a copy, the dialog went on offering what the record no longer allows (a
 * registration already made an organisation still offered to make one). It follows the list's
 * latest answer; a row no longer in it stays as it was opened.
 */
export const useOpenedRow = <R extends { id: string | number }>(rows: readonly R[] | undefined) => {
  const [opened, setOpened] = useState<R | null>(null);
  const current = opened === null ? null : (rows?.find((row) => row.id === opened.id) ?? opened);
  return [current, setOpened] as const;
};
