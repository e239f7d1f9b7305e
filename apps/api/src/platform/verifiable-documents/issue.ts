import { createHash, sign } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Language } from '@portal/contracts/constants';
import { LANGUAGES } from '@portal/contracts/constants';
import {
  formatVerificationCode,
  type VerifiableDocumentKind,
  type VerificationPayload,
} from '@portal/contracts/verify';
import type { Database } from '../../db/client';
import { verifiableDocuments } from '../../db/schema/index';
import { template, templatePer, type BoundTemplate } from '../../db/statement-template';
import { constraintOf, isUniqueViolation } from '../../lib/sql-state';
import { documentPage, type PrintableDocument } from '../documents/page';
import { newVerificationCode } from './code';
import { QR_SLOT } from './qr';
import { SIGNING_ALGORITHM, type SigningKey } from './signing-keys';

/** One approved document as its module describes it: what the code stands for and how it prints. */
export type ApprovedDocument = {
  kind: VerifiableDocumentKind;
  /** The partnership version's, request's, transfer's or flight booking's id. */
  recordId: number;
  /** 1 for documents without versions. */
  version: number;
  number: string;
  approvedAt: Date;
  /** The document as printed in one language (made with `documentPage`). */
  printableOf: (language: Language) => Promise<PrintableDocument> | PrintableDocument;
  /**
   * Made by the call that issues it (an approval's new version): no language can have its copy yet,
   * so the read of those issued is skipped; one issued meanwhile still conflicts and keeps its own.
   */
  fresh?: boolean;
};

/** What a document's copies are made of: the approved document without its record. */
export type DocumentCopies = Omit<ApprovedDocument, 'recordId' | 'fresh'>;

export const sha256Hex = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');

const base64url = (text: string): string => Buffer.from(text).toString('base64url');

/**
 * The compact JWS of the QR code (RFC 7515): the payload as JSON, ES256 (its signature as the two
 * 32-byte numbers, RFC 7518 §3.4), the key's id in the header.
 */
export const signPayload = (payload: VerificationPayload, key: SigningKey): string => {
  const header = base64url(JSON.stringify({ alg: SIGNING_ALGORITHM, kid: key.kid }));
  const input = `${header}.${base64url(JSON.stringify(payload))}`;
  const signature = sign('sha256', Buffer.from(input), { key: key.privateKey, dsaEncoding: 'ieee-p1363' });
  return `${input}.${signature.toString('base64url')}`;
};

/**
 * The verified copy of one language's document: its HTML with room for the marks (what the
 * payload's `contentSha256` names, so the payload exists before the PDF), the signed payload, and
 * page marks printing the code and, in their slot (`QR_SLOT`), the QR code of
 * `verificationUrl(origin, code, jws)`, drawn when the copy is printed (`withQrCode`).
 */
export const verifiedCopy = async (
  document: DocumentCopies,
  language: Language,
  code: string,
  key: SigningKey,
) => {
  const { page } = await document.printableOf(language);
  if (!page) throw new Error(`the ${document.kind} document was not made with documentPage`);
  // The HTML depends only on the presence of a verification, not on its value.
  const { html } = documentPage({ ...page, verification: { code: '', qrSvg: '' } });
  const contentSha256 = sha256Hex(html);
  const payload: VerificationPayload = {
    kind: document.kind,
    code,
    number: document.number,
    version: document.version,
    language,
    contentSha256,
    approvedAt: document.approvedAt.toISOString(),
    iat: Math.floor(document.approvedAt.getTime() / 1000),
  };
  const jws = signPayload(payload, key);
  const verification = { code: formatVerificationCode(code), qrSvg: QR_SLOT };
  return { html, contentSha256, jws, pageMarks: documentPage({ ...page, verification }).pageMarks };
};

export const MAX_CODE_DRAWS = 5;

/** One language's verified copy under a newly drawn code. */
const drawnCopy = async (document: DocumentCopies, language: Language, key: SigningKey) => {
  const code = newVerificationCode();
  return { code, ...(await verifiedCopy(document, language, code, key)) };
};

