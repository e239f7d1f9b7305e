import { useEffect, useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TransferableWorker } from '@portal/contracts/transfer-contracts/schemas';
import { useFieldError } from '../../../components/form/use-field-error';
import { localized } from '../../../lib/i18n/localized';
import { useTransferableWorkers } from '../api/transferable-workers';
import { sourceKey, type TransferFormValues } from './transfer-form-values';

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

const WorkerLabel = ({ worker }: { worker: TransferableWorker }) => {
  const { t, i18n } = useTranslation();
  const name = (value: { ar: string; en: string }) => localized(value, i18n.language);
  return (
    <Box sx={{ py: 0.5 }}>
      <Typography component="span" sx={{ display: 'block', fontWeight: 500 }}>
        <bdi dir="auto">{name(worker.name)}</bdi> · <bdi dir="ltr">{worker.passportNumber}</bdi>
      </Typography>
      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
        <bdi dir="ltr">{worker.reference}</bdi> · <bdi dir="auto">{name(worker.country.name)}</bdi> ·{' '}
        {t('transferContracts.form.workerEmployer', {
          employer: `${name(worker.employer.name)} (${worker.employer.nationalId})`,
        })}
      </Typography>
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
        <Box role="status" aria-live="polite">
          <Typography variant="body2">{t('transferContracts.form.workersLoading')}</Typography>
          <Skeleton variant="rectangular" height={96} />
        </Box>
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
        <Controller
          control={form.control}
          name="source"
          render={({ field }) => (
            <RadioGroup
              aria-label={t('transferContracts.form.workersLabel')}
              aria-describedby={error ? errorId : undefined}
              name={field.name}
              value={field.value ? sourceKey(field.value) : ''}
              onChange={(event) => {
                const worker = shown.find((item) => sourceKey(item.source) === event.target.value);
                if (!worker) return;
                setChosen(worker);
                field.onChange(worker.source);
              }}
            >
              {shown.map((worker) => (
                <FormControlLabel
                  key={sourceKey(worker.source)}
                  value={sourceKey(worker.source)}
                  control={<Radio />}
                  label={<WorkerLabel worker={worker} />}
                  sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { mt: 0.25 } }}
                />
              ))}
            </RadioGroup>
          )}
        />
      )}
      {error ? (
        <FormHelperText id={errorId} error>
          {error}
        </FormHelperText>
      ) : null}
    </Box>
  );
};
