import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import Box from '@mui/material/Box';
import type { EMPLOYER_DETAILS, Employer, EmployerInput } from '@portal/contracts/employers';
import { EMPLOYER_CITIES, type EmployerCity } from '@portal/contracts/employers-values';
import { lazyResolver } from '../../../components/form/lazy-resolver';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';

/** What an employer's form holds before validation: no city chosen is ''. */
export type EmployerFormValues = Omit<EmployerInput, 'city'> & { city: EmployerCity | '' };

/** A saved employer as the values of its form. */
export const employerFormValues = (employer: Employer): EmployerFormValues => ({
  nationalId: employer.nationalId,
  nameAr: employer.nameAr,
  nameEn: employer.nameEn,
  mobile: employer.mobile,
  city: employer.city,
  address: employer.address,
});

/** The shared employers contract's rules, checked in the browser (loaded with the first check). */
export const employerFormResolver = lazyResolver<EmployerFormValues, EmployerInput>(() =>
  import('@portal/contracts/employers').then((module) => module.employerInputSchema),
);

type EmployerDetailValues = Record<(typeof EMPLOYER_DETAILS)[number], string>;

/** Employer fields two by two on wide screens, one under the other on narrow ones. */
export const EmployerFieldsGrid = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
    {children}
  </Box>
);

/**
 * The details of an employer besides its id (mobile, names, city, address), as the employers
 * contract asks them: in the employment wizard, the transfer's new employer and the employer's
 * edit. A form holds them at its root, or under `newEmployer` (the transfer's, `at`).
 */
export const EmployerDetailFields = <
  T extends FieldValues & (EmployerDetailValues | { newEmployer: EmployerDetailValues }),
  O,
>({
  form,
  at = '',
  mobileHint,
}: {
  form: UseFormReturn<T, unknown, O>;
  at?: '' | 'newEmployer.';
  mobileHint: string;
}) => {
  const { t } = useTranslation();
  // `T` holds the details where `at` says, so each name is one of its paths.
  const name = (detail: (typeof EMPLOYER_DETAILS)[number]) => `${at}${detail}` as Path<T>;
  const cities = EMPLOYER_CITIES.map((city) => ({ value: city, label: t(`employers.cities.${city}`) }));
  return (
    <>
      <FormTextField
        form={form}
        name={name('mobile')}
        label={t('employers.fields.mobile')}
        hint={mobileHint}
        type="tel"
        dir="ltr"
        autoComplete="off"
        required
      />
      <FormTextField
        form={form}
        name={name('nameAr')}
        label={t('employers.fields.nameAr')}
        dir="rtl"
        autoComplete="off"
        required
      />
      <FormTextField
        form={form}
        name={name('nameEn')}
        label={t('employers.fields.nameEn')}
        dir="ltr"
        autoComplete="off"
        required
      />
      <FormSelectField
        form={form}
        name={name('city')}
        label={t('employers.fields.city')}
        options={cities}
        required
      />
      <FormTextField
        form={form}
        name={name('address')}
        label={t('employers.fields.address')}
        autoComplete="off"
        required
      />
    </>
  );
};
