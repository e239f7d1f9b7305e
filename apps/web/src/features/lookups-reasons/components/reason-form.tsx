import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import type { ReasonInput, ReasonRecord } from '@portal/contracts/lookups-reasons';
import { FormFrame } from '../../../components/form/form-frame';
import { useRecordReload } from '../../../components/form/use-record-reload';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { useCreateReason } from '../api/create-reason';
import { fetchReason } from '../api/get-reason';
import { useUpdateReason } from '../api/update-reason';
import { useReasonLabels } from './reason-labels';
import { lazyResolver } from '../../../components/form/lazy-resolver';

const resolver = lazyResolver<ReasonInput>(() =>
  import('@portal/contracts/lookups-reasons').then((module) => module.reasonInputSchema),
);

const FIELDS = ['kind', 'textAr', 'textEn'] as const;

type ReasonFormProps = { reason?: ReasonRecord; readOnly?: boolean };

const valuesOf = (reason: ReasonRecord): ReasonInput => ({
  kind: reason.kind,
  textAr: reason.textAr,
  textEn: reason.textEn,
});

/** Add (no reason) or edit a reason; validated by the same contract schema as the API. */
export const ReasonForm = ({ reason, readOnly = false }: ReasonFormProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { kindOptions, fieldLabel } = useReasonLabels();
  const create = useCreateReason();
  const update = useUpdateReason(reason?.id ?? 0);
  const form = useForm<ReasonInput>({
    resolver,
    defaultValues: reason ? valuesOf(reason) : { kind: 'REJECTION', textAr: '', textEn: '' },
    mode: 'onTouched',
  });
  const reload = useRecordReload(
    ['reasons', 'one', reason?.id],
    () => fetchReason(reason?.id ?? 0),
    valuesOf,
  );
  const field = { form, disabled: readOnly, required: true } as const;
  return (
    <FormFrame
      form={form}
      label={t(reason ? 'reasons.editTitle' : 'routes.adminReasonAdd.title')}
      fields={FIELDS}
      readOnly={readOnly}
      onSubmit={(values) =>
        reason ? update.mutateAsync({ ...values, rowVersion: reason.rowVersion }) : create.mutateAsync(values)
      }
      {...(reason && { reload })}
      successMessage={t(reason ? 'reasons.saved' : 'reasons.created')}
      onSaved={(saved) => {
        if (!reason) void navigate(`/admin/reason/${saved.id}`, { replace: true });
      }}
      actions={
        <Button type="button" onClick={() => void navigate('/admin/reason')}>
          {t('reasons.backToList')}
        </Button>
      }
    >
      <FormSelectField {...field} name="kind" label={fieldLabel('kind')} options={kindOptions} />
      <FormTextField {...field} name="textAr" label={fieldLabel('textAr')} dir="rtl" />
      <FormTextField {...field} name="textEn" label={fieldLabel('textEn')} dir="ltr" />
    </FormFrame>
  );
};
