import { useTranslation } from 'react-i18next';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Clock } from '@portal/contracts/clocks/schemas';
import { useNow } from '../../lib/use-now';
import { ClockCountdown } from './clock-countdown';
import { isOpenClock } from './clock-standing';

/**
 * A record's deadlines (decision 0056): its clocks, the open ones first (nearest due first), then
 * the ended ones as they ended. Clocks closed with the record (cancelled, rejected) are left out:
 * they owe nothing and never counted. Nothing is shown for a record without clocks.
 */
export const RecordClocks = ({
  clocks,
  heading = 'h2',
}: {
  clocks: readonly Clock[];
  /** `h3` inside a dialog, whose title is the h2. */
  heading?: 'h2' | 'h3';
}) => {
  const { t } = useTranslation();
  const now = useNow();
  const shown = clocks.filter((clock) => clock.state !== 'closed');
  if (shown.length === 0) return null;
  const open = shown.filter(isOpenClock).sort((a, b) => Date.parse(a.dueAt) - Date.parse(b.dueAt));
  const ended = shown.filter((clock) => !open.includes(clock));
  return (
    <Paper variant="outlined" component="section" aria-labelledby="record-clocks-title" sx={{ p: 2 }}>
      <Typography id="record-clocks-title" component={heading} variant="h6">
        {t('clocks.title')}
      </Typography>
      <List dense>
        {[...open, ...ended].map((clock) => (
          <ListItem key={clock.id} disableGutters>
            <ClockCountdown clock={clock} now={now} />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
};
