import { useEffect } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { StepServerErrors } from '../server-errors';

/**
 * Puts the messages the server gave for this step's fields (a refused submission) on the fields.
 * Not focused: the step's heading takes focus on opening, and a field losing focus would be
 * checked again and lose the server's message.
 */
export const useServerFieldErrors = <T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  fields: readonly Path<T>[],
  serverErrors: StepServerErrors | null,
): void => {
  useEffect(() => {
    if (!serverErrors) return;
    for (const field of fields) {
      const message = serverErrors[field];
      if (message) form.setError(field, { type: 'server', message });
    }
  }, [serverErrors, form, fields]);
};
