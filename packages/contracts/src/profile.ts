import { z } from 'zod';
import { requiredText, text, versioned } from './fields';
import { phone } from './digit-fields';
import { isValidSaudiIban, normalizeIban } from './iban';

const required = requiredText;

/** `PUT /api/me/organization`: the organisation info an office must complete (spec 5). */
export const profileUpdateSchema = z.object({
  addressEn: required(300),
  addressAr: text(300).optional(),
  bankName: required(120),
  iban: requiredText(60).transform(normalizeIban).refine(isValidSaudiIban, 'validation.saudiIban'),
  responsiblePersonEn: required(120),
  responsiblePersonAr: text(120).optional(),
  contactNumber1: phone(),
  contactNumber2: phone(),
  city: required(80),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
/** The body of `PUT /api/me/organization`: with the organisation's `rowVersion` it was read on (docs/decisions/0039). */
export const profileVersionedUpdateSchema = versioned(profileUpdateSchema);
export type ProfileVersionedUpdate = z.infer<typeof profileVersionedUpdateSchema>;
