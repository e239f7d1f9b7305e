import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { EMPLOYER_CITIES } from '@portal/contracts/employers';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { EmployerLookupNotice, type EmployerLookupState } from '../../employers';
import type { TransferFormValues } from './transfer-form-schema';

const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
} as const;

/**
 * The new employer, with the fields and rules of the employment wizard's employer step (the
 * shared employers contract). The look-up follows the id shown: a registered employer is used as
 * saved (its details read-only, or not shown for another office's client); another id asks for
 * a new employer's details.
 */
export const NewEmployerFields = <O,>({
  form,
  lookup,
}: {
  form: UseFormReturn<TransferFormValues, unknown, O>;
  lookup: EmployerLookupState;
}) => {
  const { t } = useTranslation();
  const cities = EMPLOYER_CITIES.map((city) => ({ value: city, label: t(`employers.cities.${city}`) }));
  return (
    <Box component="section" aria-labelledby="transfer-employer-heading">
      <Typography id="transfer-employer-heading" component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {t('transferContracts.form.newEmployerTitle')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ ...GRID }}>
          <FormTextField
            form={form}
            name="newEmployer.nationalId"
            label={t('transferContracts.employer.nationalId')}
            dir="ltr"
            autoComplete="off"
            required
          />
        </Box>
        <EmployerLookupNotice lookup={lookup} />
        {lookup.kind === 'registered' ? null : (
          <Box sx={{ ...GRID }}>
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
        )}
      </Box>
    </Box>
  );
};
