import { z } from 'zod';
import { LANGUAGES } from './constants';

/**
 * Verifiable documents: every approved partnership contract version, e-contract, transfer contract
 * and e-ticket carries a short verification code and a QR code with a signed payload (a compact
 * JWS, ES256, key at `/.well-known/jwks.json`). Anyone checks it on the public `/verify` page.
 * Nothing here names a person: organisations, numbers, dates and statuses only.
 */

export const VERIFIABLE_DOCUMENT_KINDS = [
  'partnershipContract',
  'employmentContract',
  'transferContract',
  'eTicket',
] as const;
export type VerifiableDocumentKind = (typeof VERIFIABLE_DOCUMENT_KINDS)[number];

/**
 * The code's alphabet: Crockford's base 32 (no I, L, O, U), so a code read aloud or typed from
 * paper survives: input is upper-cased, spaces and dashes dropped, O read as 0, I and L as 1.
 */
export const VERIFICATION_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 12 characters (60 bits), shown as three groups of four: `7K3M-Q9TX-2BHD`. */
export const VERIFICATION_CODE_LENGTH = 12;

/** Normalises what a person typed into the code as stored (no dashes), or undefined if it cannot be one. */
export const normaliseVerificationCode = (typed: string): string | undefined => {
  const code = typed
    .toUpperCase()
    .replace(/[\s\u00A0-]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (code.length !== VERIFICATION_CODE_LENGTH) return undefined;
  return [...code].every((c) => VERIFICATION_CODE_ALPHABET.includes(c)) ? code : undefined;
};

/** The code as printed and shown: groups of four joined by dashes. */
export const formatVerificationCode = (code: string): string => code.match(/.{1,4}/g)?.join('-') ?? code;

/** `GET /api/verify/:code` and `POST /api/verify/:code/file`: the code as typed (normalised by the API). */
export const verifyParamsSchema = z.object({
  code: z
    .string()
    .max(40, 'verify.codeInvalid')
    .transform((value, context) => {
      const code = normaliseVerificationCode(value);
      if (!code) {
        context.addIssue({ code: 'custom', message: 'verify.codeInvalid' });
        return z.NEVER;
      }
      return code;
    }),
});

/**
 * The `status` values a check answers per kind (the record's status now; the web's catalogue keys
 * `verify.status.<kind>.<status>`). An e-ticket has no status of its own: ISSUED while its
 * request stands, CANCELLED once the request is cancelled.
 */
export const VERIFIED_DOCUMENT_STATUSES = {
  partnershipContract: ['ACTIVE', 'PENDING_CANCELLATION', 'CANCELLED'],
  employmentContract: ['CONTRACTED', 'TICKET_BOOKED', 'ARRIVED', 'PENDING_MOFA_CANCELLATION', 'CANCELLED'],
  transferContract: ['APPROVED', 'COMPLETED'],
  eTicket: ['ISSUED', 'CANCELLED'],
} as const satisfies Record<VerifiableDocumentKind, readonly string[]>;

/** What a check answers: the document is the one in force, replaced by a newer version, cancelled, or not ours. */
export const VERIFY_RESULTS = ['valid', 'superseded', 'cancelled', 'unknown'] as const;
export type VerifyResult = (typeof VERIFY_RESULTS)[number];

const bilingualName = z.object({ ar: z.string(), en: z.string() });

/** A party of the document: an organisation (office, agency, embassy, airline), never a person. */
export const verifiedPartySchema = z.object({
  role: z.enum(['office', 'agency', 'embassy', 'airline']),
  name: bilingualName,
});

export const verifiedDocumentSchema = z.object({
  kind: z.enum(VERIFIABLE_DOCUMENT_KINDS),
  /** The record's number as printed (PC-…, ER-…, TC-…, the ticket's number). */
  number: z.string(),
  /** The approved version this code belongs to (1 for documents without versions). */
  version: z.number().int(),
  language: z.enum(LANGUAGES),
  /** When this version was approved (ISO moment). */
  approvedAt: z.string(),
  /** The record's status now, as a catalogue key of the web (`verify.status.<kind>.<status>`). */
  status: z.string(),
  /** The document's own dates where it has them (start and end of a contract, the flight day). */
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  parties: z.array(verifiedPartySchema),
  /** SHA-256 (hex) of the approved PDF file, fixed at approval. */
  fileSha256: z.string(),
});
export type VerifiedDocument = z.infer<typeof verifiedDocumentSchema>;

/** `GET /api/verify/:code` (public, rate-limited per address). */
export const verifyResponseSchema = z.object({
  result: z.enum(VERIFY_RESULTS),
  code: z.string(),
  /** Absent when unknown. */
  document: verifiedDocumentSchema.optional(),
  /** When superseded: the version in force and its approval moment. */
  current: z.object({ version: z.number().int(), approvedAt: z.string() }).optional(),
  /** When cancelled: the moment it was cancelled. */
  cancelledAt: z.string().optional(),
});
export type VerifyResponse = z.infer<typeof verifyResponseSchema>;

/** `POST /api/verify/:code/file` (multipart, one PDF in field `file`): the check plus whether the file is the approved one. */
export const verifyFileResponseSchema = verifyResponseSchema.extend({
  file: z.enum(['matches', 'doesNotMatch']),
});
export type VerifyFileResponse = z.infer<typeof verifyFileResponseSchema>;

/**
 * The signed payload of the QR code (JWS compact, ES256, `kid` in the header): the same facts
 * without any person's data. `iat` is the approval moment in seconds.
 */
export const verificationPayloadSchema = z.object({
  kind: z.enum(VERIFIABLE_DOCUMENT_KINDS),
  code: z.string(),
  number: z.string(),
  version: z.number().int(),
  language: z.enum(LANGUAGES),
  /** SHA-256 (hex) of the document's printed content (its HTML without the page marks). */
  contentSha256: z.string(),
  approvedAt: z.string(),
  iat: z.number().int(),
});
export type VerificationPayload = z.infer<typeof verificationPayloadSchema>;

/**
 * The QR code's text: the public page's address with the JWS after `#`, so a phone opens
 * `/verify/{code}` and the signed payload never reaches a server's log.
 */
export const verificationUrl = (origin: string, code: string, jws: string): string =>
  `${origin.replace(/\/$/, '')}/verify/${code}#${jws}`;
