import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { FlightBooking } from '@portal/contracts/booking';
import { LANGUAGES, type Language } from '@portal/contracts/constants';
import { employerInputSchema } from '@portal/contracts/employers';
import { candidateInputSchema } from '@portal/contracts/hr-pool/candidates';
import { countryInputSchema } from '@portal/contracts/lookups-countries';
import { jobInputSchema } from '@portal/contracts/lookups-jobs';
import { reasonInputSchema } from '@portal/contracts/lookups-reasons';
import { organizationFormSchema } from '@portal/contracts/organizations';
import {
  financialLineInputSchema,
  obligationsStepSchema,
} from '@portal/contracts/partnership-contracts/wizard';
import { visaInputSchema } from '@portal/contracts/visas';
import { renderTicketDocument } from './modules/booking/ticket';
import { renderEmploymentContractDocument } from './modules/employment-requests/document';
import { sampleEmploymentContract } from './modules/employment-requests/document-sample';
import { renderContractDocument } from './modules/partnership-contracts/document';
import { sampleContractDocument } from './modules/partnership-contracts/document-sample';
import { renderTransferContractDocument } from './modules/transfer-contracts/document';
import type { PrintableDocument } from './platform/documents/page';
import { testDocumentPrinter } from './test-support/pdf-checks';
import { pdfPages } from './test-support/pdf-text';

/**
 * Spec 7 documents lose no text: every document printed with each free-text field at the longest
 * unbroken value its contract allows, in both languages, and all of it found again in the PDF's
 * text, with the page marks ("page N of M", number and version) on every page.
 */

const LATIN = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
// Letters that join on both sides only: a wrapped word's line is one run, which pdftotext's drawing
// order (raw) gives back whole (a non-joining letter such as alef splits it into runs it may reorder).
const ARABIC = 'بتثجحخسشصضطظعغفقكمنهي';
const DIGITS = '123456789';

type Alphabet = typeof LATIN | typeof ARABIC | typeof DIGITS;
let fields = 0;

/**
 * The longest value `schema` accepts, written without a space: a mark of the field at both ends
 * (so no value is found inside another) and one letter repeated in between.
 */
const longest = (schema: z.ZodType, alphabet: Alphabet, upperCase = true): string => {
  const index = fields++;
  const mark = alphabet[index % alphabet.length]! + alphabet[(index * 7 + 3) % alphabet.length]!;
  const fill = alphabet === LATIN && !upperCase ? 'x' : alphabet[(index + 11) % alphabet.length]!;
  const make = (length: number) => (mark + fill.repeat(Math.max(0, length - 4)) + mark).slice(0, length);
  const accepted = (length: number) => schema.safeParse(make(length)).success;
  let low = 6;
  let high = 10_000;
  expect(accepted(low), `${index}: a ${low}-character value`).toBe(true);
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (accepted(middle)) low = middle;
    else high = middle - 1;
  }
  expect(low, 'a longest value').toBeLessThan(10_000);
  return make(low);
};

const bilingual = (schemas: { ar: z.ZodType; en: z.ZodType }) => ({
  ar: longest(schemas.ar, ARABIC),
  en: longest(schemas.en, LATIN),
});

const organizationName = () =>
  bilingual({ ar: organizationFormSchema.shape.nameAr, en: organizationFormSchema.shape.nameEn });
const licence = () => longest(organizationFormSchema.shape.licenseNumber, DIGITS);
const countryName = () =>
  bilingual({ ar: countryInputSchema.shape.nameAr, en: countryInputSchema.shape.nameEn });
const jobName = () => bilingual({ ar: jobInputSchema.shape.nameAr, en: jobInputSchema.shape.nameEn });
const employerName = () =>
  bilingual({ ar: employerInputSchema.shape.nameAr, en: employerInputSchema.shape.nameEn });
const address = () => longest(employerInputSchema.shape.address, LATIN);
const arabicAddress = () => longest(employerInputSchema.shape.address, ARABIC);
const candidateName = () => ({
  ar: longest(candidateInputSchema.shape.nameAr, ARABIC),
  en: longest(candidateInputSchema.shape.nameEn, LATIN, false),
});
const passport = () => longest(candidateInputSchema.shape.passportNumber, LATIN);
const visaNumber = () => longest(visaInputSchema.shape.number, DIGITS);
const reasonText = () =>
  bilingual({ ar: reasonInputSchema.shape.textAr, en: reasonInputSchema.shape.textEn });

/** One document at its longest: what to print, and the values the page of each language shows. */
type Case = {
  name: string;
  /** The document's number, in the page marks of every page. */
  number: string;
  print: (language: Language) => PrintableDocument;
  expected: Record<Language, string[]>;
};

