import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import DoNotDisturbOnOutlinedIcon from '@mui/icons-material/DoNotDisturbOnOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import PauseCircleOutlineIcon from '@mui/icons-material/PauseCircleOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { timeLeft } from '@portal/contracts/clocks/clock';
import type { Clock } from '@portal/contracts/clocks/schemas';
import type { Language } from '@portal/contracts/constants';
import { formatDate } from '../../lib/format/intl';
import { toLanguage } from '../../lib/i18n/language';
import { useNow } from '../../lib/use-now';
import { clockStanding, type ClockStanding } from './clock-standing';

/** Deadlines are the kingdom's (decision 0038): the due moment is shown in its time, wherever one reads it. */
const KINGDOM_TIME_ZONE = 'Asia/Riyadh';

/** The due moment in the kingdom's time, e.g. "Dec 2, 2026, 10:00 AM". */
export const formatKingdomMoment = (iso: string, language: Language): string =>
  formatDate(iso, language, { dateStyle: 'medium', timeStyle: 'short', timeZone: KINGDOM_TIME_ZONE });

/** "1 day 4 h", "3 h", "2 days", "less than an hour": each part with the language's plural forms. */
export const durationText = (t: TFunction, days: number, hours: number): string => {
  if (days === 0 && hours === 0) return t('clocks.underHour');
  if (days === 0) return t('clocks.hours', { count: hours });
  if (hours === 0) return t('clocks.days', { count: days });
  return t('clocks.daysAndHours', {
    days: t('clocks.days', { count: days }),
    hours: t('clocks.hours', { count: hours }),
  });
};

/** What the clock says now: "Due in 1 day 4 h", "Overdue by 3 h", "Paused…", "Met on …". */
export const standingText = (t: TFunction, standing: ClockStanding, language: Language): string => {
  switch (standing.kind) {
    case 'running':
      return t('clocks.dueIn', { time: durationText(t, standing.days, standing.hours) });
    case 'overdue':
      return t('clocks.overdueBy', { time: durationText(t, standing.days, standing.hours) });
    case 'paused':
      return t('clocks.paused');
    case 'met':
      return t('clocks.met', { date: formatKingdomMoment(standing.at, language) });
    case 'metLate':
      return t('clocks.metLate', { date: formatKingdomMoment(standing.at, language) });
    case 'closed':
      return t('clocks.closed');
  }
};

const ICONS = {
  running: ScheduleIcon,
  overdue: ErrorOutlineIcon,
  paused: PauseCircleOutlineIcon,
  met: CheckCircleOutlineIcon,
  metLate: CheckCircleOutlineIcon,
  closed: DoNotDisturbOnOutlinedIcon,
} as const;

/**
 * A due moment alone, as a list's due column shows it: "Due in 1 day 4 h" or "Overdue by 3 h" (in
 * words, with an icon) and the moment in the kingdom's time below. Moves on each minute.
 */
export const DueCountdown = ({ dueAt }: { dueAt: string }) => {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const now = useNow();
  const left = timeLeft(Date.parse(dueAt), now);
  const standing: ClockStanding = {
    kind: left.overdue ? 'overdue' : 'running',
    days: left.days,
    hours: left.hours,
  };
  const Icon = ICONS[standing.kind];
  return (
    <Stack spacing={0.25} data-testid="due-countdown" data-standing={standing.kind}>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <Icon fontSize="small" aria-hidden sx={{ color: left.overdue ? 'error.dark' : 'text.secondary' }} />
        <Typography
          component="span"
          variant="body2"
          sx={left.overdue ? { color: 'error.dark', fontWeight: 700 } : undefined}
        >
          {standingText(t, standing, language)}
        </Typography>
      </Stack>
      <Typography component="span" variant="caption" color="text.secondary">
        <time dateTime={dueAt}>{t('clocks.dueAt', { date: formatKingdomMoment(dueAt, language) })}</time>
      </Typography>
    </Stack>
  );
};

/**
 * One clock's countdown (decision 0056): what is owed, where it stands ("due in 1 day 4 h",
 * "overdue by 3 h", paused, met), and the due moment in the kingdom's time beside. Overdue is said
 * in words and with an icon, its colour only adds to it (the theme's error text passes AA).
 * It moves on each minute by itself; `now` lets a list share one clock.
 */
export const ClockCountdown = ({
  clock,
  now,
  showObligation = true,
}: {
  clock: Clock;
  now?: number;
  /** Off where the column or the heading already names the obligation. */
  showObligation?: boolean;
}) => {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const ticking = useNow();
  const standing = clockStanding(clock, now ?? ticking);
  const Icon = ICONS[standing.kind];
  const overdue = standing.kind === 'overdue';
  const open = standing.kind === 'running' || overdue || standing.kind === 'paused';
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      data-testid="clock-countdown"
      data-standing={standing.kind}
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
    >
      <Icon fontSize="small" aria-hidden sx={{ color: overdue ? 'error.dark' : 'text.secondary' }} />
      {showObligation ? (
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {t(`clocks.obligations.${clock.obligation}`)}
        </Typography>
      ) : null}
      <Typography component="span" sx={overdue ? { color: 'error.dark', fontWeight: 700 } : undefined}>
        {standingText(t, standing, language)}
      </Typography>
      {open ? (
        <Typography component="span" color="text.secondary">
          <time dateTime={clock.dueAt}>
            {t('clocks.dueAt', { date: formatKingdomMoment(clock.dueAt, language) })}
          </time>
        </Typography>
      ) : null}
    </Stack>
  );
};
