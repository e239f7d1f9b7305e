import { useEffect } from 'react';
import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { serverFieldErrorsOf, showUnplacedRefusal } from './server-refusal';

/**
 * Shows a refused save (400 validation, 409 conflicts such as a taken code, 422): each message on
 * its field when the form has it, everything else as the alert of spec 8. True when at least one
 * field got its message (the caller may focus it).
 */
export const showServerRefusal = <T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  error: unknown,
  fields: readonly Path<T>[],
): boolean => {
  const unplaced: string[] = [];
  let applied = false;
  for (const [name, message] of Object.entries(serverFieldErrorsOf(error))) {
    const field = fields.find((candidate) => candidate === name);
    if (!field) {
      unplaced.push(name);
      continue;
    }
    form.setError(field, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  showUnplacedRefusal(error, unplaced);
  return applied;
};

/**
 * A server's message stays on its field only until the field changes: cleared at the first
 * keystroke, so it does not vanish when the field loses focus on the way to Save or Next (the
 * button would move under the pointer and the click be lost).
 */
export const useClearServerErrorsOnChange = <T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
): void => {
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (!name) return;
      const error = get(form.formState.errors, name) as { type?: string } | undefined;
      if (error?.type === 'server') form.clearErrors(name as Path<T>);
    });
    return () => subscription.unsubscribe();
  }, [form]);
};
