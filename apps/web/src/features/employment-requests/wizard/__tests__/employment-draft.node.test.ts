import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EMPLOYER_CITIES } from '@portal/contracts/employers';
import { employmentRequestDraftSchema } from '@portal/contracts/employment-requests/wizard';
import { emptyEmploymentDraft, parseEmploymentDraft } from '../employment-draft';
import { draft, storedDraftCases, visa } from './draft-fixtures';

// The stored draft's rules as zod would apply them (the contract's draft schema, each part taking its
// default when it does not fit): the hand-written check must read every draft the same way.
const nameSchema = z.object({ ar: z.string(), en: z.string() });
const base = employmentRequestDraftSchema.shape;
const amount = z.number().nullable().catch(null);
const reference = z.object({
  nationalId: base.nationalId.catch(''),
  visas: z
    .array(
      base.visas.element.extend({
        countryName: nameSchema.optional(),
        jobName: nameSchema.optional(),
        issueDate: z.string().optional(),
        expiryDate: z.string().optional(),
      }),
    )
    .catch([]),
  employer: z
    .object({
      nationalId: z.string().catch(''),
      nameAr: z.string().catch(''),
      nameEn: z.string().catch(''),
      mobile: z.string().catch(''),
      city: z.union([z.enum(EMPLOYER_CITIES), z.literal('')]).catch(''),
      address: z.string().catch(''),
      registered: z.boolean().optional().catch(undefined),
    })
    .nullable()
    .catch(null),
  terms: z
    .object({ monthlySalary: amount, durationMonths: amount, probationDays: amount, recruitmentFee: amount })
    .nullable()
    .catch(null),
  candidates: z
    .array(
      base.candidates.element.extend({
        agency: nameSchema.optional(),
        terms: z.object({ monthlySalary: z.number(), recruitmentFee: z.number() }).nullable().optional(),
      }),
    )
    .catch([]),
  lostCandidates: base.lostCandidates.catch([]),
  isMultiCandidates: base.isMultiCandidates.catch(false),
});
const byReference = (value: unknown) => {
  const parsed = reference.safeParse(value);
  return parsed.success ? parsed.data : emptyEmploymentDraft();
};

describe('parseEmploymentDraft', () => {
  it.each(storedDraftCases)('reads %s as the draft schema does', (_name, value) => {
    expect(parseEmploymentDraft(value)).toEqual(byReference(value));
  });

  it('keeps what fits and drops what does not', () => {
    expect(parseEmploymentDraft(draft)).toEqual(draft);
    expect(parseEmploymentDraft({ ...draft, visas: [{ ...visa, gender: 'OTHER' }] }).visas).toEqual([]);
  });
});
