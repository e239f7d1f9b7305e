import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { showAlert } from '../../lib/alerts/alert-store';
import { useUnsavedChangesGuard } from '../use-unsaved-changes-guard';
import { useFocusBackAfterSaving, useFocusFirstErrorAfterSubmit } from './focus-first-error';
import { isRecordChanged, RecordChangedAlert } from './record-changed-alert';
import { showServerRefusal, useClearServerErrorsOnChange } from './server-field-errors';

type FormFrameProps<T extends FieldValues, O, R> = {
  /** `useForm({ resolver: zodResolver(contractSchema), defaultValues })`. */
  form: UseFormReturn<T, unknown, O>;
  /** The form's accessible name. */
  label: string;
  /** Saves the validated values: a mutation's `mutateAsync` with `meta: { skipGlobalErrorHandler: true }` (errors are shown here). */
  onSubmit: (values: O) => Promise<R>;
  /** The fields whose server `fieldErrors` are shown on the field. */
  fields: readonly Path<T>[];
  successMessage: string;
  /** After a save (e.g. go to the record's page). The form is no longer dirty by then. */
  onSaved?: (result: R) => void;
  /** View only (no WRITE permission): no save button, no unsaved-changes guard. */
  readOnly?: boolean;
  children: ReactNode;
  /** Beside the save button (e.g. Cancel). */
  actions?: ReactNode;
  /**
   * An edit form: refetches the record and answers the form's values for it. When a save answers
   * that someone else saved the record meanwhile (409 `RECORD_CHANGED`), the form's alert says so
   * and its Reload action resets the form to the record as it is now (docs/decisions/0039).
   */
  reload?: () => Promise<T>;
};

/**
 * Every create/edit form: the contract schema validates in the browser, the server's field errors
 * land on their fields, a clear success or error alert, and the unsaved-changes guard while dirty.
 */
export const FormFrame = <T extends FieldValues, O, R>(props: FormFrameProps<T, O, R>) => {
  const { form, label, onSubmit, fields, successMessage, onSaved, readOnly, children, actions, reload } =
    props;
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<{ result: R } | null>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [changed, setChanged] = useState<string | null>(null);
  const formElement = useRef<HTMLFormElement>(null);
  const saveButton = useRef<HTMLButtonElement>(null);
  useUnsavedChangesGuard(form.formState.isDirty && !saving, !readOnly);
  useFocusFirstErrorAfterSubmit(formElement, failedSubmits);
  useClearServerErrorsOnChange(form);
  useFocusBackAfterSaving(saving, saveButton);

  // After the render that cleared the dirty state, so leaving the page is not blocked.
  useEffect(() => {
    if (!saved) return;
    setSaved(null);
    onSaved?.(saved.result);
  }, [saved, onSaved]);

  const submit = form.handleSubmit(
    async (values) => {
      setSaving(true);
      setChanged(null);
      try {
        const result = await onSubmit(values);
        form.reset(form.getValues());
        showAlert({ type: 'success', message: successMessage });
        setSaved({ result });
      } catch (error) {
        if (reload && isRecordChanged(error)) setChanged(error.message);
        else showServerRefusal(form, error, fields);
      } finally {
        setSaving(false);
      }
    },
    () => setFailedSubmits((count) => count + 1),
  );

  const reloadRecord = async () => {
    if (!reload) return;
    form.reset(await reload());
    setChanged(null);
  };

  const hasErrors = form.formState.submitCount > 0 && Object.keys(form.formState.errors).length > 0;
  return (
    <Paper
      variant="outlined"
      component="form"
      ref={formElement}
      noValidate
      aria-label={label}
      onSubmit={(event) => void submit(event)}
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Stack spacing={2.5}>{children}</Stack>
      {hasErrors ? (
        <Alert severity="error" sx={{ mt: 2 }} role="alert">
          {t('form.fixErrors')}
        </Alert>
      ) : null}
      {changed ? <RecordChangedAlert message={changed} onReload={reloadRecord} /> : null}
      <Stack direction="row" spacing={1} sx={{ mt: 3 }}>
        {readOnly ? null : (
          <Button ref={saveButton} type="submit" variant="contained" disabled={saving}>
            {saving ? t('form.saving') : t('form.save')}
          </Button>
        )}
        {actions}
      </Stack>
    </Paper>
  );
};
