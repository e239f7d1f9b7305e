import { useId, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { RowAction } from './data-table-types';
import { LazyMenu } from '../lazy-menu';

type RowActionsMenuProps<T> = { row: T; actions: RowAction<T>[]; label: string };

/** The "⋮" button of a row and its menu (keyboard: Enter/Space opens, arrows move, Escape closes). */
export const RowActionsMenu = <T,>({ row, actions, label }: RowActionsMenuProps<T>) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const visible = actions.filter((action) => !action.hidden);
  if (visible.length === 0) return null;
  return (
    <>
      <IconButton
        aria-label={label}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        size="small"
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <LazyMenu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        actions={visible.map((action) => ({
          id: action.id,
          label: action.label,
          onClick: () => {
            setAnchor(null);
            action.onClick(row);
          },
        }))}
      />
    </>
  );
};
