import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormTextField } from '../../../components/form/form-text-field';
import {
  EmployerDetailFields,
  EmployerFieldsGrid,
  EmployerLookupNotice,
  type EmployerLookupState,
} from '../../employers';
import type { TransferFormValues } from './transfer-form-values';

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
  return (
    <Box component="section" aria-labelledby="transfer-employer-heading">
      <Typography id="transfer-employer-heading" component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {t('transferContracts.form.newEmployerTitle')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <EmployerFieldsGrid>
          <FormTextField
            form={form}
            name="newEmployer.nationalId"
            label={t('transferContracts.employer.nationalId')}
            dir="ltr"
            autoComplete="off"
            required
          />
        </EmployerFieldsGrid>
        <EmployerLookupNotice lookup={lookup} />
        {lookup.kind === 'registered' ? null : (
          <EmployerFieldsGrid>
            <EmployerDetailFields
              form={form}
              at="newEmployer."
              mobileHint={t('transferContracts.form.mobileHint')}
            />
          </EmployerFieldsGrid>
        )}
      </Box>
    </Box>
  );
};
