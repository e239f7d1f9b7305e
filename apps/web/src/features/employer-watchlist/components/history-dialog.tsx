import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { WatchlistEntry } from '@portal/contracts/employer-watchlist';
import { HistoryPanel } from '../../../components/record/history-panel';

/** A flag's steps (flagged, next reviews, lifted) with who took each and when. */
export const HistoryDialog = ({ entry, onClose }: { entry: WatchlistEntry | null; onClose: () => void }) => {
  const { t } = useTranslation();
  return (
    <Dialog
      open={entry !== null}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="watchlist-history-title"
    >
      <DialogTitle id="watchlist-history-title">
        {t('watchlist.historyTitle', { nationalId: entry?.nationalId ?? '' })}
      </DialogTitle>
      <DialogContent>
        {entry ? <HistoryPanel entityType="watchlistEntry" entityId={entry.id} /> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
