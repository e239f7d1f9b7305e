import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { OldContract } from '@portal/contracts/hr-pool/old-contracts';
import { DateText } from '../../../components/date-text';
import { isApiError } from '../../../lib/api-error';
import { formatCurrency } from '../../../lib/format/intl';
import { toLanguage } from '../../../lib/i18n/language';
import { localized } from '../../../lib/i18n/localized';
import { useOldContract } from '../api/get-old-contract';

type Entry = { key: keyof OldContract | 'workerNameAr' | 'workerNameEn'; value: ReactNode };

/** Every field of one contract as a term/description list; identifiers stay left to right. */
const ContractFields = ({ contract }: { contract: OldContract }) => {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const ltr = (value: string) => <bdi dir="ltr">{value}</bdi>;
  const auto = (value: string) => <bdi dir="auto">{value}</bdi>;
  const entries: Entry[] = [
    { key: 'contractNumber', value: ltr(contract.contractNumber) },
    { key: 'contractDate', value: <DateText value={contract.contractDate} /> },
    { key: 'country', value: auto(localized(contract.country.name, language)) },
    { key: 'passportNumber', value: ltr(contract.passportNumber) },
    { key: 'workerNameAr', value: <bdi dir="rtl">{contract.workerName.ar}</bdi> },
    { key: 'workerNameEn', value: ltr(contract.workerName.en) },
    { key: 'visaNumber', value: ltr(contract.visaNumber) },
    { key: 'employerId', value: ltr(contract.employerId) },
    { key: 'employerName', value: auto(contract.employerName) },
    { key: 'officeName', value: auto(contract.officeName) },
    { key: 'agencyName', value: auto(contract.agencyName) },
    { key: 'jobTitle', value: auto(contract.jobTitle) },
    { key: 'monthlySalary', value: formatCurrency(contract.monthlySalary, language) },
    { key: 'importedAt', value: <DateText value={contract.importedAt} /> },
  ];
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, auto) 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.5, sm: 1.5 },
      }}
    >
      {entries.map((entry) => (
        <Box key={entry.key} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="textSecondary" sx={{ mt: { xs: 1, sm: 0 } }}>
            {t(`oldContracts.fields.${entry.key}`)}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {entry.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};

type OldContractDialogProps = {
  /** The contract to show; null keeps the dialog closed. */
  id: number | null;
  /** The number shown in the title while the contract loads (from the list row). */
  number?: string | undefined;
  onClose: () => void;
};

/** One old contract with all its fields, read from `GET /api/old-contracts/{id}`: loading, not found, error with retry. */
export const OldContractDialog = ({ id, number, onClose }: OldContractDialogProps) => {
  const { t } = useTranslation();
  const contract = useOldContract(id);
  const title = contract.data?.contractNumber ?? number;
  const notFound = isApiError(contract.error) && contract.error.status === 404;
  return (
    <Dialog open={id !== null} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="old-contract-title">
      <DialogTitle id="old-contract-title">
        {title ? (
          <>
            {t('oldContracts.record.title')} <bdi dir="ltr">{title}</bdi>
          </>
        ) : (
          t('oldContracts.list')
        )}
      </DialogTitle>
      <DialogContent>
        {contract.isPending && id !== null ? (
          <LinearProgress aria-label={t('oldContracts.record.loading')} />
        ) : null}
        {contract.error ? (
          <Alert
            severity={notFound ? 'info' : 'error'}
            role="alert"
            action={
              notFound ? undefined : (
                <Button color="inherit" size="small" onClick={() => void contract.refetch()}>
                  {t('oldContracts.record.retry')}
                </Button>
              )
            }
          >
            {t(notFound ? 'oldContracts.record.notFound' : 'oldContracts.record.failed')}
          </Alert>
        ) : null}
        {contract.data ? <ContractFields contract={contract.data} /> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('oldContracts.record.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
