import { showAlert } from '../../lib/alerts/alert-store';
import { isApiError } from '../../lib/api-error';
import { handleError } from '../../lib/error-handler';

// Apart from the form's own handling (server-field-errors.ts, which needs react-hook-form): the wizard's
// steps without a form (the employment contract step, the partnership preview) use these, and would
// otherwise load react-hook-form for them (decision 0064, 2026-11-30).

/** A refusal's messages by field (the first of each), already in the person's language. */
export const serverFieldErrorsOf = (error: unknown): Record<string, string> => {
  const fieldErrors = isApiError(error) ? error.body?.fieldErrors : undefined;
  const messages: Record<string, string> = {};
  for (const [field, list] of Object.entries(fieldErrors ?? {})) if (list[0]) messages[field] = list[0];
  return messages;
};

/**
 * Spec 8 for what of a refusal no field of the form shows: the server's message as the alert's
 * title with the messages of fields the form does not have, or the error catalogue's alerts when
 * the answer names no field at all.
 */
export const showUnplacedRefusal = (error: unknown, unplacedFields: readonly string[]): void => {
  const messages = serverFieldErrorsOf(error);
  const named = Object.keys(messages).length > 0;
  if (!named || !isApiError(error)) return handleError(error);
  if (unplacedFields.length === 0) return;
  const lines = unplacedFields.map((field) => messages[field]).filter(Boolean);
  const title = error.body?.message;
  showAlert(
    title && !lines.includes(title)
      ? { type: 'danger', title, message: lines.join(' ') }
      : { type: 'danger', message: lines.join(' ') },
  );
};
