import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { Skeleton } from '../../../components/skeleton';
import Typography from '@mui/material/Typography';
import type { BookingAirport, FlightBooking } from '@portal/contracts/booking';
import type { Language } from '@portal/contracts/constants';
import type { EmploymentRequest } from '@portal/contracts/employment-requests/schemas';
import { DownloadButton } from '../../../components/protected-file/download-button';
import { Fact, FactList } from '../../../components/record/fact';
import { RecordSection } from '../../../components/record/section';
import { showAlert } from '../../../lib/alerts/alert-store';
import { isApiError } from '../../../lib/api-error';
import { handleError } from '../../../lib/error-handler';
import { formatDateForReading } from '../../../lib/format/intl';
import { toLanguage } from '../../../lib/i18n/language';
import { downloadTicketPdf, useFlightBooking } from '../api/flight-booking-api';
import { EMPLOYMENT_REQUEST_STATUS } from '@portal/contracts/employment-requests/statuses-values';

/** The statuses a request has a booked flight in. */
const BOOKED = new Set<string>([EMPLOYMENT_REQUEST_STATUS.TICKET_BOOKED, EMPLOYMENT_REQUEST_STATUS.ARRIVED]);

/** By the digit rule; the partner's times are UTC and shown so (the Hijri day beside in Arabic). */
const formatFlightTime = (iso: string, language: Language) =>
  formatDateForReading(iso, language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

const TicketButton = ({ booking, number }: { booking: FlightBooking; number: string }) => {
  const { t, i18n } = useTranslation();
  return (
    <DownloadButton
      download={() =>
        downloadTicketPdf(
          booking.employmentRequestId,
          toLanguage(i18n.resolvedLanguage ?? i18n.language),
          `e-ticket-${number}-${booking.pnr}.pdf`,
        )
      }
      onError={(error) =>
        isApiError(error)
          ? handleError(error)
          : showAlert({ type: 'danger', message: t('booking.ticket.failed') })
      }
      describedBy="flight-booking-title"
    >
      {t('booking.ticket.download')}
    </DownloadButton>
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
    <RecordSection
      titleId="flight-booking-title"
      title={t('booking.summary.title')}
      actions={booking ? <TicketButton booking={booking} number={request.number} /> : null}
    >
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
        <FactList>
          <Fact label={t('booking.summary.passenger')}>
            <bdi>{booking.passengerName}</bdi>
          </Fact>
          <Fact label={t('booking.summary.pnr')}>
            <bdi>{booking.pnr}</bdi>
          </Fact>
          <Fact label={t('booking.summary.ticketNumber')}>
            <bdi>{booking.ticketNumber}</bdi>
          </Fact>
          <Fact label={t('booking.summary.flight')}>
            <bdi>{`${name(booking.airline.name)} ${booking.flightNumber}`}</bdi>
          </Fact>
          <Fact label={t('booking.summary.from')}>
            <bdi>{airport(booking.from)}</bdi>
          </Fact>
          <Fact label={t('booking.summary.departure')}>
            <time dateTime={booking.departureAt}>
              <bdi>{formatFlightTime(booking.departureAt, language)}</bdi>
            </time>
          </Fact>
          <Fact label={t('booking.summary.to')}>
            <bdi>{airport(booking.to)}</bdi>
          </Fact>
          <Fact label={t('booking.summary.arrival')}>
            <time dateTime={booking.arrivalAt}>
              <bdi>{formatFlightTime(booking.arrivalAt, language)}</bdi>
            </time>
          </Fact>
        </FactList>
      )}
      {booking ? (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
          {t('booking.summary.utc')}
        </Typography>
      ) : null}
    </RecordSection>
  );
};
