import type { FlightBooking } from '@portal/contracts/booking';
import type { Language } from '@portal/contracts/constants';
import type { EmploymentRequest } from '@portal/contracts/employment-requests/schemas';
import { translate, type MessageKey } from '../../i18n/catalogue';
import { formatUtcMoment, userText } from '../../platform/documents/format';
import { documentPage, type PrintableDocument } from '../../platform/documents/page';

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

type Value = string | { en: string; ar: string };

/** One line: the English label, the value (once, or per language), the Arabic label. */
const line = (name: TicketLabel, value: Value) => {
  const values =
    typeof value === 'string'
      ? `<td colspan="2">${value}</td>`
      : `<td>${value.en}</td><td dir="rtl" lang="ar-SA">${value.ar}</td>`;
  return `<tr><th scope="row">${label('en-US', name)}</th>${values}<th scope="row" dir="rtl" lang="ar-SA">${label('ar-SA', name)}</th></tr>`;
};

const both = (name: { ar: string; en: string }) => ({ en: userText(name.en), ar: userText(name.ar) });

/** Times in UTC, as the partner gives them. */
const times = (iso: string) => ({ en: formatUtcMoment(iso, 'en-US'), ar: formatUtcMoment(iso, 'ar-SA') });

const airport = (item: FlightBooking['from']) => ({
  en: `${userText(item.city.en)} (${userText(item.code)})`,
  ar: `${userText(item.city.ar)} (${userText(item.code)})`,
});

/**
 * The e-ticket as a self-contained document, both languages on one page (English labels at the
 * start of each line, Arabic at the end, so the body is laid out left to right in either); the
 * page marks (ticket number, booking time, page N of M) are in `language`.
 */
export const renderTicketDocument = (
  booking: FlightBooking,
  request: EmploymentRequest,
  language: Language,
): PrintableDocument => {
  const body = `
    <div dir="ltr" lang="en-US">
      <div class="title-pair">
        <h1>${label('en-US', 'title')}</h1>
        <h1 dir="rtl" lang="ar-SA">${label('ar-SA', 'title')}</h1>
      </div>
      <table>
        <colgroup><col style="width: 20%"><col style="width: 30%"><col style="width: 30%"><col style="width: 20%"></colgroup>
        <tbody>
          ${line('pnr', `<span class="emphasis">${userText(booking.pnr)}</span>`)}
          ${line('ticketNumber', userText(booking.ticketNumber))}
          ${line('passenger', userText(booking.passengerName))}
          ${line('passport', userText(request.candidate.passportNumber))}
          ${line('airline', both(booking.airline.name))}
          ${line('flight', userText(booking.flightNumber))}
          ${line('from', airport(booking.from))}
          ${line('departure', times(booking.departureAt))}
          ${line('to', airport(booking.to))}
          ${line('arrival', times(booking.arrivalAt))}
          ${line('employer', both(request.employer.name))}
          ${line('office', both(request.office.name))}
          ${line('request', userText(request.number))}
          ${line('bookedAt', times(booking.bookedAt))}
        </tbody>
      </table>
      <div class="footer-pair muted">
        <p>${label('en-US', 'times')}</p>
        <p dir="rtl" lang="ar-SA">${label('ar-SA', 'times')}</p>
      </div>
    </div>`;
  return documentPage({
    language,
    title: label(language, 'title'),
    number: booking.ticketNumber,
    version: formatUtcMoment(booking.bookedAt, language),
    body,
  });
};
