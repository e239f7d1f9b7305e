import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { CELL_LINK_CLASS } from '../table-body-cells';

/**
 * A link in a table cell (a record's number to its page): a plain router link drawn by the table
 * body's style as MUI's Link (decision 0097), not a styled Link and Typography in each row.
 */
export const CellLink = ({ to, children }: { to: string; children: ReactNode }) => (
  <RouterLink to={to} className={CELL_LINK_CLASS}>
    {children}
  </RouterLink>
);
