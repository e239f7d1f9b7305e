import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { Country, CountryInput } from '@portal/contracts/lookups-countries';
import { FormCheckboxField } from '../../../components/form/form-checkbox-field';
import { FormFrame } from '../../../components/form/form-frame';
import { useRecordReload } from '../../../components/form/use-record-reload';
import { FormTextField } from '../../../components/form/form-text-field';
import { fetchCountry } from '../api/get-country';
import { useUpdateCountry } from '../api/update-country';
import { useCountryLabels } from './country-labels';
import { lazyResolver } from '../../../components/form/lazy-resolver';

const resolver = lazyResolver<CountryInput>(() =>
  import('@portal/contracts/lookups-countries').then((module) => module.countryInputSchema),
);

const FIELDS = [
  'nameAr',
  'nameEn',
  'nationalityAr',
  'nationalityEn',
  'usesApprovalFlow',
  'careerRequiredInFilters',
] as const;

type CountryFormProps = { country: Country; readOnly?: boolean };

const valuesOf = (country: Country): CountryInput => ({
  nameAr: country.nameAr,
  nameEn: country.nameEn,
  nationalityAr: country.nationalityAr,
  nationalityEn: country.nationalityEn,
  usesApprovalFlow: country.usesApprovalFlow,
  careerRequiredInFilters: country.careerRequiredInFilters,
});

/** Edit a country (code3 is shown, never changed); validated by the same contract schema as the API. */
export const CountryForm = ({ country, readOnly = false }: CountryFormProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { fieldLabel } = useCountryLabels();
  const update = useUpdateCountry(country.id);
  const form = useForm<CountryInput>({
    resolver,
    defaultValues: valuesOf(country),
    mode: 'onTouched',
  });
  const reload = useRecordReload(['countries', 'one', country.id], () => fetchCountry(country.id), valuesOf);
  const field = { form, disabled: readOnly, required: true } as const;
  return (
    <FormFrame
      form={form}
      label={t('countries.editTitle')}
      fields={FIELDS}
      readOnly={readOnly}
      onSubmit={(values) => update.mutateAsync({ ...values, rowVersion: country.rowVersion })}
      reload={reload}
      successMessage={t('countries.saved')}
      actions={
        <Button type="button" onClick={() => void navigate('/admin/country')}>
          {t('countries.backToList')}
        </Button>
      }
    >
      <TextField
        id="field-code3"
        label={fieldLabel('code3')}
        value={country.code3}
        disabled
        helperText={t('countries.code3Hint')}
        fullWidth
        slotProps={{
          htmlInput: { dir: 'ltr', readOnly: true },
          inputLabel: { shrink: true },
          // A hint to read, not a disabled control: full text contrast (4.5:1), not the disabled grey.
          formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
        }}
      />
      <FormTextField {...field} name="nameAr" label={fieldLabel('nameAr')} dir="rtl" />
      <FormTextField {...field} name="nameEn" label={fieldLabel('nameEn')} dir="ltr" />
      <FormTextField {...field} name="nationalityAr" label={fieldLabel('nationalityAr')} dir="rtl" />
      <FormTextField {...field} name="nationalityEn" label={fieldLabel('nationalityEn')} dir="ltr" />
      <FormCheckboxField
        form={form}
        disabled={readOnly}
        name="usesApprovalFlow"
        label={fieldLabel('usesApprovalFlow')}
        hint={t('countries.usesApprovalFlowHint')}
      />
      <FormCheckboxField
        form={form}
        disabled={readOnly}
        name="careerRequiredInFilters"
        label={fieldLabel('careerRequiredInFilters')}
        hint={t('countries.careerRequiredHint')}
      />
    </FormFrame>
  );
};
