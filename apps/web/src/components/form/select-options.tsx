export type SelectOption = { value: string; label: string };

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
