import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ImportRun } from '@portal/contracts/import-runs';
import { formatNumber } from '../../lib/format/intl';
import { toLanguage } from '../../lib/i18n/language';
import { FOCUSED_REGION_SX, useFocusOnMount } from './use-focus-on-mount';

export type ImportRunPhase = 'queued' | 'reading' | 'checking' | 'writing';

/**
 * Where a run that is not finished stands (docs/decisions/0048): waiting for the queue, reading the
 * file (`rowsRead` grows), checking the rows read (accepted + refused grow toward `rowsRead`), then
 * writing the accepted rows.
 */
export const phaseOf = (run: Pick<ImportRun, 'status' | 'rowsRead' | 'rowsAccepted' | 'rowsRefused'>) => {
  if (run.status === 'queued') return 'queued';
  const checked = run.rowsAccepted + run.rowsRefused;
  if (checked === 0) return 'reading';
  return checked < run.rowsRead ? 'checking' : 'writing';
};

/**
 * A run on its way: the phase, a bar (indeterminate while its length is not known, the share of
 * rows checked while checking) and the live counts, read out politely as they move.
 */
export const ImportRunProgress = ({ run }: { run: ImportRun }) => {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const n = (value: number) => formatNumber(value, language);
  const headingId = useId();
  const ref = useFocusOnMount<HTMLDivElement>();
  const phase: ImportRunPhase = phaseOf(run);
  const checked = run.rowsAccepted + run.rowsRefused;
  const phaseText = t(`importRun.phase.${phase}`);
  return (
    <Box ref={ref} tabIndex={-1} role="region" aria-labelledby={headingId} sx={FOCUSED_REGION_SX}>
      <Stack spacing={1.5}>
        <Typography id={headingId} component="h3" variant="subtitle1">
          {t('importRun.progressTitle', { file: run.fileName })}
        </Typography>
        <Typography variant="body2">{phaseText}</Typography>
        {phase === 'checking' ? (
          <LinearProgress
            variant="determinate"
            value={(checked / run.rowsRead) * 100}
            aria-label={phaseText}
            aria-valuetext={t('importRun.checked', { checked: n(checked), read: n(run.rowsRead) })}
          />
        ) : (
          <LinearProgress aria-label={phaseText} />
        )}
        <Typography aria-live="polite" aria-atomic="true">
          {t('importRun.counts', {
            read: n(run.rowsRead),
            accepted: n(run.rowsAccepted),
            refused: n(run.rowsRefused),
          })}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {t('importRun.goesOn')}
        </Typography>
      </Stack>
    </Box>
  );
};
