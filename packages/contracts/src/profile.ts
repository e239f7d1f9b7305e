import { z } from 'zod';
import { isValidSaudiIban, normalizeIban } from './iban';

const required = (max: number) =>
  z.string().trim().min(1, 'validation.required').max(max, 'validation.tooLong');
const phone = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .regex(/^\+?[0-9 ()-]{7,20}$/, 'validation.phone');

/** `PUT /api/me/organization`: the organisation info an office must complete (spec 5). */
export const profileUpdateSchema = z.object({
  addressEn: required(300),
  addressAr: z.string().trim().max(300, 'validation.tooLong').optional(),
  bankName: required(120),
  iban: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .transform(normalizeIban)
    .refine(isValidSaudiIban, 'validation.saudiIban'),
  responsiblePersonEn: required(120),
  responsiblePersonAr: z.string().trim().max(120, 'validation.tooLong').optional(),
  contactNumber1: phone,
  contactNumber2: phone,
  city: required(80),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