const inLanguage = (names: { ar: string; en: string }[], other: string[] = []) => ({
  'ar-SA': [...names.map((name) => name.ar), ...other],
  'en-US': [...names.map((name) => name.en), ...other],
});

const approval = { by: { ar: 'سارة القحطاني', en: 'Sara Al-Qahtani' }, at: '2026-11-25T09:00:00Z' };

const partnership = (): Case => {
  const [office, agency, country, job] = [organizationName(), organizationName(), countryName(), jobName()];
  const [officeLicence, agencyLicence] = [licence(), licence()];
  const obligations = {
    officeAr: longest(obligationsStepSchema.shape.officeAr, ARABIC),
    officeEn: longest(obligationsStepSchema.shape.officeEn, LATIN),
    agencyAr: longest(obligationsStepSchema.shape.agencyAr, ARABIC),
    agencyEn: longest(obligationsStepSchema.shape.agencyEn, LATIN),
  };
  // Payment terms are kept in one language: one line written in each, both printed in both.
  const terms = [
    longest(financialLineInputSchema.shape.paymentTerms, LATIN),
    longest(financialLineInputSchema.shape.paymentTerms, ARABIC),
  ];
  const doc = sampleContractDocument({
    office: { nameAr: office.ar, nameEn: office.en, licenseNumber: officeLicence },
    agency: { nameAr: agency.ar, nameEn: agency.en, licenseNumber: agencyLicence },
    country: { nameAr: country.ar, nameEn: country.en },
    obligations,
    lines: terms.map((paymentTerms, index) => ({
      jobNameAr: job.ar,
      jobNameEn: job.en,
      gender: index === 0 ? 'MALE' : 'FEMALE',
      recruitmentFee: 99_999_999.99,
      monthlySalary: 99_999_999.99,
      paymentTerms,
    })),
  });
  const expected = inLanguage(
    [
      office,
      agency,
      country,
      job,
      { ar: obligations.officeAr, en: obligations.officeEn },
      { ar: obligations.agencyAr, en: obligations.agencyEn },
    ],
    [officeLicence, agencyLicence, ...terms],
  );
  return {
    name: 'partnership contract',
    number: 'PC-2026-000123',
    print: (language) => renderContractDocument(doc, language, approval),
    expected,
  };
};

const employment = (): Case => {
  const sample = sampleEmploymentContract();
  const [office, agency, country, job, employer, candidate] = [
    organizationName(),
    organizationName(),
    countryName(),
    jobName(),
    employerName(),
    candidateName(),
  ];
  const [officeLicence, agencyLicence, employerAddress, passportNumber, visa] = [
    licence(),
    licence(),
    arabicAddress(),
    passport(),
    visaNumber(),
  ];
  const doc = sampleEmploymentContract({
    office: { ...sample.office, name: office, licenseNumber: officeLicence },
    agency: { ...sample.agency, name: agency, licenseNumber: agencyLicence },
    country: { ...sample.country, name: country },
    employer: { ...sample.employer, name: employer, address: employerAddress },
    visa: { ...sample.visa, number: visa, job: { ...sample.visa.job, name: job } },
    candidate: { ...sample.candidate, name: candidate, passportNumber },
  });
  const expected = inLanguage(
    [office, agency, country, job, employer, candidate],
    [officeLicence, agencyLicence, employerAddress, passportNumber, visa],
  );
  return {
    name: 'e-contract',
    number: 'ER-0000123',
    print: (language) => renderEmploymentContractDocument(doc, language, approval),
    expected,
  };
};

