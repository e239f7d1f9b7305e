import { useEffect, useState, type ComponentType } from 'react';
import type { CheckedMenuItemProps } from './checked-menu-item';
import type { SelectOption } from './select-options';

// Apart from the native selects' options (select-options.tsx): a page with only native selects loads
// neither MUI's menu item nor its checkbox. A multiple select's list is drawn only when it opens, so its
// items (MUI's MenuItem with its roving focus, the Checkbox: ~6 KB gzipped) are loaded when the select
// first renders, beside MUI's SelectInput (vite-lazy-select-input.ts), not with the page (decision 0064).
let CheckedMenuItem: ComponentType<CheckedMenuItemProps> | null = null;
let loading: Promise<void> | null = null;
const loadCheckedMenuItem = (): Promise<void> =>
  (loading ??= import('./checked-menu-item').then(
    (module) => {
      CheckedMenuItem = module.CheckedMenuItem;
    },
    () => {
      // Tried again when an option next renders.
      loading = null;
    },
  ));

/**
 * One option as the select sees it (its `value`, and the props it gives its options), drawn by the
 * loaded item. The list's first focus waits for the items: MUI's MenuList focuses the chosen (or first)
 * item once it registers.
 */
const CheckedOption = (props: CheckedMenuItemProps) => {
  const [, setLoaded] = useState(CheckedMenuItem !== null);
  useEffect(() => {
    if (!CheckedMenuItem) void loadCheckedMenuItem().then(() => setLoaded(CheckedMenuItem !== null));
  }, []);
  return CheckedMenuItem ? <CheckedMenuItem {...props} /> : null;
};

/** A multiple select's options, each with a checkbox ticked while it is chosen (the item is what is read aloud). */
export const checkedSelectOptions = (options: readonly SelectOption[], chosen: readonly string[]) => {
  // Started with the select's first render: the items are in before a visitor opens the list.
  void loadCheckedMenuItem();
  return options.map((option) => (
    <CheckedOption
      key={option.value}
      value={option.value}
      label={option.label}
      checked={chosen.includes(option.value)}
    />
  ));
};
