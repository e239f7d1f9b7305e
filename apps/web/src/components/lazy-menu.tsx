import { lazy, type ReactNode } from 'react';
import type { MenuProps } from '@mui/material/Menu';
import { LoadWhenOpened } from './load-when-opened';

/** One item of a menu: what it reads and what choosing it does. */
export type MenuAction = { id: string; label: ReactNode; onClick: () => void };

export type ActionsMenuProps = Omit<MenuProps, 'children'> & { actions: readonly MenuAction[] };

const ActionsMenu = lazy(() => import('./actions-menu'));

/**
 * MUI's Menu with its items, loaded when it first opens and kept mounted afterwards (`LoadWhenOpened`):
 * its popover, modal, transitions and items (MenuItem with its roving focus) are not part of a page's
 * first load (decision 0064). The first opening waits for the chunk; the menu then moves focus to its
 * first item as before.
 */
export const LazyMenu = (props: ActionsMenuProps) => (
  <LoadWhenOpened open={props.open}>
    <ActionsMenu {...props} />
  </LoadWhenOpened>
);
