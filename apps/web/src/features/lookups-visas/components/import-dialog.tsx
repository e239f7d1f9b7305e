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
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { VISA_IMPORT_COLUMNS } from '@portal/contracts/visas';
import { showAlert } from '../../../lib/alerts/alert-store';
import { isApiError } from '../../../lib/api-error';
import { useImportVisas } from '../api/import-visas';

type RowError = { row: number; column: string; message: string };

/** `rows.{line}.{column}` field errors of a refused import, by line. */
const rowErrorsOf = (fieldErrors: Record<string, string[]> | undefined): RowError[] =>
  Object.entries(fieldErrors ?? {})
    .flatMap(([key, messages]) => {
      const [, line = '0', column = '_'] = key.split('.');
      return messages.map((message) => ({ row: Number(line), column, message }));
    })
    .sort((a, b) => a.row - b.row);

/** Upload a CSV of visas; a refused file lists each row's problems in the person's language. */
export const ImportDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const mutation = useImportVisas();
  const [file, setFile] = useState<File | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [rows, setRows] = useState<RowError[]>([]);
  const close = () => {
    setFile(null);
    setMessage(null);
    setRows([]);
    onClose();
  };
  const submit = async () => {
    if (!file) return;
    try {
      const result = await mutation.mutateAsync(file);
      showAlert({ type: 'success', message: t('visas.imported', { count: result.imported }) });
      close();
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error));
      setRows(isApiError(error) ? rowErrorsOf(error.body?.fieldErrors) : []);
    }
  };
  return (
    <Dialog open={open} onClose={close} maxWidth="md" fullWidth aria-labelledby="visa-import-title">
      <DialogTitle id="visa-import-title">{t('visas.importTitle')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('visas.importHelp', { columns: VISA_IMPORT_COLUMNS.join(',') })}
        </Typography>
        <label htmlFor="visa-import-file">
          <Typography component="span" sx={{ me: 1 }}>
            {t('visas.file')}
          </Typography>
        </label>
        <input
          id="visa-import-file"
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        {message ? (
          <Alert severity="error" sx={{ mt: 2 }} role="alert">
            {message}
          </Alert>
        ) : null}
        {rows.length > 0 ? (
          <Table size="small" sx={{ mt: 2 }} aria-label={t('visas.rowErrors')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('visas.row')}</TableCell>
                <TableCell>{t('visas.column')}</TableCell>
                <TableCell>{t('visas.message')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((error, index) => (
                <TableRow key={`${error.row}-${error.column}-${index}`}>
                  <TableCell>{error.row}</TableCell>
                  <TableCell>{t(`visas.fields.${error.column}`)}</TableCell>
                  <TableCell>{error.message}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('visas.cancel')}</Button>
        <Button variant="contained" disabled={!file || mutation.isPending} onClick={() => void submit()}>
          {t('visas.upload')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
