import { describe, expect, it } from 'vitest';
import { employerInputSchema } from '@portal/contracts/employers';
import {
  econtractingStepSchema,
  employmentRequestSubmitSchema,
} from '@portal/contracts/employment-requests/wizard';
import { candidateOfVisa, parseEmploymentDraft, type EmploymentDraftData } from '../employment-draft';
import { employerComplete, submitBodyFromDraft, termsComplete } from '../employment-submit';
import { placeOfField } from '../server-errors';
import { candidate, draft, storedDraftCases, visa } from './draft-fixtures';

// The contract step's checks by hand against the contract's schemas: the body as zod builds it from
// the same draft (the step's code before decision 0064's 2026-11-30 section) and each step's schema.
const bodyByZod = (data: EmploymentDraftData) => {
  const items = data.visas.map((item) => ({
    visaId: item.id,
    candidateId: candidateOfVisa(data, item.id)?.id,
  }));
  const employer = data.employer?.registered ? { nationalId: data.employer.nationalId } : data.employer;
  const parsed = employmentRequestSubmitSchema.safeParse({ employer, terms: data.terms, items });
  return parsed.success ? parsed.data : null;
};

/** The fixture's draft with a new employer (every detail sent) and no candidate lost. */
const newEmployer = { ...draft.employer, registered: false };
const base = { ...draft, employer: newEmployer, lostCandidates: [] };
const withEmployer = (change: Record<string, unknown>) => ({
  ...base,
  employer: { ...newEmployer, ...change },
});
const withTerms = (change: Record<string, unknown>) => ({ ...base, terms: { ...base.terms, ...change } });
/** `count` visas (ids from `firstId`), each with its own candidate. */
const withVisas = (count: number, firstId = 100) => {
  const ids = Array.from({ length: count }, (_, index) => firstId + index);
  return {
    ...base,
    visas: ids.map((id) => ({ ...visa, id })),
    candidates: ids.map((id) => ({ ...candidate, visaId: id, id: id + 1000 })),
  };
};

const employerValues: Record<string, unknown[]> = {
  nationalId: [
    '1000000008',
    '2000000006',
    ' 1000000008 ',
    '١٠٠٠٠٠٠٠٠٨',
    '۱۰۰۰۰۰۰۰۰۸',
    '1000000009',
    '3000000008',
    '100000000',
    '10000000080',
    '1000000008\u0000',
    '',
    '   ',
    'ID',
  ],
  nameAr: ['خالد', '  خالد  ', '', '   ', 'x'.repeat(120), 'x'.repeat(121), ` ${'x'.repeat(120)} `],
  nameEn: ['Khalid', 'a\u0000b', 'a\uD800b', 'a😀b', '\t', undefined],
  mobile: [
    '0551234567',
    '+966551234567',
    '00966 55 123 4567',
    '966551234567',
    '٠٥٥١٢٣٤٥٦٧',
    '(055) 123-4567',
    ' 0551234567 ',
    '0451234567',
    '055123456',
    '+9665512345678',
    '',
  ],
  city: ['RIYADH', 'JUBAIL', '', 'riyadh', undefined],
  address: ['Street 1', 'x'.repeat(300), 'x'.repeat(301), '  ', ' Olaya '],
};
const termValues: Record<string, unknown[]> = {
  monthlySalary: [500, 499.99, 100_000, 100_000.01, 1500.5, 1500.55, 1500.555, 0.1 + 0.2 + 1500, null],
  durationMonths: [12, 11, 36, 37, 24.5, -0, null],
  probationDays: [0, -0, -1, 90, 91, 45.5],
  recruitmentFee: [0, -0.01, 100_000, 100_000.01, 9000.25, 9000.257, 1e21],
};

