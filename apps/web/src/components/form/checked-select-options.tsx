import Checkbox from '@mui/material/Checkbox';
import MenuItem from '@mui/material/MenuItem';
import type { SelectOption } from './select-options';

// Apart from the native selects' options (select-options.tsx): a page with only native selects loads
// neither MUI's menu item nor its checkbox (decision 0064).

/** A multiple select's options, each with a checkbox ticked while it is chosen (the item is what is read aloud). */
export const checkedSelectOptions = (options: readonly SelectOption[], chosen: readonly string[]) =>
  options.map((option) => (
    <MenuItem key={option.value} value={option.value}>
      <Checkbox
        size="small"
        checked={chosen.includes(option.value)}
        tabIndex={-1}
        disableRipple
        slotProps={{ input: { 'aria-hidden': true } }}
        sx={{ p: 0, me: 1 }}
      />
      {option.label}
    </MenuItem>
  ));
