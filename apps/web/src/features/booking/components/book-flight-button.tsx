import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import type { EmploymentRequest } from '@portal/contracts/employment-requests/schemas';
import { confirm } from '../../../components/confirm-dialog';
import { WriteBlockNote } from '../../../components/write-block/write-block-note';
import { VISUALLY_HIDDEN_SX } from '../../../components/visually-hidden';
import { showAlert } from '../../../lib/alerts/alert-store';
import { isApiError } from '../../../lib/api-error';
import { useWriteBlock } from '../../../lib/auth/use-write-block';
import { toLanguage } from '../../../lib/i18n/language';
import { bookingKeys, createFlightBooking } from '../api/flight-booking-api';
import { EMPLOYMENT_REQUEST_STATUS } from '@portal/contracts/employment-requests/statuses-values';

/** The request's query root (employment-requests' `requestKeys.all`): the record, lists and counts reload. */
const REQUESTS_KEY = ['employment-requests'] as const;

/** The message of a failed booking: the API's own (translated: 502, 504, 409), else ours by status. */
const messageOf = (error: unknown, t: (key: string) => string) => {
  if (isApiError(error) && error.body?.message) return error.body.message;
  if (isApiError(error) && error.status === 504) return t('booking.errors.timeout');
  if (isApiError(error) && error.status === 409) return t('booking.errors.conflict');
  return t('booking.errors.failed');
};

/**
 * "Book flight" for a CONTRACTED request the caller may book (its `actions` name bookTicket),
 * disabled with the reason while the organisation may not write (suspended, licence expired): asks
 * first, books with the travel-booking partner (a pending state while the partner answers), then
 * the request reloads as TICKET_BOOKED. A failure leaves the request as it was, with the message.
 */
export const BookFlightButton = ({ request }: { request: EmploymentRequest }) => {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const block = useWriteBlock();
  const noteId = useId();
  if (request.status !== EMPLOYMENT_REQUEST_STATUS.CONTRACTED || !request.actions.includes('bookTicket'))
    return null;

  const book = async () => {
    const yes = await confirm({
      title: t('booking.book.label'),
      message: t('booking.book.confirm', {
        name: request.candidate.name[
          toLanguage(i18n.resolvedLanguage ?? i18n.language) === 'ar-SA' ? 'ar' : 'en'
        ],
      }),
      confirmLabel: t('booking.book.label'),
      cancelLabel: t('common.cancel'),
    });
    if (!yes) return;
    setBusy(true);
    setFailure(null);
    try {
      await createFlightBooking(request.id);
      showAlert({ type: 'success', message: t('booking.book.done') });
      await client.invalidateQueries({ queryKey: bookingKeys.flight(request.id) });
    } catch (error) {
      setFailure(messageOf(error, t));
    } finally {
      setBusy(false);
      await client.invalidateQueries({ queryKey: REQUESTS_KEY });
    }
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="contained"
        color="primary"
        disabled={busy || block !== null}
        aria-describedby={block ? noteId : undefined}
        startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : <FlightTakeoffIcon />}
        onClick={() => void book()}
      >
        {busy ? t('booking.book.pending') : t('booking.book.label')}
      </Button>
      {block ? <WriteBlockNote id={noteId} block={block} /> : null}
      <Box component="span" role="status" aria-live="polite" sx={VISUALLY_HIDDEN_SX}>
        {busy ? t('booking.book.pending') : ''}
      </Box>
      {failure ? (
        <Alert severity="error" onClose={() => setFailure(null)} closeText={t('common.close')}>
          {failure}
        </Alert>
      ) : null}
    </Stack>
  );
};
