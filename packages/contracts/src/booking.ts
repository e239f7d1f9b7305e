import { z } from 'zod';
import { todayInKingdom } from './constants';
import { credentialsEstablishmentSchema, credentialsOrganizationSchema } from './credentials';
import { isoDate } from './fields';

/**
 * Answer of `POST /api/booking/almatar/add/office`, `/add/user` and `/add/sub-user` (empty bodies):
 * the pieces of the stored credentials that registration changes, to merge into them (spec 4).
 */
export const bookingRegistrationResponseSchema = z.object({
  establishment: credentialsEstablishmentSchema.pick({ almatarRegistered: true, parentUser: true }),
  organization: credentialsOrganizationSchema.pick({
    id: true,
    almatarRegistered: true,
    almatarRegistrationEnabled: true,
  }),
  /** False when the call found everything already registered (registration is idempotent). */
  changed: z.boolean(),
});
export type BookingRegistrationResponse = z.infer<typeof bookingRegistrationResponseSchema>;

/** One country of the travel-booking partner's list. */
export const bookingCountrySchema = z.object({
  code3: z.string().length(3),
  code2: z.string().length(2),
  name: z.object({ ar: z.string(), en: z.string() }),
});
export type BookingCountry = z.infer<typeof bookingCountrySchema>;

/** `GET /api/booking/almatar/countries` (cached: Cache-Control max-age and ETag). */
export const bookingCountriesResponseSchema = z.object({ items: z.array(bookingCountrySchema) });
export type BookingCountriesResponse = z.infer<typeof bookingCountriesResponseSchema>;

/** An airport the portal books from or to: IATA code and its city in both languages. */
export const bookingAirportSchema = z.object({
  code: z.string().length(3),
  city: z.object({ ar: z.string(), en: z.string() }),
});
export type BookingAirport = z.infer<typeof bookingAirportSchema>;

/**
 * A worker's flight booked with the travel-booking partner (`POST /api/booking/almatar/{id}/create`,
 * `GET /api/booking/{id}`; `{id}` is the employment request's id). Times are ISO 8601 (UTC).
 */
export const flightBookingSchema = z.object({
  employmentRequestId: z.number().int(),
  /** The request's status after the booking (TICKET_BOOKED, later ARRIVED). */
  requestStatus: z.string(),
  /** The partner's booking reference (PNR). */
  pnr: z.string(),
  ticketNumber: z.string(),
  passengerName: z.string(),
  airline: z.object({ code: z.string(), name: z.object({ ar: z.string(), en: z.string() }) }),
  flightNumber: z.string(),
  from: bookingAirportSchema,
  to: bookingAirportSchema,
  departureAt: z.string(),
  arrivalAt: z.string(),
  bookedAt: z.string(),
  bookedBy: z.object({ id: z.number().int(), name: z.object({ ar: z.string(), en: z.string() }) }),
});
export type FlightBooking = z.infer<typeof flightBookingSchema>;

/** Airlines by IATA code, as tickets name them. */
export const AIRLINE_NAMES: Readonly<Record<string, { ar: string; en: string }>> = {
  SV: { ar: 'الخطوط السعودية', en: 'Saudia' },
  XY: { ar: 'طيران ناس', en: 'flynas' },
  F3: { ar: 'طيران أديل', en: 'flyadeal' },
};

/**
 * The arrival of a booked worker (`POST /api/employment-requests/{id}/arrive`, body
 * `{ arrivedOn }`): the day the worker arrived in the kingdom.
 */
export const arrivalInputSchema = z.object({ arrivedOn: isoDate() });
export type ArrivalInput = z.infer<typeof arrivalInputSchema>;

/** Why an arrival day is refused (a catalogue key on both sides), or null when it may be recorded. */
export type ArrivalRefusal = 'booking.arrivalBeforeDeparture' | 'booking.arrivalInFuture';

/**
 * The arrival day is neither before the booked flight's departure day (in the kingdom's calendar)
 * nor after today: an arrival is recorded once it happened. The form and the API apply this rule.
 */
export const arrivalRefusalOf = (
  arrivedOn: string,
  departureAt: string | null,
  now: Date = new Date(),
): ArrivalRefusal | null => {
  if (departureAt !== null && arrivedOn < todayInKingdom(new Date(departureAt))) {
    return 'booking.arrivalBeforeDeparture';
  }
  if (arrivedOn > todayInKingdom(now)) return 'booking.arrivalInFuture';
  return null;
};
