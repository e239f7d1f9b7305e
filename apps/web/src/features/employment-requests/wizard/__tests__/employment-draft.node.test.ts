import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EMPLOYER_CITIES } from '@portal/contracts/employers';
import { employmentRequestDraftSchema } from '@portal/contracts/employment-requests/wizard';
import { emptyEmploymentDraft, parseEmploymentDraft } from '../employment-draft';

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

const visa = {
  id: 7,
  number: 'V-7',
  country: 'PHL',
  countryId: 3,
  gender: 'FEMALE',
  career: '9111',
  jobId: 4,
  countryName: { ar: 'الفلبين', en: 'Philippines' },
  jobName: { ar: 'عاملة منزلية', en: 'Housemaid' },
  issueDate: '2026-01-01',
  expiryDate: '2027-01-01',
};
const candidate = {
  visaId: 7,
  id: 12,
  name: { ar: 'ماريا', en: 'Maria' },
  passportNumber: 'P1234567',
  agency: { ar: 'وكالة', en: 'Agency' },
  terms: { monthlySalary: 1500, recruitmentFee: 9000 },
};
const draft = {
  nationalId: '1000000008',
  visas: [visa],
  employer: {
    nationalId: '1000000008',
    nameAr: 'صاحب',
    nameEn: 'Owner',
    mobile: '0500000000',
    city: 'RIYADH',
    address: 'Street 1',
    registered: true,
  },
  terms: { monthlySalary: 1500, durationMonths: 24, probationDays: 90, recruitmentFee: 9000 },
  candidates: [candidate],
  lostCandidates: [12],
  isMultiCandidates: false,
};

const cases: [string, unknown][] = [
  ['no draft', undefined],
  ['null', null],
  ['not an object', 'draft'],
  ['an array', [draft]],
  ['an empty object', {}],
  ['a whole draft', draft],
  [
    'unknown keys',
    { ...draft, extra: 1, visas: [{ ...visa, extra: true }], candidates: [{ ...candidate, x: 1 }] },
  ],
  [
    'a visa without its optional parts',
    {
      ...draft,
      visas: [
        { ...visa, countryName: undefined, jobName: undefined, issueDate: undefined, expiryDate: undefined },
      ],
    },
  ],
  ['a visa of a wrong gender', { ...draft, visas: [visa, { ...visa, id: 8, gender: 'OTHER' }] }],
  ['a visa with a fractional id', { ...draft, visas: [{ ...visa, id: 7.5 }] }],
  ['a visa with a bad name', { ...draft, visas: [{ ...visa, jobName: { ar: 'x' } }] }],
  ['a visa with a null date', { ...draft, visas: [{ ...visa, issueDate: null }] }],
  ['visas not a list', { ...draft, visas: { 0: visa } }],
  [
    'an employer of wrong types',
    { ...draft, employer: { nationalId: 5, nameAr: null, city: 'PARIS', registered: 'yes' } },
  ],
  [
    'an employer with a blank city',
    { ...draft, employer: { ...draft.employer, city: '', registered: undefined } },
  ],
  ['an employer as a list', { ...draft, employer: [] }],
  ['no employer', { ...draft, employer: null }],
  ['terms as text', { ...draft, terms: { monthlySalary: '1500', durationMonths: null } }],
  ['terms as a number', { ...draft, terms: 5 }],
  ['a candidate without terms', { ...draft, candidates: [{ ...candidate, terms: null, agency: undefined }] }],
  ['a candidate with bad terms', { ...draft, candidates: [{ ...candidate, terms: { monthlySalary: 1 } }] }],
  ['a candidate without a name', { ...draft, candidates: [{ ...candidate, name: undefined }] }],
  ['a candidate with an unsafe id', { ...draft, candidates: [{ ...candidate, id: 2 ** 60 }] }],
  ['lost candidates of wrong types', { ...draft, lostCandidates: [1, '2'] }],
  ['a bulk flag as text', { ...draft, isMultiCandidates: 'true', nationalId: 10 }],
];

describe('parseEmploymentDraft', () => {
  it.each(cases)('reads %s as the draft schema does', (_name, value) => {
    expect(parseEmploymentDraft(value)).toEqual(byReference(value));
  });

  it('keeps what fits and drops what does not', () => {
    expect(parseEmploymentDraft(draft)).toEqual(draft);
    expect(parseEmploymentDraft({ ...draft, visas: [{ ...visa, gender: 'OTHER' }] }).visas).toEqual([]);
  });
});
