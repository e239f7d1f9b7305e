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

/** A native select's options (`slotProps.select.native`), as they are. */
export const nativeOptions = (options: readonly SelectOption[]) =>
  options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));

/**
 * A native select's options (`slotProps.select.native`; decision 0064, 2026-11-29): the browser's own
 * list, with none of MUI's menu, popover and modal code. Without an option of value '' a blank one that
 * cannot be chosen again is shown until a value is chosen, as MUI's select showed nothing.
 */
export const nativeSelectOptions = (options: readonly SelectOption[]) => [
  ...(options.some((option) => option.value === '') ? [] : [<option key="" value="" disabled hidden />]),
  ...nativeOptions(options),
];
