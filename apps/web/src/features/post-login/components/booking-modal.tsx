import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Credentials } from '@portal/contracts/credentials';
import { showAlert } from '../../../lib/alerts/alert-store';
import { useRegisterTravelBooking } from '../api/register-travel-booking';

type BookingModalProps = { credentials: Credentials; onDone: () => void };

/**
 * Spec 2/4 step 5: the travel-booking registration offer. Static (spec §2: not dismissible by
 * keyboard): neither Escape nor a click outside closes it; the person answers "Register" or
 * "Not now", both reachable with Tab, so the keyboard is never trapped. A failed registration keeps
 * it open.
 */
export const BookingModal = ({ credentials, onDone }: BookingModalProps) => {
  const { t } = useTranslation();
  const register = useRegisterTravelBooking();
  const onRegister = () =>
    register.mutate(credentials, {
      onSuccess: () => {
        showAlert({ type: 'success', message: t('postLogin.bookingRegistered') });
        onDone();
      },
    });
  return (
    <Dialog
      open
      // Static: Escape and backdrop clicks are ignored; only the two buttons close it.
      onClose={() => undefined}
      aria-labelledby="booking-modal-title"
      aria-describedby="booking-modal-body"
      data-testid="booking-modal"
    >
      <DialogTitle id="booking-modal-title">{t('postLogin.bookingTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="booking-modal-body">
          {credentials.establishment.superUser
            ? t('postLogin.bookingBody')
            : t('postLogin.bookingSubUserBody')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onDone} disabled={register.isPending}>
          {t('postLogin.bookingNotNow')}
        </Button>
        <Button onClick={onRegister} variant="contained" autoFocus disabled={register.isPending}>
          {register.isPending ? t('postLogin.bookingRegistering') : t('postLogin.bookingRegister')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
