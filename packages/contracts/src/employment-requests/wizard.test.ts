import { describe, expect, it } from 'vitest';
import { econtractingStepSchema, employmentRequestSubmitSchema } from './wizard';

const employer = {
  nationalId: '1000000008',
  nameAr: 'فهد العتيبي',
  nameEn: 'Fahad Al-Otaibi',
  mobile: '0551234567',
  city: 'RIYADH',
  address: 'King Fahd Road, Riyadh',
};
const terms = { monthlySalary: 1500, durationMonths: 24, probationDays: 90, recruitmentFee: 12000 };

const issuesOf = (value: unknown) =>
  employmentRequestSubmitSchema
    .safeParse(value)
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('employmentRequestSubmitSchema', () => {
  it('accepts one or several visa and candidate pairs', () => {
    expect(issuesOf({ employer, terms, items: [{ visaId: 1, candidateId: 2 }] })).toEqual([]);
    expect(
      issuesOf({
        employer,
        terms,
        items: [
          { visaId: 1, candidateId: 2 },
          { visaId: 3, candidateId: 4 },
        ],
      }),
    ).toEqual([]);
  });

  it('needs a visa and refuses a visa or a candidate twice', () => {
    expect(issuesOf({ employer, terms, items: [] })).toEqual([['items', 'validation.visaRequired']]);
    expect(
      issuesOf({
        employer,
        terms,
        items: [
          { visaId: 1, candidateId: 2 },
          { visaId: 1, candidateId: 3 },
          { visaId: 4, candidateId: 2 },
        ],
      }),
    ).toEqual([
      ['items.1.visaId', 'validation.duplicate'],
      ['items.2.candidateId', 'validation.duplicate'],
    ]);
  });
});

describe('econtractingStepSchema', () => {
  it.each([
    ['monthlySalary', 100, 'validation.amountRange'],
    ['monthlySalary', 1500.555, 'validation.cents'],
    ['durationMonths', 6, 'validation.numberRange'],
    ['durationMonths', 24.5, 'validation.wholeNumber'],
    ['probationDays', 91, 'validation.numberRange'],
    ['recruitmentFee', -1, 'validation.amountRange'],
  ])('%s %s says %s', (field, value, message) => {
    const result = econtractingStepSchema.safeParse({ ...terms, [field]: value });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
});
