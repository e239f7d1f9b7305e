import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import type { BookingAirport, FlightBooking } from '@portal/contracts/booking';
import type { Language } from '@portal/contracts/constants';
import type { EmploymentRequest } from '@portal/contracts/employment-requests/schemas';
import { showAlert } from '../../../lib/alerts/alert-store';
import { isApiError } from '../../../lib/api-error';
import { handleError } from '../../../lib/error-handler';
import { formatDateForReading } from '../../../lib/format/intl';
import { toLanguage } from '../../../lib/i18n/language';
import { downloadTicketPdf, useFlightBooking } from '../api/flight-booking-api';
import { EMPLOYMENT_REQUEST_STATUS } from '@portal/contracts/employment-requests/transitions';

/** The statuses a request has a booked flight in. */
const BOOKED = new Set<string>([EMPLOYMENT_REQUEST_STATUS.TICKET_BOOKED, EMPLOYMENT_REQUEST_STATUS.ARRIVED]);

/** By the digit rule; the partner's times are UTC and shown so (the Hijri day beside in Arabic). */
const formatFlightTime = (iso: string, language: Language) =>
  formatDateForReading(iso, language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

const Item = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box sx={{ minWidth: '12rem' }}>
    <Typography component="dt" variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography component="dd" sx={{ m: 0 }}>
      {children}
    </Typography>
  </Box>
);

const TicketButton = ({ booking, number }: { booking: FlightBooking; number: string }) => {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadTicketPdf(
        booking.employmentRequestId,
        toLanguage(i18n.resolvedLanguage ?? i18n.language),
        `e-ticket-${number}-${booking.pnr}.pdf`,
      );
    } catch (error) {
      if (isApiError(error)) handleError(error);
      else showAlert({ type: 'danger', message: t('booking.ticket.failed') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={<DownloadIcon />}
      disabled={busy}
      aria-describedby="flight-booking-title"
      onClick={() => void download()}
    >
      {t('booking.ticket.download')}
    </Button>
  );
};

/**
 * The booked flight of a TICKET_BOOKED or ARRIVED request (passenger, PNR, ticket, flight, airports
 * and times) with "Download ticket" (the e-ticket PDF in Arabic and English). Nothing for other statuses.
 */
export const FlightSummary = ({ request }: { request: EmploymentRequest }) => {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const arabic = language === 'ar-SA';
  const booked = BOOKED.has(request.status);
  const query = useFlightBooking(request.id, booked);
  if (!booked) return null;
  const name = (value: { ar: string; en: string }) => (arabic ? value.ar : value.en);
  const airport = (value: BookingAirport) => `${name(value.city)} (${value.code})`;
  const booking = query.data;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="flight-booking-title" sx={{ p: 2 }}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1 }}
      >
        <Typography id="flight-booking-title" component="h2" variant="h6">
          {t('booking.summary.title')}
        </Typography>
        {booking ? <TicketButton booking={booking} number={request.number} /> : null}
      </Stack>
      {query.isPending ? (
        <Box role="status" aria-live="polite">
          <Typography variant="body2">{t('booking.summary.loading')}</Typography>
          <Skeleton variant="rectangular" height={72} />
        </Box>
      ) : !booking ? (
        <Alert severity={isApiError(query.error) && query.error.status === 404 ? 'info' : 'error'}>
          {isApiError(query.error) && query.error.body?.message
            ? query.error.body.message
            : t('booking.summary.failed')}
        </Alert>
      ) : (
        <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, m: 0 }}>
          <Item label={t('booking.summary.passenger')}>
            <bdi>{booking.passengerName}</bdi>
          </Item>
          <Item label={t('booking.summary.pnr')}>
            <bdi>{booking.pnr}</bdi>
          </Item>
          <Item label={t('booking.summary.ticketNumber')}>
            <bdi>{booking.ticketNumber}</bdi>
          </Item>
          <Item label={t('booking.summary.flight')}>
            <bdi>{`${name(booking.airline.name)} ${booking.flightNumber}`}</bdi>
          </Item>
          <Item label={t('booking.summary.from')}>
            <bdi>{airport(booking.from)}</bdi>
          </Item>
          <Item label={t('booking.summary.departure')}>
            <time dateTime={booking.departureAt}>
              <bdi>{formatFlightTime(booking.departureAt, language)}</bdi>
            </time>
          </Item>
          <Item label={t('booking.summary.to')}>
            <bdi>{airport(booking.to)}</bdi>
          </Item>
          <Item label={t('booking.summary.arrival')}>
            <time dateTime={booking.arrivalAt}>
              <bdi>{formatFlightTime(booking.arrivalAt, language)}</bdi>
            </time>
          </Item>
        </Box>
      )}
      {booking ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('booking.summary.utc')}
        </Typography>
      ) : null}
    </Paper>
  );
};
