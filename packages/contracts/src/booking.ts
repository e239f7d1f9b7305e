import { z } from 'zod';
import { credentialsEstablishmentSchema, credentialsOrganizationSchema } from './credentials';

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
