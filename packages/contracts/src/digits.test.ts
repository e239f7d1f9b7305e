import { describe, expect, it } from 'vitest';
import { money, passportText, phone, saudiMobile, wholeNumber } from './digit-fields';
import { normalizeSaudiMobile, parseCanonicalId, parseDecimal, toLatinDigits } from './digits';
import { employerInputSchema, nationalIdSchema } from './employers';
import { econtractingStepSchema } from './employment-requests/wizard';
import { idFilter, idParam, idParamsSchema, isoDate, positiveInt } from './fields';
import { candidateInputSchema } from './hr-pool/candidates';
import { isValidSaudiIban, normalizeIban } from './iban';
import { licenceRequestFieldsSchema } from './license-requests';
import { organizationFormSchema } from './organizations';
import { financialLineInputSchema } from './partnership-contracts/wizard';
import { transferContractCreateSchema } from './transfer-contracts/schemas';
import { visaInputSchema } from './visas';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) => [
  ...new Set(result.error?.issues.map((issue) => issue.message)),
];

describe('the digit normaliser', () => {
  it('reads Arabic-Indic and Extended Arabic-Indic digits as ASCII digits and keeps the rest', () => {
    expect(toLatinDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(toLatinDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(toLatinDigits('SA ٠٣ abc-۹')).toBe('SA 03 abc-9');
  });

  it('reads typed numbers in any digits, with grouping and the Arabic decimal separator', () => {
    expect(parseDecimal('١٢٠٠٠')).toBe(12000);
    expect(parseDecimal('12,000.50')).toBe(12000.5);
    expect(parseDecimal('١٢٬٠٠٠٫٥')).toBe(12000.5);
    expect(parseDecimal(' 7 ')).toBe(7);
    expect(parseDecimal('12.')).toBe(12);
    expect(parseDecimal('.5')).toBe(0.5);
    for (const notANumber of ['abc', '1e3', '0x10', '1.2.3', '', '.', '-', 'Infinity'])
      expect(parseDecimal(notANumber)).toBeUndefined();
  });

  it('gives a Saudi mobile its stored local form', () => {
    expect(normalizeSaudiMobile('+966 50 123 4567')).toBe('0501234567');
    expect(normalizeSaudiMobile('00966501234567')).toBe('0501234567');
    expect(normalizeSaudiMobile('+٩٦٦٥٠١٢٣٤٥٦٧')).toBe('0501234567');
    expect(normalizeSaudiMobile('050-123-4567')).toBe('0501234567');
    expect(normalizeSaudiMobile('+63 917 123 4567')).toBe('+63 917 123 4567');
  });

  it('reads only canonical decimals as record ids', () => {
    expect(parseCanonicalId('16')).toBe(16);
    expect(parseCanonicalId('١٦')).toBe(16);
    for (const loose of ['0x10', '1e1', ' 1', '1 ', '+1', '-1', '01', '1.0', '0', '', '1_0'])
      expect(parseCanonicalId(loose)).toBeUndefined();
  });
});

describe('path and query ids', () => {
  it('refuses hex, exponents, spaces, signs and leading zeros with validation.id', () => {
    for (const loose of ['0x10', '1e1', ' 1', '+1', '01', '1.0', 'abc'])
      expect(messagesOf(idParamsSchema.safeParse({ id: loose }))).toEqual(['validation.id']);
    expect(messagesOf(idFilter().safeParse('0x10'))).toEqual(['validation.id']);
  });

  it('accepts a canonical decimal in any digits', () => {
    expect(idParam().parse('16')).toBe(16);
    expect(idParam().parse('١٦')).toBe(16);
    expect(idFilter().parse('۴۲')).toBe(42);
  });
});

describe('fields that take digits', () => {
  it('accept an Arabic-digit national id, visa number and date', () => {
    expect(nationalIdSchema.parse('١٠١٢٣٤٥٦٧٢')).toBe('1012345672');
    expect(isoDate().parse('٢٠٢٨-٠٢-٢٩')).toBe('2028-02-29');
    const visa = visaInputSchema.parse({
      number: '۱۲۳۴۵۶۷',
      employerId: '١٠١٢٣٤٥٦٧٢',
      countryId: 1,
      gender: 'FEMALE',
      jobId: 2,
      issueDate: '٢٠٢٦-٠١-٠١',
      expiryDate: '2027-01-01',
    });
    expect(visa).toMatchObject({ number: '1234567', employerId: '1012345672', issueDate: '2026-01-01' });
  });

  it('accept a mobile with the country code, stored as 05…', () => {
    const employer = employerInputSchema.parse({
      nationalId: '1012345672',
      nameAr: 'لطيفة',
      nameEn: 'Latifa',
      mobile: '+966 ٥٠ ١٢٣ ٤٥٦٧',
      city: 'RIYADH',
      address: 'Olaya',
    });
    expect(employer.mobile).toBe('0501234567');
    expect(messagesOf(saudiMobile().safeParse('0601234567'))).toEqual(['validation.saudiMobile']);
    expect(phone().parse('+٦٣ ٩١٧ ١٢٣ ٤٥٦٧')).toBe('+63 917 123 4567');
  });

  it('upper-case passport numbers and read IBANs with spaces and Arabic digits', () => {
    expect(passportText(20).parse(' p١٢٣٤٥٦٧ ')).toBe('P1234567');
    expect(normalizeIban('sa٠٣ ٨٠٠٠ ٠٠٠٠ ٦٠٨٠ ١٠١٦ ٧٥١٩')).toBe('SA0380000000608010167519');
    expect(isValidSaudiIban('SA٠٣ 8000 0000 6080 1016 7519')).toBe(true);
  });

  it('read money and whole numbers typed as text in any digits', () => {
    expect(money({ min: 0, max: 100_000 }).parse('١٢٠٠٠')).toBe(12000);
    expect(money({ min: 0, max: 100_000 }).parse('12,000.50')).toBe(12000.5);
    expect(money({ min: 0, max: 100_000 }).parse(12000)).toBe(12000);
    expect(messagesOf(money({ min: 0, max: 100 }).safeParse('abc'))).toEqual(['validation.number']);
    expect(messagesOf(money({ min: 0, max: 100 }).safeParse(''))).toEqual(['validation.required']);
    expect(messagesOf(money({ min: 0, max: 100 }).safeParse('1.234'))).toEqual(['validation.cents']);
    expect(wholeNumber({ min: 1, max: 60 }).parse('٣٠')).toBe(30);
    expect(positiveInt().parse('٤٢')).toBe(42);
  });

  it('hold in every form that takes an amount', () => {
    const line = {
      jobId: 1,
      gender: 'FEMALE',
      paymentTerms: 'x',
      recruitmentFee: '١٢٠٠٠',
      monthlySalary: '۱۵۰۰',
    };
    expect(financialLineInputSchema.parse(line)).toMatchObject({
      recruitmentFee: 12000,
      monthlySalary: 1500,
    });
    const terms = econtractingStepSchema.parse({
      monthlySalary: '١٥٠٠',
      durationMonths: '٢٤',
      probationDays: '٩٠',
      recruitmentFee: '١٢٠٠٠',
    });
    expect(terms).toMatchObject({
      monthlySalary: 1500,
      durationMonths: 24,
      probationDays: 90,
      recruitmentFee: 12000,
    });
    const transfer = transferContractCreateSchema.safeParse({
      source: { employmentRequestId: 1 },
      newEmployer: {
        nationalId: '١٠١٢٣٤٥٦٧٢',
        nameAr: 'أ',
        nameEn: 'A',
        mobile: '0501234567',
        city: 'RIYADH',
        address: 'x',
      },
      fee: '٥٠٠٠',
      workerConsent: true,
    });
    expect(transfer.data?.fee).toBe(5000);
    const candidate = candidateInputSchema.safeParse({
      experienceYears: '٣',
      expectedSalary: '١٥٠٠',
      passportNumber: 'p1234567',
    });
    const issuesOf = (field: string) =>
      candidate.error?.issues.filter((issue) => issue.path[0] === field) ?? [];
    expect([issuesOf('experienceYears'), issuesOf('expectedSalary'), issuesOf('passportNumber')]).toEqual([
      [],
      [],
      [],
    ]);
  });

  it('refuse a contact number that is no phone in the licence update and the organisation', () => {
    const licence = licenceRequestFieldsSchema.safeParse({
      licenseNumber: '١٢٣',
      licenseDate: '2999-01-01',
      changedInfo: { contactNumber1: 'abc' },
    });
    expect(licence.error?.issues).toEqual([
      expect.objectContaining({ path: ['changedInfo', 'contactNumber1'], message: 'validation.phone' }),
    ]);
    const accepted = licenceRequestFieldsSchema.parse({
      licenseNumber: '١٢٣',
      licenseDate: '2999-01-01',
      changedInfo: { contactNumber1: '+٩٦٦ ١١ ٠٠٠ ٠٠٠٠', contactNumber2: '' },
    });
    expect(accepted).toMatchObject({
      licenseNumber: '123',
      changedInfo: { contactNumber1: '+966 11 000 0000' },
    });
    expect(accepted.changedInfo.contactNumber2).toBeUndefined();
    const organization = organizationFormSchema.safeParse({ contactNumber1: 'abc', ownerId: '١٠١٢٣٤٥٦٧٢' });
    const paths = organization.error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
    expect(paths).toContain('contactNumber1:validation.phone');
    expect(paths?.some((path) => path.startsWith('ownerId'))).toBe(false);
  });
});
