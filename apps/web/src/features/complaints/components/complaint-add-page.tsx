import { useCallback } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ComplaintForm } from '@portal/contracts/complaints';
import { pathTo } from '@portal/contracts/routes';
import { FormFrame } from '../../../components/form/form-frame';
import { FormIdSelectField } from '../../../components/form/form-id-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { PageFrame } from '../../../components/page-frame';
import { ApiError } from '../../../lib/api-error';
import { localized } from '../../../lib/i18n/localized';
import { useReasonOptions } from '../../../lib/lookups/reason-options';
import { isConnectorError } from '../api/connector-client';
import { useCreateComplaint } from '../api/create-complaint';
import { useRequestOptions } from '../api/request-options';
import { complaintErrorText } from './connector-error';
import { lazyResolver } from '../../../components/form/lazy-resolver';

const resolver = lazyResolver<FormValues, ComplaintForm>(() =>
  import('@portal/contracts/complaints').then((module) => module.complaintFormSchema),
);

/** What the form holds before validation: nothing chosen yet is null. */
type FormValues = { employmentRequestId: number | null; reasonId: number | null; description: string };
const EMPTY: FormValues = { employmentRequestId: null, reasonId: null, description: '' };
const FIELDS = ['employmentRequestId', 'reasonId', 'description'] as const;

/**
 * `complaints/add`: one of the caller's employment requests, a complaint reason and a description
 * (the contracts' schema); the API checks the request and reason, the connector keeps the complaint.
 */
export const ComplaintAddPage = () => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const requests = useRequestOptions();
  const reasons = useReasonOptions('COMPLAINT');
  const create = useCreateComplaint();
  const form = useForm<FormValues, unknown, ComplaintForm>({
    resolver,
    defaultValues: EMPTY,
  });
  const onSaved = useCallback(() => void navigate(pathTo('complaints')), [navigate]);
  const submit = async (values: ComplaintForm) => {
    try {
      return await create.mutateAsync(values);
    } catch (error) {
      // The connector speaks in codes: shown as the portal's own translated message.
      if (isConnectorError(error)) {
        throw new ApiError(502, { message: complaintErrorText(t, error) }, 'POST', 'connector');
      }
      throw error;
    }
  };

  return (
    <PageFrame>
      {requests.isError || reasons.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('complaints.form.optionsFailed')}
        </Alert>
      ) : null}
      {requests.data && requests.data.items.length === 0 ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('complaints.form.noRequests')}
        </Alert>
      ) : null}
      <FormFrame
        form={form}
        label={t('complaints.add')}
        onSubmit={submit}
        fields={FIELDS}
        successMessage={t('complaints.created')}
        onSaved={onSaved}
        actions={
          <Button component={RouterLink} to={pathTo('complaints')}>
            {t('complaints.form.cancel')}
          </Button>
        }
      >
        <FormIdSelectField
          form={form}
          name="employmentRequestId"
          label={t('complaints.form.request')}
          required
          disabled={!requests.data}
          options={(requests.data?.items ?? []).map((request) => ({
            value: request.id,
            label: t('complaints.form.requestOption', {
              number: request.number,
              candidate: localized(request.candidate.name, i18n.language),
            }),
          }))}
        />
        <FormIdSelectField
          form={form}
          name="reasonId"
          label={t('complaints.form.reason')}
          required
          disabled={!reasons.data}
          options={(reasons.data ?? []).map((reason) => ({
            value: reason.id,
            label: localized(reason.text, i18n.language),
          }))}
        />
        <FormTextField form={form} name="description" label={t('complaints.form.description')} required />
      </FormFrame>
    </PageFrame>
  );
};