/** The approving statement failed because a code it drew is another document's: draw again. */
export const isTakenCode = (error: unknown): boolean =>
  isUniqueViolation(error) && constraintOf(error) === 'verifiable_documents_code_uq';

/** The copies' rows for each record id the part named `from` answers (one template per name). */
const copiesFrom = templatePer((from: string) =>
  template<'kind' | 'version' | 'number' | 'approvedAt' | 'copies'>(
    (value) => sql`insert into ${verifiableDocuments}
      (code, kind, record_id, version, language, number, approved_at, content_sha256, jws, html, page_marks)
    select c.code, ${value('kind')}, r.id, ${value('version')}::int, c.language, ${value('number')},
      ${value('approvedAt')}::timestamptz, c.content_sha256, c.jws, c.html, c.page_marks
    from (select id from ${sql.identifier(from)}) r cross join jsonb_to_recordset(${value('copies')}::jsonb)
      as c(code text, language text, content_sha256 text, jws text, html text, page_marks jsonb)`,
  ),
);

/**
 * A document's copies in every language as a part of the statement that approves it (decision
 * 0077): one row per language for each id the part named `from` answers, none when it answers none
 * (the approval wrote nothing), so the approval and its codes commit together. A drawn code another
 * document holds fails the whole statement (`isTakenCode`): the caller runs it again with new
 * codes. Answers the part and the codes, whose renders are queued once it committed.
 */
export const copiesInsert = async (
  document: DocumentCopies,
  key: SigningKey,
  from: string,
): Promise<{ statement: BoundTemplate; codes: string[] }> => {
  const copies = await Promise.all(
    LANGUAGES.map(async (language) => {
      const copy = await drawnCopy(document, language, key);
      return {
        code: copy.code,
        language,
        content_sha256: copy.contentSha256,
        jws: copy.jws,
        html: copy.html,
        page_marks: copy.pageMarks,
      };
    }),
  );
  const statement = copiesFrom(from)({
    kind: document.kind,
    version: document.version,
    number: document.number,
    approvedAt: document.approvedAt.toISOString(),
    copies: JSON.stringify(copies),
  });
  return { statement, codes: copies.map((copy) => copy.code) };
};

/**
 * Gives the document its code, payload and printable copy in each language, once: a document
 * that has them keeps them (so the approval's facts never change). The languages still without one
 * are stored in one statement; a drawn code that another document holds is drawn again. Answers the
 * ids of the rows made now (their PDFs are to render).
 */
export const issueDocument = async (
  db: Database,
  document: ApprovedDocument,
  key: SigningKey,
): Promise<number[]> => {
  const issued = async () =>
    new Set(
      (
        await db
          .select({ language: verifiableDocuments.language })
          .from(verifiableDocuments)
          .where(
            and(
              eq(verifiableDocuments.kind, document.kind),
              eq(verifiableDocuments.recordId, document.recordId),
            ),
          )
      ).map((row) => row.language),
    );
  const copyIn = async (language: Language) => ({
    kind: document.kind,
    recordId: document.recordId,
    version: document.version,
    language,
    number: document.number,
    approvedAt: document.approvedAt,
    ...(await drawnCopy(document, language, key)),
  });
  const made: number[] = [];
  const done = document.fresh ? new Set<Language>() : await issued();
  let missing = LANGUAGES.filter((language) => !done.has(language));
  for (let draw = 0; missing.length > 0; draw += 1) {
    if (draw === MAX_CODE_DRAWS) throw new Error('no free verification code after several draws');
    const rows = await db
      .insert(verifiableDocuments)
      .values(await Promise.all(missing.map(copyIn)))
      .onConflictDoNothing()
      .returning({ id: verifiableDocuments.id, language: verifiableDocuments.language });
    made.push(...rows.map((row) => row.id));
    const stored = new Set(rows.map((row) => row.language));
    const left = missing.filter((language) => !stored.has(language));
    if (left.length === 0) break;
    // Either a code was taken (draw again) or another request issued that language first.
    const now = await issued();
    missing = left.filter((language) => !now.has(language));
  }
  return made;
};