const submissionCases: [string, unknown][] = [
  ['a whole draft with a new employer', base],
  ...Object.entries(employerValues).flatMap(([key, values]) =>
    values.map((value): [string, unknown] => [
      `employer ${key} ${JSON.stringify(value)}`,
      withEmployer({ [key]: value }),
    ]),
  ),
  // A registered employer is sent by its id: its shown details do not decide the body.
  ['a registered employer with a blank name', withEmployer({ registered: true, nameEn: '' })],
  ['a registered employer with a bad id', withEmployer({ registered: true, nationalId: '1000000009' })],
  ['a registered employer in Arabic digits', withEmployer({ registered: true, nationalId: '١٠٠٠٠٠٠٠٠٨' })],
  ...Object.entries(termValues).flatMap(([key, values]) =>
    values.map((value): [string, unknown] => [`terms ${key} ${String(value)}`, withTerms({ [key]: value })]),
  ),
  ['no terms', { ...base, terms: null }],
  ['no employer', { ...base, employer: null }],
  ['no visas', { ...base, visas: [], candidates: [] }],
  ['a visa without its candidate', { ...base, candidates: [] }],
  ['two visas, one candidate', { ...withVisas(2), candidates: [{ ...candidate, visaId: 100 }] }],
  ['two visas, each with a candidate', withVisas(2)],
  ['a hundred visas', withVisas(100)],
  ['a hundred and one visas', withVisas(101)],
  ['a visa twice', { ...base, visas: [visa, visa] }],
  [
    'a candidate for two visas',
    { ...withVisas(2), candidates: [100, 101].map((visaId) => ({ ...candidate, visaId })) },
  ],
  ['a visa id 0', withVisas(1, 0)],
  ['a negative visa id', withVisas(1, -5)],
  ['a visa id past the integer column', withVisas(1, 2 ** 31)],
  ['the largest visa id', withVisas(1, 2 ** 31 - 1001)],
  ['a candidate id 0', { ...base, candidates: [{ ...candidate, id: 0 }] }],
  ['a candidate id past the integer column', { ...base, candidates: [{ ...candidate, id: 2 ** 31 }] }],
  ...storedDraftCases.map(([name, value]): [string, unknown] => [`stored: ${name}`, value]),
];

describe('the contract step without zod', () => {
  it.each(submissionCases)('builds the body of %s as the submission schema does', (_name, value) => {
    const data = parseEmploymentDraft(value);
    expect(submitBodyFromDraft(data)).toEqual(bodyByZod(data));
  });

  it.each(submissionCases)('finds the steps of %s complete as their schemas do', (_name, value) => {
    const data = parseEmploymentDraft(value);
    expect(employerComplete(data)).toBe(employerInputSchema.safeParse(data.employer).success);
    expect(termsComplete(data)).toBe(econtractingStepSchema.safeParse(data.terms).success);
  });

  it('covers bodies sent and refused, and steps complete and not', () => {
    const drafts = submissionCases.map(([, value]) => parseEmploymentDraft(value));
    const bodies = drafts.map(submitBodyFromDraft);
    expect(bodies.filter((body) => body !== null).length).toBeGreaterThan(20);
    expect(bodies.filter((body) => body === null).length).toBeGreaterThan(40);
    expect(drafts.filter((data) => !employerComplete(data)).length).toBeGreaterThan(20);
    expect(drafts.filter((data) => !termsComplete(data)).length).toBeGreaterThan(15);
  });

  it('sends what the schema sends: trimmed, ASCII digits, the mobile as stored, no other keys', () => {
    const data = parseEmploymentDraft(
      withEmployer({ nationalId: ' ١٠٠٠٠٠٠٠٠٨ ', nameEn: ' Khalid ', mobile: '+966 55 123 4567' }),
    );
    expect(submitBodyFromDraft(data)?.employer).toEqual({
      nationalId: '1000000008',
      nameAr: 'صاحب',
      nameEn: 'Khalid',
      mobile: '0551234567',
      city: 'RIYADH',
      address: 'Street 1',
    });
  });
});

describe('placeOfField', () => {
  it("places every field of the employer's and the terms' schemas on their steps", () => {
    for (const field of Object.keys(employerInputSchema.shape))
      expect(placeOfField(`employer.${field}`)).toEqual({ step: 'employer-info', field });
    for (const field of Object.keys(econtractingStepSchema.shape))
      expect(placeOfField(`terms.${field}`)).toEqual({ step: 'econtracting', field });
    expect(placeOfField('employer.registered')).toBeNull();
    expect(placeOfField('terms.total')).toBeNull();
  });
});
