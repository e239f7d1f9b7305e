import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import type { ImportRun } from '@portal/contracts/import-runs';
import { EXPORT_FORMATS, type ExportFormat } from '@portal/contracts/list';
import { handleError } from '../../lib/error-handler';
import { formatNumber } from '../../lib/format/intl';
import { toLanguage } from '../../lib/i18n/language';
import { downloadImportRefusals } from './api/download-import-refusals';
import { FOCUSED_REGION_SX, useFocusOnMount } from './use-focus-on-mount';

export type ImportRunOutcomeProps = {
  run: ImportRun;
  /** The sentence of a `done` run: what was written, by the import's own measure, and what was refused. */
  summary: (run: ImportRun) => string;
  /** A column's name in the person's language (`_`, the whole row, is named by the dialog). */
  columnLabel: (field: string) => string;
};

const severityOf = (run: ImportRun) => {
  if (run.status !== 'done') return 'error';
  return run.issueCount > 0 ? 'warning' : 'success';
};

/**
 * A finished run: what was written (or why nothing was), the first refusals by line, column and
 * problem, and the whole refusal report to download as CSV or XLSX.
 */
export const ImportRunOutcome = ({ run, summary, columnLabel }: ImportRunOutcomeProps) => {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const n = (value: number) => formatNumber(value, language);
  const headingId = useId();
  const issuesId = useId();
  const ref = useFocusOnMount<HTMLDivElement>();
  const [pending, setPending] = useState<ExportFormat | null>(null);
  const severity = severityOf(run);
  const text =
    run.status === 'done'
      ? summary(run)
      : (run.message ?? t(run.status === 'refused' ? 'importRun.refused' : 'importRun.failed'));
  const column = (field: string) => (field === '_' ? t('importRun.wholeRow') : columnLabel(field));
  const download = async (format: ExportFormat) => {
    setPending(format);
    try {
      await downloadImportRefusals(run.id, format, t('importRun.reportFile'));
    } catch (error) {
      handleError(error);
    } finally {
      setPending(null);
    }
  };
  return (
    <Box ref={ref} tabIndex={-1} role="region" aria-labelledby={headingId} sx={FOCUSED_REGION_SX}>
      <Stack spacing={2}>
        <Typography id={headingId} component="h3" variant="subtitle1">
          {t('importRun.outcomeTitle', { file: run.fileName })}
        </Typography>
        <Alert severity={severity} role={severity === 'error' ? 'alert' : 'status'}>
          {text}
        </Alert>
        {run.issues.length > 0 ? (
          <>
            <Typography id={issuesId} component="h4" variant="subtitle2">
              {t('importRun.issuesTitle')}
            </Typography>
            {run.issueCount > run.issues.length ? (
              <Typography variant="body2">
                {t('importRun.firstOf', { shown: n(run.issues.length), total: n(run.issueCount) })}
              </Typography>
            ) : null}
            <TableContainer sx={{ maxHeight: '40vh' }} tabIndex={0} aria-labelledby={issuesId} role="group">
              <Table size="small" stickyHeader aria-labelledby={issuesId}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('importRun.line')}</TableCell>
                    <TableCell>{t('importRun.column')}</TableCell>
                    <TableCell>{t('importRun.message')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {run.issues.map((issue, index) => (
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
        {run.issueCount > 0 ? (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            {EXPORT_FORMATS.map((format) => (
              <Button
                key={format}
                variant="outlined"
                startIcon={<DownloadIcon />}
                disabled={pending !== null}
                onClick={() => void download(format)}
              >
                {t(`importRun.download.${format}`)}
              </Button>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Box>
  );
};
