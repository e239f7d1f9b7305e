import { eq } from 'drizzle-orm';
import { AIRLINE_NAMES, type FlightBooking } from '@portal/contracts/booking';
import type { Database } from '../../db/client';
import { employmentRequests, flightBookings, users } from '../../db/schema/index';
import type { Executor } from '../../platform/history/service';
import { airportOf } from './airports';

export type NewFlightBooking = typeof flightBookings.$inferInsert;

/** The booking of one employment request as the API answers it, or null when none was made. */
export const findFlightBooking = async (
  db: Database | Executor,
  employmentRequestId: number,
): Promise<FlightBooking | null> => {
  const [row] = await db
    .select({
      booking: flightBookings,
      requestStatus: employmentRequests.status,
      bookedBy: { id: users.id, nameAr: users.nameAr, nameEn: users.nameEn },
    })
    .from(flightBookings)
    .innerJoin(employmentRequests, eq(employmentRequests.id, flightBookings.employmentRequestId))
    .innerJoin(users, eq(users.id, flightBookings.bookedBy))
    .where(eq(flightBookings.employmentRequestId, employmentRequestId))
    .limit(1);
  if (!row) return null;
  const { booking } = row;
  return {
    employmentRequestId: booking.employmentRequestId,
    requestStatus: row.requestStatus,
    pnr: booking.partnerReference,
    ticketNumber: booking.ticketNumber,
    passengerName: booking.passengerName,
    airline: {
      code: booking.airline,
      name: AIRLINE_NAMES[booking.airline] ?? { ar: booking.airline, en: booking.airline },
    },
    flightNumber: booking.flightNumber,
    from: airportOf(booking.fromAirport),
    to: airportOf(booking.toAirport),
    departureAt: booking.departureAt.toISOString(),
    arrivalAt: booking.arrivalAt.toISOString(),
    bookedAt: booking.createdAt.toISOString(),
    bookedBy: { id: row.bookedBy.id, name: { ar: row.bookedBy.nameAr, en: row.bookedBy.nameEn } },
  };
};

export const insertFlightBooking = async (tx: Executor, values: NewFlightBooking): Promise<void> => {
  await tx.insert(flightBookings).values(values);
};
