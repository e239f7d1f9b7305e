import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { JobOutcome, JobQueue } from '@portal/contracts/system-jobs';
import { PageFrame } from '../../../components/page-frame';
import { formatDateTime, formatNumber } from '../../../lib/format/intl';
import { toLanguage } from '../../../lib/i18n/language';
import { useJobsOverview } from '../api/system-jobs-api';

const OUTCOME_COLOURS: Record<JobOutcome, 'default' | 'success' | 'error' | 'warning' | 'info'> = {
  running: 'info',
  completed: 'success',
  failed: 'error',
  retrying: 'warning',
};

/** A period in the largest whole unit: every 3600 s is "every hour". */
const periodOf = (everySeconds: number): { key: string; count: number } => {
  if (everySeconds % 3600 === 0) return { key: 'systemJobs.every_hours', count: everySeconds / 3600 };
  if (everySeconds % 60 === 0) return { key: 'systemJobs.every_minutes', count: everySeconds / 60 };
  return { key: 'systemJobs.every_seconds', count: everySeconds };
};

/**
 * `/admin/system-jobs`: every queue of the background jobs with its counts, each schedule's
 * period, last and next run, and the latest failures with their messages; read again every 5 s.
 */
export const SystemJobsPage = () => {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const overview = useJobsOverview();
  const nameOf = (name: string) => t(`systemJobs.names.${name.replaceAll('.', '_')}`, { defaultValue: name });
  const number = (value: number) => formatNumber(value, language);
  const when = (value: string | null) => (value ? <bdi>{formatDateTime(value, language)}</bdi> : null);
  const periodText = (queue: JobQueue) => {
    if (queue.everySeconds === null) return t('systemJobs.kind.task');
    const { key, count } = periodOf(queue.everySeconds);
    return t(key, { count });
  };

  const refresh = (
    <Button variant="outlined" onClick={() => void overview.refetch()} disabled={overview.isFetching}>
      {t('systemJobs.refresh')}
    </Button>
  );

  if (overview.isPending)
    return (
      <PageFrame>
        <LinearProgress aria-label={t('systemJobs.loading')} />
      </PageFrame>
    );
  if (overview.isError || !overview.data)
    return (
      <PageFrame>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void overview.refetch()}>
              {t('systemJobs.retry')}
            </Button>
          }
        >
          {t('systemJobs.loadFailed')}
        </Alert>
      </PageFrame>
    );

  const { queues } = overview.data;
  const failures = queues
    .flatMap((queue) => queue.recentFailures.map((failure) => ({ ...failure, queue: queue.name })))
    .sort((a, b) => b.at.localeCompare(a.at));
  return (
    <PageFrame actions={refresh}>
      <Typography sx={{ mb: 2 }}>{t('systemJobs.intro')}</Typography>
      {overview.isRefetchError ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('systemJobs.loadFailed')}
        </Alert>
      ) : null}
      {queues.length === 0 ? (
        <Alert severity="info">{t('systemJobs.empty')}</Alert>
      ) : (
        <TableContainer sx={{ mb: 3 }}>
          <Table size="small" aria-label={t('systemJobs.tableLabel')}>
            <TableHead>
              <TableRow>
                <TableCell scope="col">{t('systemJobs.columns.name')}</TableCell>
                <TableCell scope="col">{t('systemJobs.columns.period')}</TableCell>
                <TableCell scope="col" align="right">
                  {t('systemJobs.columns.waiting')}
                </TableCell>
                <TableCell scope="col" align="right">
                  {t('systemJobs.columns.running')}
                </TableCell>
                <TableCell scope="col" align="right">
                  {t('systemJobs.columns.completed')}
                </TableCell>
                <TableCell scope="col" align="right">
                  {t('systemJobs.columns.failed')}
                </TableCell>
                <TableCell scope="col">{t('systemJobs.columns.lastRun')}</TableCell>
                <TableCell scope="col">{t('systemJobs.columns.nextRun')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {queues.map((queue) => (
                <TableRow key={queue.name}>
                  <TableCell component="th" scope="row">
                    {nameOf(queue.name)}
                  </TableCell>
                  <TableCell>{periodText(queue)}</TableCell>
                  <TableCell align="right">{number(queue.waiting)}</TableCell>
                  <TableCell align="right">{number(queue.running)}</TableCell>
                  <TableCell align="right">{number(queue.completed)}</TableCell>
                  <TableCell align="right">{number(queue.failed)}</TableCell>
                  <TableCell>
                    {queue.lastRun ? (
                      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                        {when(queue.lastRun.finishedAt ?? queue.lastRun.startedAt)}
                        <Chip
                          size="small"
                          color={OUTCOME_COLOURS[queue.lastRun.outcome]}
                          label={t(`systemJobs.outcome.${queue.lastRun.outcome}`)}
                        />
                      </Box>
                    ) : (
                      t('systemJobs.never')
                    )}
                  </TableCell>
                  <TableCell>
                    {queue.kind === 'schedule'
                      ? (when(queue.nextRunAt) ?? t('systemJobs.notScheduledHere'))
                      : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Typography variant="h2" sx={{ mb: 1 }}>
        {t('systemJobs.failures.title')}
      </Typography>
      {failures.length === 0 ? (
        <Typography>{t('systemJobs.failures.none')}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={t('systemJobs.failures.tableLabel')}>
            <TableHead>
              <TableRow>
                <TableCell scope="col">{t('systemJobs.failures.job')}</TableCell>
                <TableCell scope="col">{t('systemJobs.failures.at')}</TableCell>
                <TableCell scope="col">{t('systemJobs.failures.message')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {failures.map((failure) => (
                <TableRow key={failure.id}>
                  <TableCell component="th" scope="row">
                    {nameOf(failure.queue)}
                  </TableCell>
                  <TableCell>{when(failure.at)}</TableCell>
                  <TableCell>
                    <bdi>{failure.message}</bdi>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </PageFrame>
  );
};
