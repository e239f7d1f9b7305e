import Checkbox from '@mui/material/Checkbox';
import MenuItem, { type MenuItemProps } from '@mui/material/MenuItem';

export type CheckedMenuItemProps = Omit<MenuItemProps, 'value'> & {
  value: string;
  label: string;
  checked: boolean;
};

/**
 * A multiple select's option in its list: a checkbox ticked while it is chosen, then its label (the item
 * is what is read aloud). The props the select gives its options (role, selected, handlers) go to the
 * item.
 */
export const CheckedMenuItem = ({ label, checked, ...item }: CheckedMenuItemProps) => (
  <MenuItem {...item}>
    <Checkbox
      size="small"
      checked={checked}
      tabIndex={-1}
      disableRipple
      slotProps={{ input: { 'aria-hidden': true } }}
      sx={{ p: 0, me: 1 }}
    />
    {label}
  </MenuItem>
);
