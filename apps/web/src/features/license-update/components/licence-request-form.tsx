import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  CHANGED_INFO_FIELDS,
  licenceRequestFieldsSchema,
  type LicenceRequestFields,
  type LicenceRequestFieldsInput,
} from '@portal/contracts/license-requests';
import { FormTextField } from '../../../components/form/form-text-field';
import { applyServerFieldErrors } from '../../../components/form/server-field-errors';
import { useUnsavedChangesGuard } from '../../../components/use-unsaved-changes-guard';
import { showAlert } from '../../../lib/alerts/alert-store';
import { handleError } from '../../../lib/error-handler';
import { useSubmitLicenceRequest } from '../api/licence-api';
import { DocumentField, documentsValid } from './document-field';

const FIELDS = ['licenseNumber', 'licenseDate'] as const;
const RTL_FIELDS = new Set(['addressAr', 'responsiblePersonAr']);

/** The office's licence update: new number, expiry date, the document and any changed organisation info. */
export const LicenceRequestForm = ({ disabled = false }: { disabled?: boolean }) => {
  const { t } = useTranslation();
  const submitRequest = useSubmitLicenceRequest();
  const [files, setFiles] = useState<File[]>([]);
  const [missing, setMissing] = useState(false);
  const form = useForm<LicenceRequestFieldsInput, unknown, LicenceRequestFields>({
    resolver: zodResolver(licenceRequestFieldsSchema),
    defaultValues: { licenseNumber: '', licenseDate: '', changedInfo: {} },
    mode: 'onTouched',
  });
  useUnsavedChangesGuard(form.formState.isDirty || files.length > 0, !disabled);
  const onSubmit = form.handleSubmit(async (fields) => {
    const document = files[0];
    if (!document || !documentsValid(files)) {
      setMissing(true);
      return;
    }
    try {
      await submitRequest.mutateAsync({ fields, document });
      form.reset();
      setFiles([]);
      showAlert({ type: 'success', message: t('licenceUpdate.submitted') });
    } catch (error) {
      if (!applyServerFieldErrors(form, error, FIELDS)) handleError(error);
    }
  });
  return (
    <Paper sx={{ p: 2 }}>
      <Stack
        component="form"
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
        <FormTextField
          form={form}
          disabled={disabled}
          required
          name="licenseDate"
          label={t('licenceUpdate.fields.licenseDate')}
          dir="ltr"
          hint={t('licenceUpdate.dateHint')}
        />
        <DocumentField
          id="licence-document"
          label={t('licenceUpdate.fields.document')}
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
          <Button type="submit" variant="contained" disabled={disabled || submitRequest.isPending}>
            {t('licenceUpdate.submit')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
};
