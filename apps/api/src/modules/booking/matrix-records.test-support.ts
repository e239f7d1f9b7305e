import { eq } from 'drizzle-orm';
import { employers, flightBookings, users } from '../../db/schema/index';
import { EMPLOYER_ACCOUNT_NATIONAL_ID } from '../../db/seed/demo-employers';
import type { Caller } from '../../test-support/authorization-matrix/callers';
import {
  newMatrixRequest,
  organizationsById,
  seesRequest,
} from '../../test-support/authorization-matrix/requests';
import type { TestApp } from '../../test-support/test-app';
import { ARRIVAL_AIRPORTS } from './airports';

type MatrixRecord = { params: Record<string, string | number>; visibleTo?: (caller: Caller) => boolean };

/**
 * For the authorization matrix: a TICKET_BOOKED request of `office` with agency-ph, for the
 * `employer` account's employer, and its flight booking. The booking routes name the request
 * (`/api/booking/{id}`), so whoever sees the request sees its booking and ticket (the requests'
 * scope, employment-requests/scope.ts); everyone else the rules admit gets 404. Booking it again
 * answers the booking already made (200), so the create cells change nothing.
 */
export const bookingRecords = async (
  t: TestApp,
  callers: Caller[],
): Promise<Record<'booking', MatrixRecord>> => {
  const { db } = t.database;
  const [employer] = await db
    .select()
    .from(employers)
    .where(eq(employers.nationalId, EMPLOYER_ACCOUNT_NATIONAL_ID));
  if (!employer) throw new Error(`the demo data has no employer ${EMPLOYER_ACCOUNT_NATIONAL_ID}`);
  const request = await newMatrixRequest(t, callers, 'TICKET_BOOKED', employer, 'BOOKED');
  const [office] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'office'));
  const departureAt = new Date(Date.now() + 3 * 86_400_000);
  await db.insert(flightBookings).values({
    employmentRequestId: request.id,
    idempotencyKey: `employment-request-${request.id}`,
    partnerReference: 'KMATRX',
    ticketNumber: '0654812999999',
    passengerName: 'Matrix BOOKED Candidate',
    airline: 'SV',
    flightNumber: 'SV871',
    fromAirport: 'MNL',
    toAirport: ARRIVAL_AIRPORTS[request.officeLocation].code,
    departureAt,
    arrivalAt: new Date(departureAt.getTime() + 9 * 3_600_000),
    bookedBy: office!.id,
  });
  return {
    booking: {
      params: { id: request.id },
      visibleTo: seesRequest(await organizationsById(t), request, employer),
    },
  };
};
