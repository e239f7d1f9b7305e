import { DAY_MS, todayInKingdom } from '@portal/contracts/constants';
import type { FlightBooking } from '@portal/contracts/booking';
import type { EmploymentRequest } from '@portal/contracts/employment-requests/schemas';
import type { Database } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { notAllowedFrom } from '../../platform/transition-runner';
import type { EstablishmentSession } from '../../types/session';
import type { TicketBooker } from '../employment-requests/ticket-booking';
import { getEmploymentRequest } from '../employment-requests/service';
import { agencyExternalId, type AlmatarClient } from './almatar-client';
import { ARRIVAL_AIRPORTS, DEPARTURE_AIRPORTS } from './airports';
import { findFlightBooking, insertFlightBooking } from './flight-repository';
import { EMPLOYMENT_REQUEST_STATUS } from '@portal/contracts/employment-requests/transitions';

export type FlightDeps = { db: Database; almatar: AlmatarClient; bookTicket: TicketBooker };

/** Days between the booking and the first day the worker may fly (visa stamping, travel papers). */
export const DAYS_BEFORE_DEPARTURE = 7;

/** The partner's idempotency key: one per request, so the same request is never booked twice. */
export const idempotencyKeyOf = (employmentRequestId: number): string =>
  `employment-request-${employmentRequestId}`;

/** 409 unless CONTRACTED; 403 when the caller may not take `bookTicket` (not the request's office). */
const checkBookable = (request: EmploymentRequest): void => {
  if (request.status !== EMPLOYMENT_REQUEST_STATUS.CONTRACTED)
    throw notAllowedFrom('employmentRequests', request.status);
  if (!request.actions.includes('bookTicket')) throw forbidden();
};

/**
 * `POST /api/booking/almatar/{id}/create`: books the worker of a CONTRACTED request with the
 * partner (idempotency key per request), then, in one transaction, keeps the booking and takes the
 * request to TICKET_BOOKED. A request already booked answers its booking (`created: false`, no
 * partner call). The partner's failure or silence (502/504) changes nothing; of two calls at once,
 * the partner books once (same key) and the second answers the first's booking or 409.
 */
export const bookFlight = async (
  deps: FlightDeps,
  session: EstablishmentSession,
  id: number,
  now: Date = new Date(),
): Promise<{ booking: FlightBooking; created: boolean }> => {
  const request = await getEmploymentRequest(deps.db, session, id);
  const existing = await findFlightBooking(deps.db, id);
  if (existing) return { booking: existing, created: false };
  checkBookable(request);
  const from = DEPARTURE_AIRPORTS[request.country.code3 as keyof typeof DEPARTURE_AIRPORTS];
  if (!from) throw conflict('booking.noDepartureAirport');
  const to = ARRIVAL_AIRPORTS[request.officeLocation];

  const { organization } = session;
  const { agencyId } = await deps.almatar.registerAgency({
    externalId: agencyExternalId(organization.id),
    nameEn: organization.nameEn,
    nameAr: organization.nameAr,
  });
  const idempotencyKey = idempotencyKeyOf(id);
  const flight = await deps.almatar.bookFlight({
    idempotencyKey,
    agencyId,
    passenger: {
      name: request.candidate.name.en,
      passportNumber: request.candidate.passportNumber,
      nationality: request.country.code3,
    },
    from: from.code,
    to: to.code,
    departureDate: todayInKingdom(new Date(now.getTime() + DAYS_BEFORE_DEPARTURE * DAY_MS)),
  });

  try {
    await deps.db.transaction(async (tx) => {
      await deps.bookTicket(tx, session, id, now);
      await insertFlightBooking(tx, {
        employmentRequestId: id,
        idempotencyKey,
        partnerReference: flight.pnr,
        ticketNumber: flight.ticketNumber,
        passengerName: flight.passenger.name,
        airline: flight.airline,
        flightNumber: flight.flightNumber,
        fromAirport: flight.from,
        toAirport: flight.to,
        departureAt: new Date(flight.departureAt),
        arrivalAt: new Date(flight.arrivalAt),
        bookedBy: session.user.id,
      });
    });
  } catch (error) {
    // Another call booked the same request first: the partner answered both with one booking.
    const raced = await findFlightBooking(deps.db, id);
    if (raced?.pnr === flight.pnr) return { booking: raced, created: false };
    throw error;
  }
  const booking = await findFlightBooking(deps.db, id);
  if (!booking) throw notFound('booking.ticketNotFound');
  return { booking, created: true };
};

/** `GET /api/booking/{id}`: the booking of a request the caller sees (404 outside it, or none). */
export const getFlightBooking = async (
  db: Database,
  session: EstablishmentSession,
  id: number,
): Promise<{ booking: FlightBooking; request: EmploymentRequest }> => {
  const request = await getEmploymentRequest(db, session, id);
  const booking = await findFlightBooking(db, id);
  if (!booking) throw notFound('booking.ticketNotFound');
  return { booking, request };
};
