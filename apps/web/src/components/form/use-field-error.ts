import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * A field's error in the person's language: schema messages are i18n keys (`validation.*`) and are
 * translated here; server messages (type `server`) arrive translated and are shown as they are.
 */
export const useFieldError = <T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  name: Path<T>,
): string | undefined => {
  const { t } = useTranslation();
  const error = get(form.formState.errors, name) as { message?: string; type?: string } | undefined;
  if (!error?.message) return undefined;
  return error.type === 'server' ? error.message : t(error.message);
};
