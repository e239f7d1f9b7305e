import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import DoNotDisturbOnOutlinedIcon from '@mui/icons-material/DoNotDisturbOnOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import PauseCircleOutlineIcon from '@mui/icons-material/PauseCircleOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { CSSObject, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { timeLeft } from '@portal/contracts/clocks/clock';
import type { Clock } from '@portal/contracts/clocks/schemas';
import type { Language } from '@portal/contracts/constants';
import { formatDate } from '../../lib/format/intl';
import { toLanguage } from '../../lib/i18n/language';
import { useNow } from '../../lib/use-now';
import { smallSvgIconSx } from '../table-body-cells';
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

/** MUI's Schedule and ErrorOutlined icons' paths (`@mui/icons-material`), drawn by `DueCountdown`. */
const DUE_ICON_PATHS = {
  running: [
    'M11.99 2C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8',
    'M12.5 7H11v6l5.25 3.15.75-1.23-4.5-2.67z',
  ],
  overdue: ['M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m1 15h-2v-2h2zm0-4h-2V7h2z'],
} as const;

/**
 * What MUI's Stack, Typography and small SvgIcon drew for a due column's cell, as one style for the
 * cell's plain spans (decision 0097): a list's ten countdowns were 150 components, 50 of them with a
 * style insertion, rendered in the same task as the rows.
 */
const dueCountdownSx = (theme: Theme): CSSObject => {
  const { body2, caption } = theme.typography;
  const font = ({ fontFamily, fontWeight, fontSize, lineHeight, letterSpacing }: CSSObject) => ({
    fontFamily,
    fontWeight,
    fontSize,
    lineHeight,
    letterSpacing,
  });
  return {
    display: 'flex',
    flexDirection: 'column',
    // Strings: in `sx` a bare number of a gap is a multiple of the theme's spacing.
    gap: '2px',
    '& > .standing': { display: 'flex', alignItems: 'center', gap: '4px' },
    '& > .standing > svg': { ...smallSvgIconSx(theme), color: theme.palette.text.secondary },
    '& > .standing > span': { margin: 0, ...font(body2) },
    '& > .standing.overdue > *': { color: theme.palette.error.dark },
    '& > .standing.overdue > span': { fontWeight: 700 },
    '& > .moment': { margin: 0, ...font(caption), color: theme.palette.text.secondary },
  };
};

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
  return (
    <Box component="span" sx={dueCountdownSx} data-testid="due-countdown" data-standing={standing.kind}>
      <span className={left.overdue ? 'standing overdue' : 'standing'}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          {DUE_ICON_PATHS[left.overdue ? 'overdue' : 'running'].map((path) => (
            <path key={path} d={path} />
          ))}
        </svg>
        <span>{standingText(t, standing, language)}</span>
      </span>
      <span className="moment">
        <time dateTime={dueAt}>{t('clocks.dueAt', { date: formatKingdomMoment(dueAt, language) })}</time>
      </span>
    </Box>
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
        <Typography component="span" color="textSecondary">
          <time dateTime={clock.dueAt}>
            {t('clocks.dueAt', { date: formatKingdomMoment(clock.dueAt, language) })}
          </time>
        </Typography>
      ) : null}
    </Stack>
  );
};
