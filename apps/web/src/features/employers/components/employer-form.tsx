import { useCallback } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import {
  EMPLOYER_CITIES,
  employerInputSchema,
  type Employer,
  type EmployerCity,
  type EmployerInput,
} from '@portal/contracts/employers';
import { pathTo } from '@portal/contracts/routes';
import { FormFrame } from '../../../components/form/form-frame';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { useRecordReload } from '../../../components/form/use-record-reload';
import { employerKeys, fetchEmployer, useSaveEmployer } from '../api/employers-api';

const FIELDS = ['nationalId', 'nameAr', 'nameEn', 'mobile', 'city', 'address'] as const;

/** What the form holds before validation: no city chosen is ''. */
export type EmployerFormValues = Omit<EmployerInput, 'city'> & { city: EmployerCity | '' };

const valuesOf = (employer: Employer): EmployerFormValues => ({
  nationalId: employer.nationalId,
  nameAr: employer.nameAr,
  nameEn: employer.nameEn,
  mobile: employer.mobile,
  city: employer.city,
  address: employer.address,
});

const resolver = zodResolver(employerInputSchema) as unknown as Resolver<
  EmployerFormValues,
  unknown,
  EmployerInput
>;

/** The employer's form (admins): the contract's schema in the browser, the server's field errors on their fields. */
export const EmployerForm = ({ employer }: { employer: Employer }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveEmployer(employer.id);
  const form = useForm<EmployerFormValues, unknown, EmployerInput>({
    resolver,
    defaultValues: valuesOf(employer),
    mode: 'onTouched',
  });
  const reload = useRecordReload(employerKeys.one(employer.id), () => fetchEmployer(employer.id), valuesOf);
  const view = pathTo('employers.view', { id: employer.id });
  const onSaved = useCallback(() => void navigate(view), [navigate, view]);
  return (
    <FormFrame
      form={form}
      label={t('employers.form')}
      onSubmit={(values) => save.mutateAsync({ ...values, rowVersion: employer.rowVersion })}
      reload={reload}
      fields={FIELDS}
      successMessage={t('employers.saved')}
      onSaved={onSaved}
      actions={
        <Button component={RouterLink} to={view}>
          {t('common.cancel')}
        </Button>
      }
    >
      <FormTextField
        form={form}
        name="nationalId"
        label={t('employers.fields.nationalId')}
        hint={t('employers.hints.nationalId')}
        dir="ltr"
        required
        autoComplete="off"
      />
      <FormTextField form={form} name="nameAr" label={t('employers.fields.nameAr')} dir="rtl" required />
      <FormTextField form={form} name="nameEn" label={t('employers.fields.nameEn')} dir="ltr" required />
      <FormTextField
        form={form}
        name="mobile"
        label={t('employers.fields.mobile')}
        hint={t('employers.hints.mobile')}
        type="tel"
        dir="ltr"
        required
        autoComplete="off"
      />
      <FormSelectField
        form={form}
        name="city"
        label={t('employers.fields.city')}
        required
        options={EMPLOYER_CITIES.map((city) => ({ value: city, label: t(`employers.cities.${city}`) }))}
      />
      <FormTextField form={form} name="address" label={t('employers.fields.address')} required />
    </FormFrame>
  );
};
