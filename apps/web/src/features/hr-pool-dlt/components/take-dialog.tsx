import { useId } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { dltTakeInputSchema, type DltTakeInput, type DltWorker } from '@portal/contracts/hr-pool/dlt';
import { pathTo } from '@portal/contracts/routes';
import { NumberTextField } from '../../../components/form/form-number-field';
import { useFieldError } from '../../../components/form/use-field-error';
import { showAlert } from '../../../lib/alerts/alert-store';
import { isApiError } from '../../../lib/api-error';
import { localized } from '../../../lib/i18n/localized';
import { useTakeDltWorker } from '../api/take-dlt-worker';

type TakeValues = { expectedSalary: number | string | null };
const resolver = zodResolver(dltTakeInputSchema) as unknown as Resolver<TakeValues, unknown, DltTakeInput>;

type TakeDialogProps = {
  /** The worker to take; none closes the dialog. */
  worker: DltWorker | null;
  onClose: () => void;
};

/**
 * An agency takes a DLT worker into its pool: asks the expected monthly salary (the one candidate
 * field the ministry's register lacks), then opens the new candidate. When another agency was
 * first (409) or the worker is gone (404), the dialog closes with the server's message and the
 * list, refreshed, no longer shows the worker.
 */
export const TakeDialog = ({ worker, onClose }: TakeDialogProps) => {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const name = worker ? localized(worker.name, i18n.language) : '';
  return (
    <Dialog open={worker !== null} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('hrPoolDlt.takeDialog.title', { name })}</DialogTitle>
      {worker ? <TakeForm worker={worker} name={name} onClose={onClose} /> : null}
    </Dialog>
  );
};

const TakeForm = ({ worker, name, onClose }: { worker: DltWorker; name: string; onClose: () => void }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const take = useTakeDltWorker();
  const form = useForm<TakeValues, unknown, DltTakeInput>({
    resolver,
    defaultValues: { expectedSalary: null },
    mode: 'onTouched',
  });
  const error = useFieldError(form, 'expectedSalary');
  const submit = form.handleSubmit(async (values) => {
    try {
      const { candidateId } = await take.mutateAsync({ id: worker.id, ...values });
      showAlert({ type: 'success', message: t('hrPoolDlt.takeDialog.done', { name }) });
      onClose();
      void navigate(pathTo('hrPool.candidate', { id: candidateId }));
    } catch (failure) {
      if (isApiError(failure) && (failure.status === 409 || failure.status === 404)) {
        showAlert({ type: 'danger', message: failure.message });
        onClose();
      }
    }
  });
  const failure = take.error && !(isApiError(take.error) && [404, 409].includes(take.error.status));
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('hrPoolDlt.takeDialog.message')}</DialogContentText>
        <Controller
          control={form.control}
          name="expectedSalary"
          render={({ field }) => (
            <NumberTextField
              name={field.name}
              inputRef={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              id="dlt-take-salary"
              label={t('hrPoolDlt.takeDialog.salary')}
              required
              autoFocus
              error={Boolean(error)}
              helperText={error}
              fullWidth
              slotProps={{ inputLabel: { shrink: true } }}
            />
          )}
        />
        {failure ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {take.error instanceof Error ? take.error.message : String(take.error)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button type="button" onClick={onClose}>
          {t('hrPoolDlt.takeDialog.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={take.isPending}>
          {t('hrPoolDlt.takeDialog.confirm')}
        </Button>
      </DialogActions>
    </form>
  );
};
