import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { answerConfirm, type ConfirmOptions } from './confirm-dialog';

/** The confirmation modal itself (loaded on first use). */
export const ConfirmDialogView = ({ options }: { options: ConfirmOptions }) => {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      onClose={() => answerConfirm(false)}
      aria-labelledby="confirm-dialog-title"
      aria-describedby="confirm-dialog-message"
    >
      <DialogTitle id="confirm-dialog-title">{options.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-dialog-message">{options.message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => answerConfirm(false)}>{options.cancelLabel ?? t('common.cancel')}</Button>
        <Button onClick={() => answerConfirm(true)} variant="contained" autoFocus>
          {options.confirmLabel ?? t('common.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
