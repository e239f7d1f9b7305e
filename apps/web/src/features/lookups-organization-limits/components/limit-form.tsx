import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import type {
  OrganizationLimit,
  OrganizationLimitInput,
} from '@portal/contracts/lookups-organization-limits';
import { FormFrame } from '../../../components/form/form-frame';
import { useRecordReload } from '../../../components/form/use-record-reload';
import { FormIdSelectField } from '../../../components/form/form-id-select-field';
import { FormNumberField } from '../../../components/form/form-number-field';
import { fetchLimit } from '../api/get-limit';
import { useSaveLimit } from '../api/save-limit';
import { useLimitLabels } from './limit-labels';
import { lazyResolver } from '../../../components/form/lazy-resolver';

const resolver = lazyResolver<LimitFormValues, OrganizationLimitInput>(() =>
  import('@portal/contracts/lookups-organization-limits').then(
    (module) => module.organizationLimitInputSchema,
  ),
);

const FIELDS = ['organizationId', 'countryId', 'maximum'] as const;

/** What the form holds before validation: nothing chosen or typed yet is null. */
type LimitFormValues = { organizationId: number | null; countryId: number | null; maximum: number | null };

type LimitFormProps = { limit?: OrganizationLimit; readOnly?: boolean };

const valuesOf = (limit: OrganizationLimit): LimitFormValues => ({
  organizationId: limit.organization.id,
  countryId: limit.country.id,
  maximum: limit.maximum,
});

/** Add (no limit) or edit an organisation limit; validated by the same contract schema as the API. */
export const LimitForm = ({ limit, readOnly = false }: LimitFormProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { countryOptions, officeOptions, fieldLabel } = useLimitLabels(limit?.country.id);
  const save = useSaveLimit(limit?.id);
  const form = useForm<LimitFormValues, unknown, OrganizationLimitInput>({
    resolver,
    defaultValues: limit ? valuesOf(limit) : { organizationId: null, countryId: null, maximum: null },
    mode: 'onTouched',
  });
  const reload = useRecordReload(
    ['organizationLimits', 'one', limit?.id],
    () => fetchLimit(limit?.id ?? 0),
    valuesOf,
  );
  const field = { form, disabled: readOnly, required: true } as const;
  return (
    <FormFrame
      form={form}
      label={t(limit ? 'limits.editTitle' : 'routes.adminOrganizationLimitAdd.title')}
      fields={FIELDS}
      readOnly={readOnly}
      onSubmit={(values) => save.mutateAsync({ ...values, rowVersion: limit?.rowVersion })}
      {...(limit && { reload })}
      successMessage={t(limit ? 'limits.saved' : 'limits.created')}
      onSaved={(saved) => {
        if (!limit) void navigate(`/admin/organization-limit/${saved.id}`, { replace: true });
      }}
      actions={
        <Button type="button" onClick={() => void navigate('/admin/organization-limit')}>
          {t('limits.backToList')}
        </Button>
      }
    >
      <FormIdSelectField
        {...field}
        name="organizationId"
        label={fieldLabel('organizationId')}
        options={officeOptions}
      />
      <FormIdSelectField
        {...field}
        name="countryId"
        label={fieldLabel('countryId')}
        options={countryOptions}
      />
      <FormNumberField
        {...field}
        name="maximum"
        label={fieldLabel('maximum')}
        hint={t('limits.maximumHint')}
      />
    </FormFrame>
  );
};
