import { z } from 'zod';
import { passportText } from './digit-fields';
import { toLatinDigits } from './digits';
import { EMPLOYER_CITIES } from './employers';
import { EMPLOYMENT_REQUEST_STATUSES, type EmploymentRequestStatus } from './employment-requests/schemas';
import { isoDate } from './fields';
import { PASSPORT_NUMBER_PATTERN } from './hr-pool/candidates';

/**
 * The worker's own status check (issue 25, `/my-contract`, decision 0055): the three things only she
 * holds together — her request's number, her passport number and her birth date — give her
 * request's status, its next step and the contract's summary. No account, no e-mail.
 */

/** `ER-0000123`, `er 0000123`, `ER0000123`, `123`, `١٢٣`: the digits are the request's id. */
const REQUEST_NUMBER = /^(?:ER)?0*([1-9]\d{0,8})$/;

/** The request's id from its number as typed (spaces, dashes, lower case, Arabic-Indic digits), else undefined. */
export const requestIdOfNumber = (typed: string): number | undefined => {
  const compact = toLatinDigits(typed)
    .toUpperCase()
    .replace(/[\s\u200f\u200e_-]/g, '');
  const digits = REQUEST_NUMBER.exec(compact)?.[1];
  return digits === undefined ? undefined : Number(digits);
};

/** The request's number as the portal prints it (`ER-0000123`). */
export const formatRequestNumber = (id: number): string => `ER-${String(id).padStart(7, '0')}`;

/** What the worker types. Each field is checked for its form only: whether it matches is never said apart. */
export const myContractLookupSchema = z.object({
  requestNumber: z
    .string('validation.required')
    .trim()
    .min(1, { message: 'validation.required', abort: true })
    .max(40, 'validation.tooLong')
    .refine((value) => requestIdOfNumber(value) !== undefined, 'validation.requestNumber'),
  // As the HR pool stores it (`passportText`: ASCII digits, upper case); spaces inside are dropped.
  passportNumber: passportText(40)
    .overwrite((value) => value.replace(/\s+/g, ''))
    .min(1, { message: 'validation.required', abort: true })
    .regex(PASSPORT_NUMBER_PATTERN, 'validation.passportNumber'),
  birthDate: z
    .string('validation.required')
    .trim()
    .min(1, { message: 'validation.required', abort: true })
    .pipe(isoDate()),
});
export type MyContractLookup = z.input<typeof myContractLookupSchema>;

/**
 * What the worker should expect next, per status. The web says it in her language; the keys stay
 * the same whatever the language (the locale files of `/my-contract` hold the texts).
 */
export const MY_CONTRACT_NEXT_STEPS = {
  PENDING_AGENCY: 'agencyReview',
  PENDING_EMBASSY: 'embassyReview',
  CONTRACTED: 'ticketBooking',
  TICKET_BOOKED: 'travel',
  ARRIVED: 'working',
  PENDING_MOFA_CANCELLATION: 'cancellationReview',
  REJECTED: 'closed',
  CANCELLED: 'closed',
  EXPIRED: 'closed',
} as const satisfies Record<EmploymentRequestStatus, string>;
export type MyContractNextStep = (typeof MY_CONTRACT_NEXT_STEPS)[EmploymentRequestStatus];
const NEXT_STEP_KEYS = [...new Set(Object.values(MY_CONTRACT_NEXT_STEPS))] as [
  MyContractNextStep,
  ...MyContractNextStep[],
];

/**
 * The weekly rest of the e-contract: it is no field of the request but its standard clause ("one
 * paid day of rest each week", the same for every contract), so the answer names that clause.
 */
export const REST_DAY_CLAUSE = 'ONE_PAID_DAY_EACH_WEEK';

const nameSchema = z.object({ ar: z.string(), en: z.string() });

/**
 * The contract's summary: organisations by name only; no employer name, national id, phone or
 * address, and of the worker nothing beyond what she typed.
 */
export const myContractSummarySchema = z.object({
  employerCity: z.enum(EMPLOYER_CITIES),
  job: nameSchema,
  /** SAR a month. */
  monthlySalary: z.number(),
  contractMonths: z.number().int(),
  probationDays: z.number().int(),
  restDay: z.literal(REST_DAY_CLAUSE),
  agency: z.object({ name: nameSchema }),
  office: z.object({ name: nameSchema }),
  /** The worker pays no recruitment fee (the employer pays it; the e-contract's terms). */
  workerPaysRecruitmentFee: z.literal(false),
});
export type MyContractSummary = z.infer<typeof myContractSummarySchema>;

/** A match: the request's number, status, next step and summary. */
export const myContractFoundSchema = z.object({
  found: z.literal(true),
  requestNumber: z.string(),
  status: z.enum(EMPLOYMENT_REQUEST_STATUSES),
  nextStep: z.enum(NEXT_STEP_KEYS),
  summary: myContractSummarySchema,
});

/** The one answer to any wrong or unknown field, whichever it was. */
export const myContractNoMatchSchema = z.object({ found: z.literal(false) });

/** `POST /api/my-contract`. */
export const myContractAnswerSchema = z.discriminatedUnion('found', [
  myContractFoundSchema,
  myContractNoMatchSchema,
]);
export type MyContractAnswer = z.infer<typeof myContractAnswerSchema>;

/** How a recorded lookup ended (LIMITED: refused by the hourly limit before any lookup). */
export const MY_CONTRACT_LOOKUP_RESULTS = ['MATCH', 'NO_MATCH', 'LIMITED'] as const;
export type MyContractLookupResult = (typeof MY_CONTRACT_LOOKUP_RESULTS)[number];

/** Tries per address and hour (issue 25). */
export const MY_CONTRACT_TRIES_PER_HOUR = 10;
