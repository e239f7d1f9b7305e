import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ActionsMenuProps } from './lazy-menu';

/** MUI's Menu with one item per action: the chunk `LazyMenu` loads when the menu first opens. */
const ActionsMenu = ({ actions, ...menu }: ActionsMenuProps) => (
  <Menu {...menu}>
    {actions.map((action) => (
      <MenuItem key={action.id} onClick={action.onClick}>
        {action.label}
      </MenuItem>
    ))}
  </Menu>
);

export default ActionsMenu;
