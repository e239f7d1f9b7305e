import type { FlightBooking } from '@portal/contracts/booking';
import type { Language } from '@portal/contracts/constants';
import type { EmploymentRequest } from '@portal/contracts/employment-requests/schemas';
import { translate, type MessageKey } from '../../i18n/catalogue';
import { escapeHtml } from '../../platform/html-escape';

type TicketLabel =
  | 'request'
  | 'passenger'
  | 'passport'
  | 'pnr'
  | 'ticketNumber'
  | 'airline'
  | 'flight'
  | 'from'
  | 'to'
  | 'departure'
  | 'arrival'
  | 'employer'
  | 'office'
  | 'bookedAt';

const label = (language: Language, name: TicketLabel | 'title' | 'times') =>
  translate(language, `booking.ticket.${name}` satisfies MessageKey);

/** Latin digits in both languages (docs/decisions/0023); times in UTC, as the partner gives them. */
const formatTime = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(language === 'ar-SA' ? 'ar-SA-u-ca-gregory-nu-latn' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(iso));

/** User text, escaped and isolated so its direction never reorders the words around it. */
const text = (value: string) => `<bdi>${escapeHtml(value)}</bdi>`;

type Value = string | { en: string; ar: string };

/** One line: the English label, the value (once, or per language), the Arabic label. */
const line = (name: TicketLabel, value: Value) => {
  const values =
    typeof value === 'string'
      ? `<td colspan="2" class="value">${value}</td>`
      : `<td class="value">${value.en}</td><td class="value" dir="rtl" lang="ar">${value.ar}</td>`;
  return `<tr><th scope="row">${label('en-US', name)}</th>${values}<th scope="row" dir="rtl" lang="ar">${label('ar-SA', name)}</th></tr>`;
};

const both = (name: { ar: string; en: string }) => ({ en: text(name.en), ar: text(name.ar) });

const times = (iso: string) => ({ en: formatTime(iso, 'en-US'), ar: formatTime(iso, 'ar-SA') });

const airport = (item: FlightBooking['from']) => ({
  en: `${text(item.city.en)} (${text(item.code)})`,
  ar: `${text(item.city.ar)} (${text(item.code)})`,
});

/**
 * The e-ticket as a self-contained HTML document, both languages on one page (English labels at
 * the start of each line, Arabic at the end), for the shared PDF renderer.
 */
export const renderTicketHtml = (
  booking: FlightBooking,
  request: EmploymentRequest,
): string => `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<title>${label('en-US', 'title')} ${text(booking.pnr)}</title>
<style>
  @page { size: A4; margin: 16mm 14mm; }
  html { font-family: 'Noto Sans', 'Noto Naskh Arabic', 'Noto Sans Arabic', 'DejaVu Sans', sans-serif; font-size: 10.5pt; color: #1a1a1a; }
  body { margin: 0 auto; max-width: 210mm; padding: 8mm 10mm; }
  header { display: flex; justify-content: space-between; align-items: baseline; border-bottom: 2px solid #1a5c3a; margin-bottom: 5mm; }
  h1 { font-size: 16pt; margin: 0 0 2mm; }
  table { width: 100%; border-collapse: collapse; }
  th, td { border-bottom: 1px solid #d0d0d0; padding: 2mm 1.5mm; vertical-align: top; }
  th { font-weight: bold; width: 22%; text-align: start; }
  th[dir="rtl"] { text-align: right; }
  .pnr { font-size: 14pt; letter-spacing: 1px; }
  footer { margin-top: 6mm; font-size: 9pt; color: #555; display: flex; justify-content: space-between; }
</style>
</head>
<body>
<header>
  <h1>${label('en-US', 'title')}</h1>
  <h1 dir="rtl" lang="ar">${label('ar-SA', 'title')}</h1>
</header>
<table>
  <tbody>
    ${line('pnr', `<span class="pnr">${text(booking.pnr)}</span>`)}
    ${line('ticketNumber', text(booking.ticketNumber))}
    ${line('passenger', text(booking.passengerName))}
    ${line('passport', text(request.candidate.passportNumber))}
    ${line('airline', both(booking.airline.name))}
    ${line('flight', text(booking.flightNumber))}
    ${line('from', airport(booking.from))}
    ${line('departure', times(booking.departureAt))}
    ${line('to', airport(booking.to))}
    ${line('arrival', times(booking.arrivalAt))}
    ${line('employer', both(request.employer.name))}
    ${line('office', both(request.office.name))}
    ${line('request', text(request.number))}
    ${line('bookedAt', times(booking.bookedAt))}
  </tbody>
</table>
<footer>
  <p>${label('en-US', 'times')}</p>
  <p dir="rtl" lang="ar">${label('ar-SA', 'times')}</p>
</footer>
</body>
</html>
`;
