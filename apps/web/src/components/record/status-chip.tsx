import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { alpha, type CSSObject, type Theme } from '@mui/material/styles';

/** The colour a status is shown in (the theme's palette). */
export type StatusTone = 'default' | 'primary' | 'success' | 'warning' | 'error';

const TONES: readonly Exclude<StatusTone, 'default'>[] = ['primary', 'success', 'warning', 'error'];

/**
 * What MUI's small outlined Chip draws (its root and its label), as one styled element whose tone is
 * a class (decision 0097): a list's status column drew a Chip, its root and label styled apart, in
 * each row.
 */
const statusChipSx = (theme: Theme): CSSObject => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  maxWidth: '100%',
  height: 24,
  padding: 0,
  outline: '0',
  border: `1px solid ${theme.palette.mode === 'light' ? theme.palette.grey[400] : theme.palette.grey[700]}`,
  // A string: in `sx` a bare number is a multiple of the theme's corner radius.
  borderRadius: '16px',
  backgroundColor: 'transparent',
  color: theme.palette.text.primary,
  fontFamily: theme.typography.fontFamily,
  fontSize: theme.typography.pxToRem(13),
  lineHeight: 1.5,
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
  textDecoration: 'none',
  transition: theme.transitions.create(['background-color', 'box-shadow']),
  '& > span': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', padding: '0 7px' },
  ...Object.fromEntries(
    TONES.map((tone) => [
      `&.${tone}`,
      { color: theme.palette[tone].main, borderColor: alpha(theme.palette[tone].main, 0.7) },
    ]),
  ),
});

/**
 * A record's status as an outlined chip: its colour from `tones`, its label the translation
 * `texts.<status>` (`texts` is the feature's key prefix of its statuses).
 */
export const StatusChip = <Status extends string>({
  status,
  tones,
  texts,
}: {
  status: Status;
  tones: Record<Status, StatusTone>;
  texts: string;
}) => {
  const { t } = useTranslation();
  return (
    <Box component="span" sx={statusChipSx} className={tones[status]}>
      <span>{t(`${texts}.${status}`)}</span>
    </Box>
  );
};
