import { useEffect } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { EMPLOYER_CITIES, isValidSaudiId } from '@portal/contracts/employers';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { useEmployerLookup } from '../api/employer-lookup';
import type { TransferFormValues } from './transfer-form-schema';

const DETAILS = ['nameAr', 'nameEn', 'mobile', 'city', 'address'] as const;

/**
 * The new employer, with the fields and rules of the employment wizard's employer step (the
 * shared employers contract). A known employer's saved details fill the fields still blank.
 */
export const NewEmployerFields = <O,>({ form }: { form: UseFormReturn<TransferFormValues, unknown, O> }) => {
  const { t } = useTranslation();
  const nationalId = useWatch({ control: form.control, name: 'newEmployer.nationalId' }).trim();
  const lookup = useEmployerLookup(nationalId, isValidSaudiId(nationalId));
  const known = isValidSaudiId(nationalId) ? (lookup.data?.employer ?? null) : null;

  useEffect(() => {
    if (!known) return;
    for (const field of DETAILS) {
      const name = `newEmployer.${field}` as const;
      if (form.getValues(name) === '') form.setValue(name, known[field], { shouldDirty: true });
    }
  }, [known, form]);

  const cities = EMPLOYER_CITIES.map((city) => ({ value: city, label: t(`employers.cities.${city}`) }));
  return (
    <Box component="section" aria-labelledby="transfer-employer-heading">
      <Typography id="transfer-employer-heading" component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {t('transferContracts.form.newEmployerTitle')}
      </Typography>
      {known ? (
        <Alert severity="info" role="status" sx={{ mb: 2 }}>
          {t('transferContracts.form.known')}
        </Alert>
      ) : null}
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <FormTextField
          form={form}
          name="newEmployer.nationalId"
          label={t('transferContracts.employer.nationalId')}
          dir="ltr"
          autoComplete="off"
          required
        />
        <FormTextField
          form={form}
          name="newEmployer.mobile"
          label={t('transferContracts.employer.mobile')}
          hint={t('transferContracts.form.mobileHint')}
          type="tel"
          dir="ltr"
          autoComplete="off"
          required
        />
        <FormTextField
          form={form}
          name="newEmployer.nameAr"
          label={t('transferContracts.form.nameAr')}
          dir="rtl"
          autoComplete="off"
          required
        />
        <FormTextField
          form={form}
          name="newEmployer.nameEn"
          label={t('transferContracts.form.nameEn')}
          dir="ltr"
          autoComplete="off"
          required
        />
        <FormSelectField
          form={form}
          name="newEmployer.city"
          label={t('transferContracts.employer.city')}
          options={cities}
          required
        />
        <FormTextField
          form={form}
          name="newEmployer.address"
          label={t('transferContracts.employer.address')}
          autoComplete="off"
          required
        />
      </Box>
    </Box>
  );
};
