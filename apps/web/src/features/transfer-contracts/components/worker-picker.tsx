import { lazy, Suspense, useEffect, useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import { Skeleton } from '../../../components/skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TransferableWorker } from '@portal/contracts/transfer-contracts/schemas';
import { useFieldError } from '../../../components/form/use-field-error';
import { useTransferableWorkers } from '../api/transferable-workers';
import { sourceKey, type TransferFormValues } from './transfer-form-values';

// The found workers' radio buttons: their code loads when the picker mounts, beside the workers'
// request, and the list's loading placeholder stays until both are in (decision 0064).
const loadWorkerChoices = () => import('./worker-choices');
const WorkerChoices = lazy(() => loadWorkerChoices().then((m) => ({ default: m.WorkerChoices })));

const SEARCH_DELAY_MS = 300;

/** The search text once typing pauses. */
const useDebounced = (value: string) => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
};

const WorkersLoading = () => {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-live="polite">
      <Typography variant="body2">{t('transferContracts.form.workersLoading')}</Typography>
      <Skeleton variant="rectangular" height={96} />
    </Box>
  );
};

/**
 * The worker to transfer: the office's transferable workers (searched by name, passport or
 * reference) as radio buttons; the chosen one stays listed while another search is shown.
 */
export const WorkerPicker = <O,>({ form }: { form: UseFormReturn<TransferFormValues, unknown, O> }) => {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const q = useDebounced(search);
  const workers = useTransferableWorkers(q);
  const [chosen, setChosen] = useState<TransferableWorker | null>(null);
  const error = useFieldError(form, 'source');
  const items = workers.data?.items ?? [];
  const shown =
    chosen && !items.some((item) => sourceKey(item.source) === sourceKey(chosen.source))
      ? [chosen, ...items]
      : items;
  const errorId = 'field-source-error';
  useEffect(() => void loadWorkerChoices(), []);

  return (
    <Box component="section" aria-labelledby="transfer-worker-heading">
      <Typography id="transfer-worker-heading" component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {t('transferContracts.form.workerTitle')}
      </Typography>
      <TextField
        id="field-workerSearch"
        label={t('transferContracts.form.workerSearch')}
        helperText={t('transferContracts.form.workerSearchHint')}
        type="search"
        size="small"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        error={Boolean(error)}
        fullWidth
        slotProps={{
          htmlInput: { dir: 'auto', ...(error && { 'aria-describedby': errorId }) },
          inputLabel: { shrink: true },
        }}
        sx={{ maxWidth: '32rem', mb: 1 }}
      />
      {workers.isPending ? (
        <WorkersLoading />
      ) : workers.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void workers.refetch()}>
              {t('transferContracts.retry')}
            </Button>
          }
        >
          {t('transferContracts.form.workersFailed')}
        </Alert>
      ) : shown.length === 0 ? (
        <Alert severity="info" role="status">
          {t(q ? 'transferContracts.form.noMatch' : 'transferContracts.form.noWorkers')}
        </Alert>
      ) : (
        <Suspense fallback={<WorkersLoading />}>
          <Controller
            control={form.control}
            name="source"
            render={({ field }) => (
              <WorkerChoices
                workers={shown}
                name={field.name}
                value={field.value}
                errorId={error ? errorId : undefined}
                onChoose={(worker) => {
                  setChosen(worker);
                  field.onChange(worker.source);
                }}
              />
            )}
          />
        </Suspense>
      )}
      {error ? (
        <FormHelperText id={errorId} error>
          {error}
        </FormHelperText>
      ) : null}
    </Box>
  );
};
