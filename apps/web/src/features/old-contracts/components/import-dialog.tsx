import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  importFileProblem,
  OLD_CONTRACT_IMPORT_ACCEPT,
  OLD_CONTRACT_IMPORT_COLUMNS,
  OLD_CONTRACT_IMPORT_MAX_MB,
  OLD_CONTRACT_IMPORT_MAX_ROWS,
  type OldContractImportResult,
} from '@portal/contracts/hr-pool/old-contracts';
import { FileField } from '../../../components/form/file-field';
import { formatNumber } from '../../../lib/format/intl';
import { toLanguage } from '../../../lib/i18n/language';
import { useImportOldContracts } from '../api/import-old-contracts';

const COLUMNS = new Set<string>(OLD_CONTRACT_IMPORT_COLUMNS);

/** The per-row report of an import: the counts, then each refused cell by line and column. */
const ImportReport = ({ result }: { result: OldContractImportResult }) => {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const n = (value: number) => formatNumber(value, language);
  const column = (field: string) =>
    COLUMNS.has(field) || field === '_' ? t(`oldContracts.fields.${field}`) : field;
  const changed = result.imported + result.updated > 0;
  return (
    <>
      <Alert severity={result.rejectedRows > 0 ? 'warning' : 'success'} role="status" sx={{ mt: 2 }}>
        {t('oldContracts.import.summary', {
          rows: n(result.rows),
          imported: n(result.imported),
          updated: n(result.updated),
          unchanged: n(result.unchanged),
          rejected: n(result.rejectedRows),
        })}
        {!changed && result.unchanged > 0 ? ` ${t('oldContracts.import.nothingChanged')}` : null}
      </Alert>
      {result.rejected.length > 0 ? (
        <>
          <Typography component="h3" variant="subtitle1" sx={{ mt: 2 }} id="old-contract-rejected">
            {t('oldContracts.import.rejectedTitle')}
          </Typography>
          <TableContainer sx={{ maxHeight: '40vh' }}>
            <Table size="small" stickyHeader aria-labelledby="old-contract-rejected">
              <TableHead>
                <TableRow>
                  <TableCell>{t('oldContracts.import.line')}</TableCell>
                  <TableCell>{t('oldContracts.import.column')}</TableCell>
                  <TableCell>{t('oldContracts.import.message')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {result.rejected.map((issue, index) => (
                  <TableRow key={`${issue.line}-${issue.field}-${index}`}>
                    <TableCell>{n(issue.line)}</TableCell>
                    <TableCell>{column(issue.field)}</TableCell>
                    <TableCell>
                      <bdi dir="auto">{issue.message}</bdi>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      ) : null}
    </>
  );
};

/**
 * The admin's import of old contracts from a CSV or XLSX file: what is allowed is always said, a
 * wrong choice is named once chosen, a refused file shows the server's message, and an accepted
 * one the per-row report (added, updated, unchanged, refused with line, column and problem).
 */
export const ImportDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const mutation = useImportOldContracts();
  const [files, setFiles] = useState<File[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [result, setResult] = useState<OldContractImportResult | null>(null);
  const problem = (file: File) => {
    const key = importFileProblem(file);
    return key ? t(`oldContracts.import.${key}`, { limit: OLD_CONTRACT_IMPORT_MAX_MB }) : null;
  };
  const file = files.length === 1 && problem(files[0]!) === null ? files[0]! : null;
  const reset = () => {
    setFiles([]);
    setRefusal(null);
    setResult(null);
    mutation.reset();
  };
  const close = () => {
    reset();
    onClose();
  };
  const submit = async () => {
    if (!file) return;
    setRefusal(null);
    setResult(null);
    try {
      setResult(await mutation.mutateAsync(file));
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <Dialog open={open} onClose={close} maxWidth="md" fullWidth aria-labelledby="old-contract-import-title">
      <DialogTitle id="old-contract-import-title">{t('oldContracts.import.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('oldContracts.import.help', {
            columns: OLD_CONTRACT_IMPORT_COLUMNS.join(', '),
            max: OLD_CONTRACT_IMPORT_MAX_ROWS,
          })}
        </Typography>
        {result ? null : (
          <FileField
            id="old-contract-import-file"
            label={t('oldContracts.import.file')}
            files={files}
            onChange={(chosen) => {
              setFiles(chosen);
              setRefusal(null);
            }}
            hint={t('oldContracts.import.hint', { limit: OLD_CONTRACT_IMPORT_MAX_MB })}
            accept={OLD_CONTRACT_IMPORT_ACCEPT}
            problem={problem}
          />
        )}
        {refusal ? (
          <Alert severity="error" sx={{ mt: 2 }} role="alert">
            {refusal}
          </Alert>
        ) : null}
        {result ? <ImportReport result={result} /> : null}
      </DialogContent>
      <DialogActions>
        {result ? (
          <>
            <Button onClick={reset}>{t('oldContracts.import.another')}</Button>
            <Button variant="contained" onClick={close}>
              {t('oldContracts.import.close')}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={close}>{t('oldContracts.import.cancel')}</Button>
            <Button variant="contained" disabled={!file || mutation.isPending} onClick={() => void submit()}>
              {t(mutation.isPending ? 'oldContracts.import.uploading' : 'oldContracts.import.upload')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
};
