import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { DLT_IMPORT_COLUMNS, DLT_IMPORT_MAX_ROWS, type DltImportReport } from '@portal/contracts/hr-pool/dlt';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_MB } from '@portal/contracts/uploads';
import { FileField } from '../../../components/form/file-field';
import { formatNumber } from '../../../lib/format/intl';
import { toLanguage } from '../../../lib/i18n/language';
import { useImportDltWorkers } from '../api/import-dlt-workers';

/** What the picker offers: CSV and XLSX by extension and type (the server reads the bytes). */
export const IMPORT_ACCEPT =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The client check of a chosen file: an i18n key, or null. */
export const importFileProblem = (file: { name: string; size: number }): string | null => {
  if (!/\.(csv|xlsx)$/i.test(file.name)) return 'hrPoolDlt.importDialog.fileType';
  if (file.size > MAX_UPLOAD_BYTES) return 'hrPoolDlt.importDialog.fileTooLarge';
  return null;
};

/**
 * The ministry imports its workers from a CSV or XLSX file: the hint says what is allowed and
 * lists the columns, a wrong choice is named at once, and after the upload the valid rows are in
 * and each refused row is listed with its line, column and the server's message in the person's
 * language.
 */
export const ImportDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const mutation = useImportDltWorkers();
  const [files, setFiles] = useState<File[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [report, setReport] = useState<DltImportReport | null>(null);
  const file = files[0];
  const problem = file ? importFileProblem(file) : null;
  const close = () => {
    setFiles([]);
    setFailure(null);
    setReport(null);
    mutation.reset();
    onClose();
  };
  const submit = async () => {
    if (!file || problem) return;
    setFailure(null);
    setReport(null);
    try {
      setReport(await mutation.mutateAsync(file));
      setFiles([]);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };
  const rejectedRows = report ? new Set(report.rejected.map((row) => row.line)).size : 0;
  const count = (value: number) => formatNumber(value, language);
  const columnLabel = (field: string) =>
    i18n.exists(`hrPoolDlt.columns.${field}`) ? t(`hrPoolDlt.columns.${field}`) : field;
  return (
    <Dialog open={open} onClose={close} maxWidth="md" fullWidth aria-labelledby="dlt-import-title">
      <DialogTitle id="dlt-import-title">{t('hrPoolDlt.importDialog.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <FileField
            id="dlt-import-file"
            label={t('hrPoolDlt.importDialog.file')}
            files={files}
            onChange={(chosen) => {
              setFiles(chosen);
              setFailure(null);
            }}
            accept={IMPORT_ACCEPT}
            problem={(chosen) => {
              const key = importFileProblem(chosen);
              return key ? t(key, { limit: MAX_UPLOAD_MB }) : null;
            }}
            hint={t('hrPoolDlt.importDialog.hint', {
              limit: MAX_UPLOAD_MB,
              max: count(DLT_IMPORT_MAX_ROWS),
            })}
          />
          <Box component="details">
            <Typography component="summary" variant="body2" sx={{ cursor: 'pointer', fontWeight: 500 }}>
              {t('hrPoolDlt.importDialog.columnsTitle')}
            </Typography>
            <Box component="dl" sx={{ m: 0, mt: 1, fontSize: 'body2.fontSize' }}>
              {DLT_IMPORT_COLUMNS.map((column) => (
                <Box key={column} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                  <Box component="dt" sx={{ fontFamily: 'monospace' }}>
                    <bdi dir="ltr">{column}</bdi>
                  </Box>
                  <Box component="dd" sx={{ m: 0 }}>
                    {t(`hrPoolDlt.importDialog.columnsHelp.${column}`)}
                  </Box>
                </Box>
              ))}
            </Box>
          </Box>
          {failure ? (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          ) : null}
          {report ? (
            <Alert severity={report.rejected.length > 0 ? 'warning' : 'success'} role="status">
              {report.rejected.length > 0
                ? t('hrPoolDlt.importDialog.doneWithRejected', {
                    imported: count(report.imported),
                    rejected: count(rejectedRows),
                  })
                : t('hrPoolDlt.importDialog.done', { imported: count(report.imported) })}
            </Alert>
          ) : null}
          {report && report.rejected.length > 0 ? (
            <Table size="small" aria-label={t('hrPoolDlt.importDialog.reportLabel')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('hrPoolDlt.fields.line')}</TableCell>
                  <TableCell>{t('hrPoolDlt.fields.column')}</TableCell>
                  <TableCell>{t('hrPoolDlt.fields.message')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {report.rejected.map((row, index) => (
                  <TableRow key={`${row.line}-${row.field}-${index}`}>
                    <TableCell>{count(row.line)}</TableCell>
                    <TableCell>{columnLabel(row.field)}</TableCell>
                    <TableCell>
                      <bdi>{row.message}</bdi>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('hrPoolDlt.importDialog.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!file || Boolean(problem) || mutation.isPending}
          onClick={() => void submit()}
        >
          {t('hrPoolDlt.importDialog.upload')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
