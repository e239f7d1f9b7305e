import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isApiError } from '../../lib/api-error';

/**
 * Puts the server's `fieldErrors` (400 validation, 409 conflicts such as a taken code; already in
 * the person's language) on the form's fields. True when at least one field got its message.
 */
export const applyServerFieldErrors = <T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  error: unknown,
  fields: readonly Path<T>[],
): boolean => {
  const fieldErrors = isApiError(error) ? error.body?.fieldErrors : undefined;
  let applied = false;
  for (const [name, messages] of Object.entries(fieldErrors ?? {})) {
    const field = fields.find((candidate) => candidate === name);
    if (!field) continue;
    form.setError(field, { type: 'server', message: messages[0] ?? '' }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
};
