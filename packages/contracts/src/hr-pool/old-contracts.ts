import { z } from 'zod';
import { todayInKingdom } from '../constants';
import { digitText } from '../digit-fields';
import { toLatinDigits } from '../digits';
import { idFilter, idParamsSchema, isoDate, text } from '../fields';
import { listResponseSchema, pageQueryShape } from '../list';
import { EMPLOYER_ID_PATTERN, VISA_NUMBER_PATTERN } from '../visas';
import { ARABIC_NAME_PATTERN, LATIN_NAME_PATTERN, PASSPORT_NUMBER_PATTERN } from './candidates';

/**
 * Old worker contracts (decision 0026): contracts signed before the e-contract system, imported
 * read-only by an admin from a CSV or XLSX file and searched by passport, visa number or employer id.
 * Each side sees its country's: the Saudi side and local offices all, a foreign embassy, labour
 * ministry or agency only its own country's.
 */

/** Contract numbers of the old systems: letters, digits, `-` and `/`, stored upper-case. */
export const OLD_CONTRACT_NUMBER_PATTERN = /^[A-Z0-9][A-Z0-9/-]{0,29}$/;
/** numeric(10,2) holds less than 100,000,000; a monthly wage above 100,000 SAR is a typing error. */
export const OLD_CONTRACT_MAX_SALARY = 100_000;
/** The oldest contract date an import accepts. */
export const OLD_CONTRACT_MIN_DATE = '1980-01-01';

export const oldContractSchema = z.object({
  id: z.number().int(),
  contractNumber: z.string(),
  country: z.object({
    id: z.number().int(),
    code3: z.string(),
    name: z.object({ ar: z.string(), en: z.string() }),
  }),
  passportNumber: z.string(),
  workerName: z.object({ ar: z.string(), en: z.string() }),
  visaNumber: z.string(),
  employerId: z.string(),
  employerName: z.string(),
  officeName: z.string(),
  agencyName: z.string(),
  jobTitle: z.string(),
  /** SAR, two decimals at most. */
  monthlySalary: z.number(),
  contractDate: z.string(),
  importedAt: z.string(),
});
export type OldContract = z.infer<typeof oldContractSchema>;

const blankToUndefined = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** An exact-match search value: trimmed, upper-cased, blank means none. */
const exactFilter = (max: number) => z.preprocess(blankToUndefined, text(max).toUpperCase().optional());

/** The search form's fields (also kept in the page address). */
export const oldContractFiltersShape = {
  passport: exactFilter(20),
  visa: exactFilter(20),
  employerId: exactFilter(20),
  countryId: idFilter(),
};
export type OldContractFilterName = keyof typeof oldContractFiltersShape;

/**
 * `GET /api/old-contracts`: exact matches on passport, visa number and employer id, and the
 * country; page size 10. Searches answer the newest contract first; without a search value, the
 * latest imported first.
 */
export const oldContractListQuerySchema = z.object({ ...oldContractFiltersShape, ...pageQueryShape });
export type OldContractListQuery = z.infer<typeof oldContractListQuerySchema>;

/** `total` is exact up to OLD_CONTRACT_EXACT_TOTAL and an estimate beyond (`totalIsEstimate`). */
export const oldContractListResponseSchema = listResponseSchema(oldContractSchema).extend({
  totalIsEstimate: z.boolean(),
});
export type OldContractListResponse = z.infer<typeof oldContractListResponseSchema>;
export const OLD_CONTRACT_EXACT_TOTAL = 10_000;

export const oldContractIdParamsSchema = idParamsSchema;

/** An import file's columns besides the contract number and country (which name the contract). */
export const OLD_CONTRACT_DATA_COLUMNS = [
  'passportNumber',
  'workerNameAr',
  'workerNameEn',
  'visaNumber',
  'employerId',
  'employerName',
  'officeName',
  'agencyName',
  'jobTitle',
  'monthlySalary',
  'contractDate',
] as const;
/** The columns of an import file (CSV or XLSX), named by the header row in any order. */
export const OLD_CONTRACT_IMPORT_COLUMNS = [
  'contractNumber',
  'country',
  ...OLD_CONTRACT_DATA_COLUMNS,
] as const;
export type OldContractImportColumn = (typeof OLD_CONTRACT_IMPORT_COLUMNS)[number];
/** The most data rows one file may carry (the upload itself is at most 5 MB). */
export const OLD_CONTRACT_IMPORT_MAX_ROWS = 20_000;

const required = (max: number) =>
  z.string('validation.required').pipe(text(max).min(1, { message: 'validation.required', abort: true }));

const matching = (max: number, pattern: RegExp, message: string, upper = false) =>
  z
    .string('validation.required')
    .pipe(
      (upper ? digitText(max).toUpperCase() : digitText(max))
        .min(1, { message: 'validation.required', abort: true })
        .regex(pattern, message),
    );

/** A salary as a file carries it: `1500`, `1,500.50` or `1500.5`; at most two decimals. */
const salary = z
  .string('validation.required')
  .trim()
  .min(1, { message: 'validation.required', abort: true })
  .overwrite(toLatinDigits)
  .transform((value) => value.replaceAll(',', ''))
  .pipe(
    z
      .string()
      .regex(/^\d+(\.\d{1,2})?$/, 'validation.twoDecimals')
      .transform(Number)
      .pipe(z.number().positive('validation.positive').max(OLD_CONTRACT_MAX_SALARY, 'validation.tooLarge')),
  );

const contractDate = z
  .string('validation.required')
  .trim()
  .min(1, { message: 'validation.required', abort: true })
  .pipe(isoDate())
  .superRefine((value, context) => {
    if (value < OLD_CONTRACT_MIN_DATE || value > todayInKingdom())
      context.addIssue({ code: 'custom', message: 'validation.oldContractDate' });
  });

/**
 * One row of an import file, every cell as text. The server adds what needs the database: a known
 * country code.
 */
export const oldContractImportRowSchema = z.object({
  contractNumber: matching(30, OLD_CONTRACT_NUMBER_PATTERN, 'validation.oldContractNumber', true),
  country: matching(3, /^[A-Z]{3}$/, 'validation.countryCode', true),
  passportNumber: matching(12, PASSPORT_NUMBER_PATTERN, 'validation.passportNumber', true),
  workerNameAr: matching(100, ARABIC_NAME_PATTERN, 'validation.arabicName'),
  workerNameEn: matching(100, LATIN_NAME_PATTERN, 'validation.latinName'),
  visaNumber: matching(15, VISA_NUMBER_PATTERN, 'validation.visaNumber'),
  employerId: matching(10, EMPLOYER_ID_PATTERN, 'validation.nationalId'),
  employerName: required(200),
  officeName: required(200),
  agencyName: required(200),
  jobTitle: required(100),
  monthlySalary: salary,
  contractDate,
});
export type OldContractImportRow = z.infer<typeof oldContractImportRowSchema>;
