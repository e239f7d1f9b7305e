import { useCallback, useRef } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { TransferContract } from '@portal/contracts/transfer-contracts/schemas';
import { pathTo } from '@portal/contracts/routes';
import { FormCheckboxField } from '../../../components/form/form-checkbox-field';
import { FormFrame } from '../../../components/form/form-frame';
import { FormNumberField } from '../../../components/form/form-number-field';
import { PageFrame } from '../../../components/page-frame';
import { useEmployerLookup } from '../../employers';
import { createTransfer } from '../api/create-transfer';
import { transferKeys } from '../api/transfers-keys';
import { NewEmployerFields } from './new-employer-fields';
import { lazyResolver } from '../../../components/form/lazy-resolver';
import type { transferFormSchema } from './transfer-form-schema';
import {
  EMPTY_TRANSFER_FORM,
  TRANSFER_FORM_FIELDS,
  toCreateBody,
  type TransferFormValues,
} from './transfer-form-values';
import { WorkerPicker } from './worker-picker';

type TransferFormOutput = z.infer<typeof transferFormSchema>;

// The two schemas and zod load with the form's first check (decision 0064).
const newEmployerResolver = lazyResolver<TransferFormValues, TransferFormOutput>(() =>
  import('./transfer-form-schema').then((m) => m.transferFormSchema),
);
const registeredEmployerResolver = lazyResolver<TransferFormValues, TransferFormOutput>(() =>
  import('./transfer-form-schema').then((m) => m.registeredEmployerFormSchema),
);

/**
 * `transfer-contracts/add` (offices): the worker to move, the new employer, the fee and the
 * worker's consent, checked with the shared contract in the browser; the server's field messages
 * land on their fields; once sent, the new transfer's page opens. A registered employer is sent by
 * its id alone (used as saved); a new one with its details.
 */
export const TransferCreatePage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  // The schema follows the look-up of the id the form shows (read when the form validates).
  const registered = useRef(false);
  const resolver = useCallback<Resolver<TransferFormValues, unknown, TransferFormOutput>>(
    (values, context, options) =>
      (registered.current ? registeredEmployerResolver : newEmployerResolver)(values, context, options),
    [],
  );
  const form = useForm<TransferFormValues, unknown, TransferFormOutput>({
    resolver,
    defaultValues: EMPTY_TRANSFER_FORM,
    mode: 'onTouched',
  });
  const lookup = useEmployerLookup(useWatch({ control: form.control, name: 'newEmployer.nationalId' }));
  registered.current = lookup.kind === 'registered';
  const submit = async (values: TransferFormOutput) => {
    const created = await createTransfer(toCreateBody(values));
    await client.invalidateQueries({ queryKey: transferKeys.all });
    return created;
  };
  const saved = useCallback(
    (created: TransferContract) => void navigate(pathTo('transferContracts.view', { id: created.id })),
    [navigate],
  );

  return (
    <PageFrame>
      <Typography sx={{ mb: 2, maxWidth: '60rem' }}>{t('transferContracts.form.intro')}</Typography>
      <FormFrame
        form={form}
        label={t('transferContracts.form.label')}
        onSubmit={submit}
        fields={TRANSFER_FORM_FIELDS}
        successMessage={t('transferContracts.form.saved')}
        onSaved={saved}
        actions={
          <Button component={RouterLink} to={pathTo('transferContracts')}>
            {t('transferContracts.form.cancel')}
          </Button>
        }
      >
        <WorkerPicker form={form} />
        <NewEmployerFields form={form} lookup={lookup} />
        <Box component="section" aria-labelledby="transfer-fee-heading">
          <Typography id="transfer-fee-heading" component="h2" variant="h6" sx={{ mb: 1.5 }}>
            {t('transferContracts.form.feeTitle')}
          </Typography>
          <Box sx={{ maxWidth: '20rem', mb: 1 }}>
            <FormNumberField
              form={form}
              name="fee"
              label={t('transferContracts.form.fee')}
              hint={t('transferContracts.form.feeHint')}
              required
            />
          </Box>
          <FormCheckboxField form={form} name="workerConsent" label={t('transferContracts.form.consent')} />
        </Box>
      </FormFrame>
    </PageFrame>
  );
};
