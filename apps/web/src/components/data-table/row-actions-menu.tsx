import { useId, useState } from 'react';
import type { RowAction } from './data-table-types';
import { LazyMenu } from '../lazy-menu';
import { ROW_ACTION_CLASS } from '../table-body-cells';

/** MUI's MoreVert icon's path (`@mui/icons-material/MoreVert`). */
const MORE_VERT =
  'M12 8c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m0 2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2';

type RowActionsMenuProps<T> = { row: T; actions: RowAction<T>[]; label: string };

/**
 * The "⋮" button of a row and its menu (keyboard: Enter/Space opens, arrows move, Escape closes). The
 * button is a plain `<button>` drawn by the table body's style as MUI's small IconButton (decision
 * 0097): a list drew ten IconButtons and icons, eight styled components each.
 */
export const RowActionsMenu = <T,>({ row, actions, label }: RowActionsMenuProps<T>) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const visible = actions.filter((action) => !action.hidden);
  if (visible.length === 0) return null;
  return (
    <>
      <button
        type="button"
        className={ROW_ACTION_CLASS}
        aria-label={label}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={MORE_VERT} />
        </svg>
      </button>
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
