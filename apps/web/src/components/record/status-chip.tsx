import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';

/** The colour a status is shown in (the theme's palette). */
export type StatusTone = 'default' | 'primary' | 'success' | 'warning' | 'error';

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
  return <Chip size="small" variant="outlined" color={tones[status]} label={t(`${texts}.${status}`)} />;
};
