import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useFocusFirstErrorAfterSubmit } from '../form/focus-first-error';
import { useClearServerErrorsOnChange } from '../form/server-field-errors';
import { useStepServerErrors } from './wizard-refusal';

type Options<T extends FieldValues, O> = {
  form: UseFormReturn<T, unknown, O>;
  /** Every change of a value: the wizard writes it to its draft, so a reload finds it. */
  onChange: (values: T) => void;
  /** The step's values passed its schema: keep them and go on. */
  onValid: (values: O) => void | Promise<void>;
};

/**
 * One wizard step's form: values go to the draft as they are typed; Next validates with the step's
 * schema and, when something is wrong, moves focus to the first field in error (page order). When
 * the wizard opened the step after a refused submission, the server's messages are on their fields
 * (not focused: the step's heading takes focus on opening) until the field changes.
 */
export const useWizardStepForm = <T extends FieldValues, O>({ form, onChange, onValid }: Options<T, O>) => {
  const formRef = useRef<HTMLFormElement>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  useFocusFirstErrorAfterSubmit(formRef, failedSubmits);
  useClearServerErrorsOnChange(form);
  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;

  useEffect(() => {
    const subscription = form.watch((values) => latestOnChange.current(values as T));
    return () => subscription.unsubscribe();
  }, [form]);

  const serverErrors = useStepServerErrors();
  useEffect(() => {
    for (const [field, message] of Object.entries(serverErrors ?? {}))
      form.setError(field as Path<T>, { type: 'server', message });
  }, [serverErrors, form]);

  const submit = form.handleSubmit(onValid, () => setFailedSubmits((count) => count + 1));
  return {
    formRef,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event),
    /** A check outside the schema failed (e.g. a limit): focus its field like a schema error. */
    markFailed: () => setFailedSubmits((count) => count + 1),
  };
};
