import { eq } from 'drizzle-orm';
import { arrivalRefusalOf } from '@portal/contracts/booking';
import type { Language } from '@portal/contracts/constants';
import { flightBookings } from '../../db/schema/index';
import { translate } from '../../i18n/catalogue';
import { badRequest } from '../../lib/errors';
import type { Executor } from '../../platform/history/service';

/**
 * The arrival day of a request's worker against its booked flight (`arrivalRefusalOf`): not before
 * the departure day, not after today; a 400 on `arrivedOn` otherwise. Run once the arrival itself
 * is allowed (the record read, its party and status checked).
 */
export const checkArrivalDay = async (
  db: Executor,
  employmentRequestId: number,
  arrivedOn: string,
  language: Language,
): Promise<void> => {
  const [flight] = await db
    .select({ departureAt: flightBookings.departureAt })
    .from(flightBookings)
    .where(eq(flightBookings.employmentRequestId, employmentRequestId))
    .limit(1);
  const refusal = arrivalRefusalOf(arrivedOn, flight?.departureAt.toISOString() ?? null);
  if (refusal) {
    throw badRequest('errors.validation', { fieldErrors: { arrivedOn: [translate(language, refusal)] } });
  }
};