const transfer = (): Case => {
  const [office, agency, country, oldName, newName, worker, reason] = [
    organizationName(),
    organizationName(),
    countryName(),
    employerName(),
    employerName(),
    candidateName(),
    reasonText(),
  ];
  const [officeLicence, agencyLicence, oldAddress, newAddress, passportNumber] = [
    licence(),
    licence(),
    address(),
    arabicAddress(),
    passport(),
  ];
  const employer = (name: { ar: string; en: string }, at: string, nationalId: string) => ({
    id: 1,
    nationalId,
    name,
    mobile: '0551234567',
    city: 'RIYADH' as const,
    address: at,
  });
  const doc = {
    id: 9,
    number: 'TC-0000009',
    status: 'COMPLETED' as const,
    office: { id: 1, name: office, licenseNumber: officeLicence },
    agency: { id: 2, name: agency, licenseNumber: agencyLicence },
    country: { id: 3, name: country },
    officeLocation: 'RIYADH' as const,
    worker: {
      name: worker,
      passportNumber,
      residentId: '2000000007',
      candidateId: 7,
      employmentRequest: { id: 123, number: 'ER-0000123' },
      oldContract: null,
    },
    oldEmployer: employer(oldName, oldAddress, '1000000008'),
    newEmployer: employer(newName, newAddress, '1000000016'),
    fee: 100_000,
    workerConsent: true,
    workerConsentAt: '2026-11-20T08:00:00.000Z',
    reason: { id: 4, text: reason },
    completedAt: '2026-11-26T08:00:00.000Z',
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-26T08:00:00.000Z',
  };
  const expected = inLanguage(
    [office, agency, country, oldName, newName, worker, reason],
    [officeLicence, agencyLicence, oldAddress, newAddress, passportNumber],
  );
  return {
    name: 'transfer contract',
    number: 'TC-0000009',
    print: (language) => renderTransferContractDocument(doc, language, approval),
    expected,
  };
};

const ticket = (): Case => {
  const sample = sampleEmploymentContract();
  const [office, employer, passenger] = [organizationName(), employerName(), candidateName()];
  const passportNumber = passport();
  const request = {
    ...sample,
    office: { ...sample.office, name: office },
    employer: { ...sample.employer, name: employer },
    candidate: { ...sample.candidate, name: passenger, passportNumber },
    actions: [],
    clocks: [],
  };
  const booking: FlightBooking = {
    employmentRequestId: sample.id,
    requestStatus: 'TICKET_BOOKED',
    pnr: 'K7Q2ZD',
    ticketNumber: '0652123456789',
    passengerName: passenger.en,
    airline: { code: 'SV', name: { ar: 'الخطوط السعودية', en: 'Saudia' } },
    flightNumber: 'SV871',
    from: { code: 'MNL', city: { ar: 'مانيلا', en: 'Manila' } },
    to: { code: 'RUH', city: { ar: 'الرياض', en: 'Riyadh' } },
    departureAt: '2026-12-01T01:30:00.000Z',
    arrivalAt: '2026-12-01T07:45:00.000Z',
    bookedAt: '2026-11-26T10:00:00.000Z',
    bookedBy: { id: 1, name: { ar: 'سارة', en: 'Sara' } },
  };
  // Both languages on every ticket.
  const all = [office.ar, office.en, employer.ar, employer.en, passenger.en, passportNumber, 'K7Q2ZD'];
  return {
    name: 'e-ticket',
    number: '0652123456789',
    print: (language) => renderTicketDocument(booking, request, language),
    expected: { 'ar-SA': all, 'en-US': all },
  };
};

/** The footer of page N of M: the word, then "N/M". */
const VERSION: Record<Language, string> = { 'en-US': 'Version', 'ar-SA': 'الإصدار' };

const PAGE_OF: Record<Language, (page: number, pages: number) => RegExp> = {
  'en-US': (page, pages) => new RegExp(`Page${page}/${pages}(?!\\d)`),
  'ar-SA': (page, pages) => new RegExp(`صفحة${page}/${pages}(?!\\d)|(?<!\\d)${page}/${pages}صفحة`),
};

/** The stylesheet's page margins (platform/documents/styles), where the page marks print. */
const PAGE_MARGINS = { top: 22, bottom: 20 };

const compact = (text: string) => text.replace(/\s+/g, '');

describe('printed documents keep all of their text', () => {
  const print = testDocumentPrinter(120_000);

  const cases = [partnership(), employment(), transfer(), ticket()];
  it.each(cases.flatMap((c) => LANGUAGES.map((language) => [c.name, language, c] as const)))(
    '%s in %s: every value whole, the page marks on every page',
    async (_name, language, c) => {
      const pdf = await print(c.print(language));
      // Drawing order: a wrapped value's lines stay together beside a box or cell that wraps too.
      const text = compact(pdfPages(pdf, { raw: true, margins: PAGE_MARGINS }).join(''));
      for (const value of c.expected[language])
        expect(text, `${value.slice(0, 12)}… (${value.length})`).toContain(compact(value));
      const pages = pdfPages(pdf);
      expect(pages.length).toBeGreaterThan(0);
      pages.forEach((page, index) => {
        const marks = compact(page);
        expect(marks, `page ${index + 1}`).toMatch(PAGE_OF[language](index + 1, pages.length));
        expect(marks, `page ${index + 1}`).toContain(c.number);
        expect(marks, `page ${index + 1}`).toContain(VERSION[language]);
      });
    },
    120_000,
  );
});
