import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import type { Quota, QuotaInput } from '@portal/contracts/lookups-quotas';
import { FormDateField } from '../../../components/form/form-date-field';
import { FormFrame } from '../../../components/form/form-frame';
import { useRecordReload } from '../../../components/form/use-record-reload';
import { FormIdSelectField } from '../../../components/form/form-id-select-field';
import { FormNumberField } from '../../../components/form/form-number-field';
import { fetchQuota } from '../api/get-quota';
import { useSaveQuota } from '../api/save-quota';
import { useQuotaLabels } from './quota-labels';
import { lazyResolver } from '../../../components/form/lazy-resolver';

const resolver = lazyResolver<QuotaFormValues, QuotaInput>(() =>
  import('@portal/contracts/lookups-quotas').then((module) => module.quotaInputSchema),
);

const FIELDS = ['countryId', 'month', 'maximum'] as const;

/** What the form holds before validation: nothing chosen or typed yet is null. */
type QuotaFormValues = { countryId: number | null; month: string; maximum: number | null };

type QuotaFormProps = { quota?: Quota; readOnly?: boolean };

const valuesOf = (quota: Quota): QuotaFormValues => ({
  countryId: quota.country.id,
  month: quota.month,
  maximum: quota.maximum,
});

/** Add (no quota) or edit a country quota; validated by the same contract schema as the API. */
export const QuotaForm = ({ quota, readOnly = false }: QuotaFormProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { countryOptions, fieldLabel } = useQuotaLabels(quota?.country.id);
  const save = useSaveQuota(quota?.id);
  const form = useForm<QuotaFormValues, unknown, QuotaInput>({
    resolver,
    defaultValues: quota ? valuesOf(quota) : { countryId: null, month: '', maximum: null },
    mode: 'onTouched',
  });
  const reload = useRecordReload(['quotas', 'one', quota?.id], () => fetchQuota(quota?.id ?? 0), valuesOf);
  const field = { form, disabled: readOnly, required: true } as const;
  return (
    <FormFrame
      form={form}
      label={t(quota ? 'quotas.editTitle' : 'routes.adminQuotaAdd.title')}
      fields={FIELDS}
      readOnly={readOnly}
      onSubmit={(values) => save.mutateAsync({ ...values, rowVersion: quota?.rowVersion })}
      {...(quota && { reload })}
      successMessage={t(quota ? 'quotas.saved' : 'quotas.created')}
      onSaved={(saved) => {
        if (!quota) void navigate(`/admin/quota/${saved.id}`, { replace: true });
      }}
      actions={
        <Button type="button" onClick={() => void navigate('/admin/quota')}>
          {t('quotas.backToList')}
        </Button>
      }
    >
      <FormIdSelectField
        {...field}
        name="countryId"
        label={fieldLabel('countryId')}
        options={countryOptions}
      />
      <FormDateField {...field} name="month" label={fieldLabel('month')} precision="month" />
      <FormNumberField {...field} name="maximum" label={fieldLabel('maximum')} />
    </FormFrame>
  );
};
