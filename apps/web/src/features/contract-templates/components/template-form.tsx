import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useForm, type Path, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ContractTemplate, ContractTemplateVersion } from '@portal/contracts/contract-templates';
import { clausesOfText, clausesToText } from '@portal/contracts/contract-templates-values';
import { FormDateField } from '../../../components/form/form-date-field';
import { FormFrame } from '../../../components/form/form-frame';
import { FormIdSelectField } from '../../../components/form/form-id-select-field';
import { lazyResolver } from '../../../components/form/lazy-resolver';
import { FormTextField } from '../../../components/form/form-text-field';
import { useFieldError } from '../../../components/form/use-field-error';
import { useRecordReload } from '../../../components/form/use-record-reload';
import { toLanguage } from '../../../lib/i18n/language';
import { localized } from '../../../lib/i18n/localized';
import { useCountryOptions } from '../../../lib/lookups/country-options';
import {
  fetchContractTemplate,
  useCreateContractTemplate,
  useSaveContractTemplate,
} from '../api/contract-templates-api';
import type { templateFormSchema } from './template-form-schema';

type FormValues = { countryId: number | null } & Omit<z.input<typeof templateFormSchema>, 'countryId'>;
type Checked = z.output<typeof templateFormSchema>;

// The schema and zod load with the form's first check (decision 0064).
const resolver = lazyResolver<FormValues, Checked>(() =>
  import('./template-form-schema').then((module) => module.templateFormSchema),
);

const CLAUSE_FIELDS = ['officeClausesAr', 'officeClausesEn', 'agencyClausesAr', 'agencyClausesEn'] as const;
const FIELDS = ['countryId', ...CLAUSE_FIELDS, 'paymentTermsAr', 'paymentTermsEn', 'inForceFrom'] as const;

/** The form's values of a version: its clauses one a line. */
export const valuesOfVersion = (
  countryId: number,
  version: ContractTemplateVersion | undefined,
): FormValues => ({
  countryId,
  officeClausesAr: clausesToText(version?.officeClausesAr ?? []),
  officeClausesEn: clausesToText(version?.officeClausesEn ?? []),
  agencyClausesAr: clausesToText(version?.agencyClausesAr ?? []),
  agencyClausesEn: clausesToText(version?.agencyClausesEn ?? []),
  paymentTermsAr: version?.paymentTermsAr ?? '',
  paymentTermsEn: version?.paymentTermsEn ?? '',
  inForceFrom: version?.inForceFrom ?? '',
});

const contentOf = (values: Checked) => ({
  officeClausesAr: clausesOfText(values.officeClausesAr),
  officeClausesEn: clausesOfText(values.officeClausesEn),
  agencyClausesAr: clausesOfText(values.agencyClausesAr),
  agencyClausesEn: clausesOfText(values.agencyClausesEn),
  paymentTermsAr: values.paymentTermsAr,
  paymentTermsEn: values.paymentTermsEn,
  inForceFrom: values.inForceFrom,
});

const ClausesField = ({
  form,
  name,
  label,
  hint,
  readOnly,
}: {
  form: UseFormReturn<FormValues, unknown, Checked>;
  name: Path<FormValues>;
  label: string;
  hint: string;
  readOnly: boolean;
}) => {
  const { ref, ...registered } = form.register(name);
  const error = useFieldError(form, name);
  const arabic = name.endsWith('Ar');
  return (
    <TextField
      {...registered}
      inputRef={ref}
      id={`field-${name}`}
      label={label}
      required
      disabled={readOnly}
      multiline
      minRows={5}
      error={Boolean(error)}
      helperText={error ?? hint}
      fullWidth
      slotProps={{
        htmlInput: { dir: arabic ? 'rtl' : 'ltr', lang: arabic ? 'ar' : 'en' },
        inputLabel: { shrink: true },
      }}
    />
  );
};

type TemplateFormProps = { template?: ContractTemplate; readOnly?: boolean };

/**
 * Add a country's template (no template) or save a new version of it (decision 0053): the newest
 * version's wording to start from, each side's clauses one a line, in both languages.
 */
export const TemplateForm = ({ template, readOnly = false }: TemplateFormProps) => {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const navigate = useNavigate();
  const create = useCreateContractTemplate();
  const save = useSaveContractTemplate(template?.id ?? 0);
  const countries = useCountryOptions(template?.country.id);
  const countryOptions = useMemo(
    () =>
      (countries.data ?? []).map((country) => ({
        value: country.id,
        label: localized(country.name, language),
      })),
    [countries.data, language],
  );
  const form = useForm<FormValues, unknown, Checked>({
    resolver,
    defaultValues: template
      ? valuesOfVersion(template.country.id, template.versions[0])
      : { ...valuesOfVersion(0, undefined), countryId: null },
    mode: 'onTouched',
  });
  const reload = useRecordReload(
    ['contractTemplates', 'one', template?.id],
    () => fetchContractTemplate(template?.id ?? 0),
    (fresh) => valuesOfVersion(fresh.country.id, fresh.versions[0]),
  );
  const field = (name: (typeof FIELDS)[number]) => t(`contractTemplates.fields.${name}`);
  const hint = t('contractTemplates.clausesHint');
  return (
    <FormFrame
      form={form}
      label={t(template ? 'contractTemplates.editTitle' : 'contractTemplates.addTitle')}
      fields={FIELDS}
      readOnly={readOnly}
      onSubmit={(values) =>
        template
          ? save.mutateAsync({ ...contentOf(values), rowVersion: template.rowVersion })
          : create.mutateAsync({ ...contentOf(values), countryId: values.countryId })
      }
      {...(template && { reload })}
      successMessage={t(template ? 'contractTemplates.saved' : 'contractTemplates.created')}
      onSaved={(saved) => {
        if (!template) void navigate(`/admin/contract-templates/${saved.id}`, { replace: true });
      }}
      actions={
        <Button type="button" onClick={() => void navigate('/admin/contract-templates')}>
          {t('contractTemplates.backToList')}
        </Button>
      }
    >
      {readOnly ? null : <Typography color="textSecondary">{t('contractTemplates.saveHint')}</Typography>}
      <FormIdSelectField
        form={form}
        name="countryId"
        label={field('countryId')}
        options={countryOptions}
        required
        disabled={readOnly || Boolean(template)}
      />
      {CLAUSE_FIELDS.map((name) => (
        <ClausesField
          key={name}
          form={form}
          name={name}
          label={field(name)}
          hint={hint}
          readOnly={readOnly}
        />
      ))}
      <FormTextField
        form={form}
        name="paymentTermsAr"
        label={field('paymentTermsAr')}
        dir="rtl"
        required
        disabled={readOnly}
      />
      <FormTextField
        form={form}
        name="paymentTermsEn"
        label={field('paymentTermsEn')}
        dir="ltr"
        required
        disabled={readOnly}
      />
      <FormDateField
        form={form}
        name="inForceFrom"
        label={field('inForceFrom')}
        required
        disabled={readOnly}
      />
    </FormFrame>
  );
};
