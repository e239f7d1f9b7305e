import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LicenceRequestFields, LicenceRequestFieldsInput } from '@portal/contracts/license-requests';
import { CHANGED_INFO_FIELDS } from '@portal/contracts/license-requests-values';
import { MAX_UPLOAD_MB } from '@portal/contracts/uploads';
import { FileField, filesValid } from '../../../components/form/file-field';
import {
  focusFirstError,
  useFocusBackAfterSaving,
  useFocusFirstErrorAfterSubmit,
} from '../../../components/form/focus-first-error';
import { FormDateField } from '../../../components/form/form-date-field';
import { FormTextField } from '../../../components/form/form-text-field';
import {
  showServerRefusal,
  useClearServerErrorsOnChange,
} from '../../../components/form/server-field-errors';
import { useUnsavedChangesGuard } from '../../../components/use-unsaved-changes-guard';
import { showAlert } from '../../../lib/alerts/alert-store';
import { useSubmitLicenceRequest } from '../api/licence-api';
import { lazyResolver } from '../../../components/form/lazy-resolver';

const resolver = lazyResolver<LicenceRequestFieldsInput, LicenceRequestFields>(() =>
  import('@portal/contracts/license-requests').then((module) => module.licenceRequestFieldsSchema),
);

const FIELDS = ['licenseNumber', 'licenseDate'] as const;
const RTL_FIELDS = new Set(['addressAr', 'responsiblePersonAr']);

/** The office's licence update: new number, expiry date, the document and any changed organisation info. */
export const LicenceRequestForm = ({ disabled = false }: { disabled?: boolean }) => {
  const { t } = useTranslation();
  const submitRequest = useSubmitLicenceRequest();
  const [files, setFiles] = useState<File[]>([]);
  const [missing, setMissing] = useState(false);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const formElement = useRef<HTMLFormElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  useFocusFirstErrorAfterSubmit(formElement, failedSubmits);
  const form = useForm<LicenceRequestFieldsInput, unknown, LicenceRequestFields>({
    resolver,
    defaultValues: { licenseNumber: '', licenseDate: '', changedInfo: {} },
    mode: 'onTouched',
  });
  useClearServerErrorsOnChange(form);
  useUnsavedChangesGuard(form.formState.isDirty || files.length > 0, !disabled);
  useFocusBackAfterSaving(submitRequest.isPending, submitButton);
  const failed = () => setFailedSubmits((count) => count + 1);
  const onSubmit = form.handleSubmit(async (fields) => {
    const document = files[0];
    if (!document || !filesValid(files)) {
      setMissing(true);
      failed();
      return;
    }
    try {
      await submitRequest.mutateAsync({ fields, document });
      form.reset();
      setFiles([]);
      showAlert({ type: 'success', message: t('licenceUpdate.submitted') });
    } catch (error) {
      if (showServerRefusal(form, error, FIELDS)) focusFirstError(formElement.current);
    }
  }, failed);
  return (
    <Paper sx={{ p: 2 }}>
      <Stack
        component="form"
        ref={formElement}
        spacing={2}
        noValidate
        aria-label={t('licenceUpdate.formTitle')}
        onSubmit={(event) => {
          if (files.length === 0) setMissing(true);
          void onSubmit(event);
        }}
      >
        <Typography variant="h2" sx={{ fontSize: 20 }}>
          {t('licenceUpdate.formTitle')}
        </Typography>
        <FormTextField
          form={form}
          disabled={disabled}
          required
          name="licenseNumber"
          label={t('licenceUpdate.fields.licenseNumber')}
          dir="ltr"
        />
        <FormDateField
          form={form}
          disabled={disabled}
          required
          name="licenseDate"
          label={t('licenceUpdate.fields.licenseDate')}
          hint={t('licenceUpdate.dateHint')}
        />
        <FileField
          id="licence-document"
          label={t('licenceUpdate.fields.document')}
          hint={t('licenceUpdate.documentHint', { limit: MAX_UPLOAD_MB })}
          files={files}
          onChange={(next) => {
            setFiles(next);
            setMissing(false);
          }}
          error={missing && files.length === 0 ? t('uploads.missing') : undefined}
        />
        <Typography variant="h3" sx={{ fontSize: 18 }}>
          {t('licenceUpdate.changedInfo')}
        </Typography>
        {CHANGED_INFO_FIELDS.map((field) => (
          <FormTextField
            key={field}
            form={form}
            disabled={disabled}
            name={`changedInfo.${field}`}
            label={t(`licenceUpdate.info.${field}`)}
            dir={
              RTL_FIELDS.has(field)
                ? 'rtl'
                : field === 'addressEn' || field === 'responsiblePersonEn'
                  ? 'ltr'
                  : 'auto'
            }
          />
        ))}
        <Stack direction="row">
          <Button
            ref={submitButton}
            type="submit"
            variant="contained"
            disabled={disabled || submitRequest.isPending}
          >
            {t('licenceUpdate.submit')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
};
