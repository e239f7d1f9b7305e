import { lazy } from 'react';
import type { MenuProps } from '@mui/material/Menu';
import { LoadWhenOpened } from './load-when-opened';

const Menu = lazy(() => import('@mui/material/Menu'));

/**
 * MUI's Menu, loaded when it first opens and kept mounted afterwards (`LoadWhenOpened`): its popover,
 * modal and transitions are not part of a page's first load (decision 0064, 2026-11-29). The first
 * opening waits for the chunk; the menu then moves focus to its first item as before.
 */
export const LazyMenu = (props: MenuProps) => (
  <LoadWhenOpened open={props.open}>
    <Menu {...props} />
  </LoadWhenOpened>
);
