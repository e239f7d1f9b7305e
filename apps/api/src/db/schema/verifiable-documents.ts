import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { LANGUAGES } from '@portal/contracts/constants';
import { VERIFIABLE_DOCUMENT_KINDS } from '@portal/contracts/verify';
import { bytea } from './columns';

/** Chromium's header and footer templates, as stored beside the document (platform/pdf-renderer). */
type StoredPageMarks = { header: string; footer: string };

/**
 * One approved document in one language with its verification code (issue 25, decision 0054):
 * made in the approving transaction (code, signed payload, the printable HTML and page marks), its
 * PDF rendered after the commit by a job and kept with the file's SHA-256 (the first stored wins).
 * `recordId` is the partnership contract version's id, the employment request's, the transfer
 * contract's or the flight booking's, as `kind` says.
 */
export const verifiableDocuments = pgTable(
  'verifiable_documents',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    code: text().notNull(),
    kind: text({ enum: VERIFIABLE_DOCUMENT_KINDS }).notNull(),
    recordId: integer().notNull(),
    version: integer().notNull().default(1),
    language: text({ enum: LANGUAGES }).notNull(),
    number: text().notNull(),
    approvedAt: timestamp({ withTimezone: true }).notNull(),
    /** SHA-256 (hex) of `html`: what the signed payload names. */
    contentSha256: text().notNull(),
    /** The compact JWS printed in the QR code. */
    jws: text().notNull(),
    html: text().notNull(),
    pageMarks: jsonb().$type<StoredPageMarks>().notNull(),
    pdf: bytea(),
    fileSha256: text(),
    renderedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('verifiable_documents_code_uq').on(t.code),
    uniqueIndex('verifiable_documents_record_uq').on(t.kind, t.recordId, t.language),
    // The render sweep's list: documents whose PDF is not stored yet.
    index('verifiable_documents_unrendered_idx')
      .on(t.id)
      .where(sql`${t.fileSha256} is null`),
  ],
);

/**
 * The document signing keys (ES256, P-256) when none is configured: the first instance to need
 * one makes it under an advisory lock; every instance then signs with the newest not retired.
 * Retired keys stay listed at /.well-known/jwks.json so documents signed with them still verify.
 */
export const documentSigningKeys = pgTable('document_signing_keys', {
  kid: text().primaryKey(),
  privateJwk: jsonb().$type<Record<string, unknown>>().notNull(),
  publicJwk: jsonb().$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  retiredAt: timestamp({ withTimezone: true }),
});
