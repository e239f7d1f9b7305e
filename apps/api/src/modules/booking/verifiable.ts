import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { flightBookings } from '../../db/schema/index';
import type { VerifiableDocuments } from '../../platform/verifiable-documents/service';
import type { EstablishmentSession } from '../../types/session';
import { getFlightBooking } from './flights';
import { renderTicketDocument } from './ticket';

/** The id of a request's flight booking (the e-ticket's record), if booked. */
export const bookingIdOf = async (db: Database, requestId: number): Promise<number | undefined> =>
  (
    await db
      .select({ id: flightBookings.id })
      .from(flightBookings)
      .where(eq(flightBookings.employmentRequestId, requestId))
  )[0]?.id;

/** Once the booking is stored: the e-ticket's codes, signed payloads and PDFs (issue 25). */
export const issueTicket = async (
  documents: VerifiableDocuments,
  db: Database,
  session: EstablishmentSession,
  requestId: number,
): Promise<void> => {
  const id = await bookingIdOf(db, requestId);
  if (id === undefined) return;
  const { booking, request } = await getFlightBooking(db, session, requestId);
  await documents.issue({
    kind: 'eTicket',
    recordId: id,
    version: 1,
    number: booking.ticketNumber,
    approvedAt: new Date(booking.bookedAt),
    printableOf: (language) => renderTicketDocument(booking, request, language),
  });
};
