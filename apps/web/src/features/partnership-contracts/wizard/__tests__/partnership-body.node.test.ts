import { describe, expect, it } from 'vitest';
import {
  PARTNERSHIP_WIZARD_STEP_SCHEMAS,
  partnershipContractBodySchema,
} from '@portal/contracts/partnership-contracts/wizard';
import { PARTNERSHIP_WIZARD_STEP_FIELDS } from '@portal/contracts/partnership-contracts/wizard-fields';
import { bodyFromDraft, firstIncompleteStep, INPUT_STEPS } from '../partnership-body';
import type { PartnershipDraftData } from '../partnership-draft';
import { placeOfContractField } from '../refusal-places';

// The preview step's checks by hand against the steps' schemas: the body as zod builds it from the
// same draft (the step's code before decision 0064's 2026-11-30 "margin" section) and the first step
// its schema refuses.
const bodyByZod = (data: PartnershipDraftData) => {
  const parsed = partnershipContractBodySchema.safeParse({
    ...data.epro,
    ...data.obligations,
    ...data.financial,
  });
  return parsed.success ? parsed.data : null;
};
const firstIncompleteByZod = (data: PartnershipDraftData) =>
  INPUT_STEPS.find((step) => !PARTNERSHIP_WIZARD_STEP_SCHEMAS[step].safeParse(data[step]).success);

const line = {
  jobId: 5,
  gender: 'FEMALE',
  recruitmentFee: 9000,
  monthlySalary: 1500,
  paymentTerms: 'Monthly, in advance',
  paymentTermsAr: 'شهريا مقدما',
};
const base = {
  epro: { countryId: 7, agencyId: 31 },
  obligations: {
    templateVersionId: 3,
    officeAr: 'يلتزم المكتب',
    officeEn: 'The office undertakes',
    agencyAr: 'تلتزم الوكالة',
    agencyEn: 'The agency undertakes',
  },
  financial: { lines: [line] },
};
const withPart = (part: keyof typeof base, change: Record<string, unknown>) => ({
  ...base,
  [part]: { ...base[part], ...change },
});
const withLine = (change: Record<string, unknown>) => ({
  ...base,
  financial: { lines: [{ ...line, ...change }] },
});
const withLines = (lines: unknown) => ({ ...base, financial: { lines } });
/** `count` lines, each its own career. */
const distinctLines = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ ...line, jobId: index + 1 }));

const ids = [7, 1, 0, -1, 1.5, 2 ** 31 - 1, 2 ** 31, '7', '', null, undefined, Number.NaN];
const texts = (max: number) => [
  'x',
  '',
  '   ',
  ' padded ',
  'x'.repeat(max),
  'x'.repeat(max + 1),
  ` ${'x'.repeat(max)} `,
  'a\u0000b',
  'a\uD800b',
  'a😀b',
  null,
  5,
  undefined,
];
const amounts = [
  0,
  -0,
  -0.01,
  1_000_000,
  1_000_000.01,
  9000.25,
  9000.257,
  0.1 + 0.2 + 1500,
  '9000',
  '٩٠٠٠',
  '9,000.50',
  ' 12. ',
  '',
  'abc',
  '1e3',
  null,
  undefined,
  Number.POSITIVE_INFINITY,
  Number.NaN,
];

