import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { CompactSign } from 'jose';
import type { Language } from '@portal/contracts/constants';
import { LANGUAGES } from '@portal/contracts/constants';
import {
  formatVerificationCode,
  verificationUrl,
  type VerifiableDocumentKind,
  type VerificationPayload,
} from '@portal/contracts/verify';
import type { Database } from '../../db/client';
import { verifiableDocuments } from '../../db/schema/index';
import { documentPage, type PrintableDocument } from '../documents/page';
import { newVerificationCode } from './code';
import { qrSvg } from './qr';
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
};

export const sha256Hex = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');

/** The compact JWS of the QR code: the payload as JSON, ES256, the key's id in the header. */
export const signPayload = (payload: VerificationPayload, key: SigningKey): Promise<string> =>
  new CompactSign(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: key.kid })
    .sign(key.privateKey);

/**
 * The verified copy of one language's document: its HTML with room for the marks (what the
 * payload's `contentSha256` names, so the payload exists before the PDF), the signed payload, and
 * page marks printing the code and the QR code of `verificationUrl(origin, code, jws)`.
 */
export const verifiedCopy = async (
  document: ApprovedDocument,
  language: Language,
  code: string,
  key: SigningKey,
  origin: string,
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
  const jws = await signPayload(payload, key);
  const verification = {
    code: formatVerificationCode(code),
    qrSvg: await qrSvg(verificationUrl(origin, code, jws)),
  };
  return { html, contentSha256, jws, pageMarks: documentPage({ ...page, verification }).pageMarks };
};

const MAX_CODE_DRAWS = 5;

/**
 * Gives the document its code, payload and printable copy in each language, once: a document
 * that has them keeps them (so the approval's facts never change). A drawn code that another
 * document holds is drawn again. Answers the ids of the rows made now (their PDFs are to render).
 */
export const issueDocument = async (
  db: Database,
  document: ApprovedDocument,
  key: SigningKey,
  origin: string,
): Promise<number[]> => {
  const made: number[] = [];
  const issued = async (language: Language) =>
    (
      await db
        .select({ id: verifiableDocuments.id })
        .from(verifiableDocuments)
        .where(
          and(
            eq(verifiableDocuments.kind, document.kind),
            eq(verifiableDocuments.recordId, document.recordId),
            eq(verifiableDocuments.language, language),
          ),
        )
    ).length > 0;
  for (const language of LANGUAGES) {
    if (await issued(language)) continue;
    for (let draw = 0; draw < MAX_CODE_DRAWS; draw += 1) {
      const code = newVerificationCode();
      const copy = await verifiedCopy(document, language, code, key, origin);
      const [row] = await db
        .insert(verifiableDocuments)
        .values({
          code,
          kind: document.kind,
          recordId: document.recordId,
          version: document.version,
          language,
          number: document.number,
          approvedAt: document.approvedAt,
          ...copy,
        })
        .onConflictDoNothing()
        .returning({ id: verifiableDocuments.id, code: verifiableDocuments.code });
      if (row) {
        made.push(row.id);
        break;
      }
      // Either the code was taken (draw again) or another request issued this document first.
      if (await issued(language)) break;
      if (draw === MAX_CODE_DRAWS - 1) throw new Error('no free verification code after several draws');
    }
  }
  return made;
};
