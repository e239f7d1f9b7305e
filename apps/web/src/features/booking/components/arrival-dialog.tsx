import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { arrivalInputSchema, arrivalRefusalOf } from '@portal/contracts/booking';
import { todayInKingdom } from '@portal/contracts/constants';
import type { EmploymentRequest } from '@portal/contracts/employment-requests/schemas';
import { DateField } from '../../../components/form/date-field';
import { showAlert } from '../../../lib/alerts/alert-store';
import { isApiError } from '../../../lib/api-error';
import { handleError } from '../../../lib/error-handler';
import { recordArrival, useFlightBooking } from '../api/flight-booking-api';

/**
 * "Worker arrived": asks the day the worker arrived (today by default), not before the booked
 * flight's departure nor after today (`arrivalRefusalOf`, the rule the API applies), then records
 * it. The API's refusal shows on the field.
 */
export const ArrivalDialog = ({
  request,
  onClose,
}: {
  request: EmploymentRequest;
  onClose: (done: boolean) => void;
}) => {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  const flight = useFlightBooking(request.id, true);
  const [arrivedOn, setArrivedOn] = useState(todayInKingdom());
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const parsed = arrivalInputSchema.safeParse({ arrivedOn });
  const refusal = parsed.success ? arrivalRefusalOf(arrivedOn, flight.data?.departureAt ?? null) : null;
  const error = !parsed.success ? t('validation.date') : refusal ? t(refusal) : serverError;

  const submit = async () => {
    setTried(true);
    if (!parsed.success || refusal) return;
    setBusy(true);
    try {
      await recordArrival(request.id, parsed.data);
      showAlert({ type: 'success', message: t('employmentRequests.actions.arrive.done') });
      onClose(true);
    } catch (failure) {
      const field = isApiError(failure) ? failure.body?.fieldErrors?.arrivedOn?.[0] : undefined;
      if (field) setServerError(field);
      else handleError(failure);
      if (isApiError(failure) && failure.status === 409) onClose(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={() => onClose(false)} aria-labelledby={titleId} aria-describedby={messageId}>
      <DialogTitle id={titleId}>{t('employmentRequests.actions.arrive.label')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId} sx={{ mb: 2 }}>
          {t('employmentRequests.actions.arrive.confirm')}
        </DialogContentText>
        <DateField
          id={`${titleId}-arrived-on`}
          name="arrivedOn"
          label={t('booking.arrival.day')}
          value={arrivedOn}
          required
          fullWidth
          onChange={(value) => {
            setArrivedOn(value);
            setServerError(null);
          }}
          error={(tried || refusal !== null) && error !== null}
          errorText={(tried || refusal !== null) && error !== null ? error : undefined}
          hint={t('booking.arrival.hint')}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)}>{t('common.cancel')}</Button>
        <Button variant="contained" disabled={busy} onClick={() => void submit()}>
          {t('employmentRequests.actions.arrive.label')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