const cases: [string, unknown][] = [
  ['a whole draft', base],
  ['a whole draft without a template', withPart('obligations', { templateVersionId: null })],
  ['a whole draft, the template left out', withPart('obligations', { templateVersionId: undefined })],
  ...(['countryId', 'agencyId'] as const).flatMap((key) =>
    ids.map((value): [string, unknown] => [
      `epro ${key} ${String(value)}`,
      withPart('epro', { [key]: value }),
    ]),
  ),
  ...[3, 0, -3, 1.5, 2 ** 31, '3', ''].map((value): [string, unknown] => [
    `templateVersionId ${String(value)}`,
    withPart('obligations', { templateVersionId: value }),
  ]),
  ...(['officeAr', 'officeEn', 'agencyAr', 'agencyEn'] as const).flatMap((key) =>
    texts(4000).map((value): [string, unknown] => [
      `obligations ${key} ${JSON.stringify(value)?.slice(0, 20)}`,
      withPart('obligations', { [key]: value }),
    ]),
  ),
  ...ids.map((value): [string, unknown] => [`line jobId ${String(value)}`, withLine({ jobId: value })]),
  ...['FEMALE', 'MALE', 'female', '', 'OTHER', null].map((value): [string, unknown] => [
    `line gender ${String(value)}`,
    withLine({ gender: value }),
  ]),
  ...(['recruitmentFee', 'monthlySalary'] as const).flatMap((key) =>
    amounts.map((value): [string, unknown] => [`line ${key} ${String(value)}`, withLine({ [key]: value })]),
  ),
  ...texts(500).map((value): [string, unknown] => [
    `line paymentTerms ${JSON.stringify(value)?.slice(0, 20)}`,
    withLine({ paymentTerms: value }),
  ]),
  ...texts(500).map((value): [string, unknown] => [
    `line paymentTermsAr ${JSON.stringify(value)?.slice(0, 20)}`,
    withLine({ paymentTermsAr: value }),
  ]),
  ['a line with a key of its own', withLine({ id: 9 })],
  ['no lines', withLines([])],
  ['fifty lines', withLines(distinctLines(50))],
  ['fifty-one lines', withLines(distinctLines(51))],
  ['a career and gender twice', withLines([line, { ...line, recruitmentFee: 1 }])],
  ['a career for both genders', withLines([line, { ...line, gender: 'MALE' }])],
  ['a line null', withLines([line, null])],
  ['a line as a list', withLines([[line]])],
  ['lines not a list', withLines({ 0: line })],
  ['lines missing', { ...base, financial: {} }],
  ['no financial step', { ...base, financial: null }],
  ['no epro step', { ...base, epro: null }],
  ['obligations as text', { ...base, obligations: 'obligations' }],
  // The body is the steps side by side: a later step's key takes the earlier's place.
  ['obligations holding a bad country', withPart('obligations', { countryId: 0 })],
  ['obligations holding a good country', withPart('obligations', { countryId: 8 })],
  ['epro holding lines', withPart('epro', { lines: [] })],
  ['epro holding a blank obligation', withPart('epro', { officeAr: '' })],
  ['financial holding a country', withPart('financial', { countryId: 9 })],
];

const asDraft = (value: unknown) => value as PartnershipDraftData;

describe('the preview step without zod', () => {
  it.each(cases)('builds the body of %s as the body schema does', (_name, value) => {
    expect(bodyFromDraft(asDraft(value))).toEqual(bodyByZod(asDraft(value)));
  });

  it.each(cases)('finds the first incomplete step of %s as the steps schemas do', (_name, value) => {
    expect(firstIncompleteStep(asDraft(value))).toBe(firstIncompleteByZod(asDraft(value)));
  });

  it('covers bodies sent and refused, and each step incomplete', () => {
    const drafts = cases.map(([, value]) => asDraft(value));
    const bodies = drafts.map(bodyFromDraft);
    expect(bodies.filter((body) => body !== null).length).toBeGreaterThan(30);
    expect(bodies.filter((body) => body === null).length).toBeGreaterThan(60);
    for (const step of INPUT_STEPS)
      expect(drafts.filter((data) => firstIncompleteStep(data) === step).length).toBeGreaterThan(5);
  });

  it('sends what the schema sends: trimmed, amounts as numbers, a blank Arabic term left out', () => {
    const body = bodyFromDraft(
      asDraft({
        ...withPart('obligations', { officeEn: ' The office ' }),
        financial: {
          lines: [
            { ...line, recruitmentFee: '٩٬٠٠٠٫٥', paymentTerms: ' Monthly ', paymentTermsAr: ' ', id: 4 },
          ],
        },
      }),
    );
    expect(body?.officeEn).toBe('The office');
    expect(body?.lines).toEqual([
      { ...line, recruitmentFee: 9000.5, paymentTerms: 'Monthly', paymentTermsAr: undefined },
    ]);
  });
});

describe('placeOfContractField', () => {
  it("places every field of the steps' schemas on its step, in the wizard's order", () => {
    expect(INPUT_STEPS).toEqual(Object.keys(PARTNERSHIP_WIZARD_STEP_SCHEMAS));
    for (const step of INPUT_STEPS) {
      const fields = Object.keys(PARTNERSHIP_WIZARD_STEP_SCHEMAS[step].shape);
      expect(PARTNERSHIP_WIZARD_STEP_FIELDS[step]).toEqual(fields);
      for (const field of fields) expect(placeOfContractField(field)).toEqual({ step, field });
    }
    expect(placeOfContractField('lines.2.paymentTerms')).toEqual({
      step: 'financial',
      field: 'lines.2.paymentTerms',
    });
    expect(placeOfContractField('rowVersion')).toBeNull();
  });
});
