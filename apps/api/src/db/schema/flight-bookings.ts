import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { requiredReference } from './columns';
import { employmentRequests } from './employment-requests';
import { users } from './users';

/**
 * A worker's flight booked with the travel-booking partner for a CONTRACTED employment request
 * (spec 7 `POST /api/booking/almatar/{id}/create`). The idempotency key is sent to the partner so a
 * retried booking is booked once; the partner's answer is kept to render the ticket.
 */
export const flightBookings = pgTable(
  'flight_bookings',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    employmentRequestId: requiredReference(() => employmentRequests.id),
    idempotencyKey: text().notNull(),
    /** The partner's booking reference (PNR) and ticket number. */
    partnerReference: text().notNull(),
    ticketNumber: text().notNull(),
    passengerName: text().notNull(),
    airline: text().notNull(),
    flightNumber: text().notNull(),
    /** IATA airport codes. */
    fromAirport: text().notNull(),
    toAirport: text().notNull(),
    departureAt: timestamp({ withTimezone: true }).notNull(),
    arrivalAt: timestamp({ withTimezone: true }).notNull(),
    bookedBy: requiredReference(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('flight_bookings_key_uq').on(t.idempotencyKey),
    uniqueIndex('flight_bookings_request_uq').on(t.employmentRequestId),
  ],
);
