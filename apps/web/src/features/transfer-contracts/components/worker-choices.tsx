import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { TransferSource, TransferableWorker } from '@portal/contracts/transfer-contracts/schemas';
import { localized } from '../../../lib/i18n/localized';
import { sourceKey } from './transfer-form-values';

const WorkerLabel = ({ worker }: { worker: TransferableWorker }) => {
  const { t, i18n } = useTranslation();
  const name = (value: { ar: string; en: string }) => localized(value, i18n.language);
  return (
    <Box sx={{ py: 0.5 }}>
      <Typography component="span" sx={{ display: 'block', fontWeight: 500 }}>
        <bdi dir="auto">{name(worker.name)}</bdi> · <bdi dir="ltr">{worker.passportNumber}</bdi>
      </Typography>
      <Typography component="span" variant="body2" color="textSecondary" sx={{ display: 'block' }}>
        <bdi dir="ltr">{worker.reference}</bdi> · <bdi dir="auto">{name(worker.country.name)}</bdi> ·{' '}
        {t('transferContracts.form.workerEmployer', {
          employer: `${name(worker.employer.name)} (${worker.employer.nationalId})`,
        })}
      </Typography>
    </Box>
  );
};

type WorkerChoicesProps = {
  workers: readonly TransferableWorker[];
  name: string;
  value: TransferSource | null | undefined;
  errorId?: string;
  onChoose: (worker: TransferableWorker) => void;
};

/** The workers found, as radio buttons (loaded beside the workers' request: decision 0064). */
export const WorkerChoices = ({ workers, name, value, errorId, onChoose }: WorkerChoicesProps) => {
  const { t } = useTranslation();
  return (
    <RadioGroup
      aria-label={t('transferContracts.form.workersLabel')}
      aria-describedby={errorId}
      name={name}
      value={value ? sourceKey(value) : ''}
      onChange={(event) => {
        const worker = workers.find((item) => sourceKey(item.source) === event.target.value);
        if (worker) onChoose(worker);
      }}
    >
      {workers.map((worker) => (
        <FormControlLabel
          key={sourceKey(worker.source)}
          value={sourceKey(worker.source)}
          control={<Radio />}
          label={<WorkerLabel worker={worker} />}
          sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { mt: 0.25 } }}
        />
      ))}
    </RadioGroup>
  );
};
