import Checkbox from '@mui/material/Checkbox';
import MenuItem from '@mui/material/MenuItem';

export type SelectOption = { value: string; label: string };

/** A select's options as its menu items (a select reads its children's values, so no wrapper). */
export const selectOptions = (options: readonly SelectOption[]) =>
  options.map((option) => (
    <MenuItem key={option.value} value={option.value}>
      {option.label}
    </MenuItem>
  ));

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
