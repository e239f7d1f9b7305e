import { useEffect, useRef, type RefObject } from 'react';

// Where focus goes when a form is submitted: the first error, or back to the form after saving.

/** Marks a custom field (a file picker, a captcha) that has an error, for `focusFirstError`. */
export const INVALID_MARK = 'data-invalid';

const INVALID = `[aria-invalid="true"], [${INVALID_MARK}="true"]`;

/**
 * Focuses the first field of the form, in reading order, that shows an error. A select's error sits
 * on its hidden native input; its visible combobox takes the focus instead. A date field's error sits
 * on its group of sections; its first section (day, month or year) takes the focus.
 */
export const focusFirstError = (form: HTMLElement | null): boolean => {
  const invalid = form?.querySelector<HTMLElement>(INVALID);
  if (!invalid) return false;
  const inside = invalid.classList.contains('MuiSelect-nativeInput')
    ? invalid.parentElement?.querySelector<HTMLElement>('[role="combobox"]')
    : invalid.getAttribute('role') === 'group'
      ? invalid.querySelector<HTMLElement>('[role="spinbutton"]')
      : null;
  (inside ?? invalid).focus();
  return true;
};

/**
 * After a submit that failed validation, focus moves from the button to the first field in error
 * (once the errors are on the page). `failedSubmits` counts the failed submits.
 */
export const useFocusFirstErrorAfterSubmit = (
  form: RefObject<HTMLElement | null>,
  failedSubmits: number,
): void => {
  useEffect(() => {
    if (failedSubmits === 0) return;
    // After react-hook-form's own deferred focus, which follows registration order, not the page's.
    const timer = setTimeout(() => focusFirstError(form.current));
    return () => clearTimeout(timer);
  }, [form, failedSubmits]);
};

/**
 * The save button is disabled while saving, which drops focus to the page's body; once the save is
 * over focus returns to the button, unless an error put it on a field meanwhile.
 */
export const useFocusBackAfterSaving = (
  saving: boolean,
  button: RefObject<HTMLButtonElement | null>,
): void => {
  const wasSaving = useRef(false);
  useEffect(() => {
    const active = document.activeElement;
    if (wasSaving.current && !saving && (!active || active === document.body)) button.current?.focus();
    wasSaving.current = saving;
  }, [saving, button]);
};
