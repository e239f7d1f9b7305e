import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { ContractVersion } from '@portal/contracts/partnership-contracts/schemas';
import type { Database } from '../../db/client';
import { partnershipContractVersions as versions, users } from '../../db/schema/index';
import { conflict, notFound } from '../../lib/errors';
import type { Approval } from '../../platform/documents/blocks';
import { printDocument } from '../../platform/documents/page';
import type { PdfRenderer } from '../../platform/pdf-renderer';
import type { VerifiableDocuments } from '../../platform/verifiable-documents/service';
import type { EstablishmentSession } from '../../types/session';
import { renderContractDocument } from './document';
import type { ContractLanguage } from './document-model';
import {
  findContractView,
  findCurrentVersion,
  findVersions,
  findVisibleVersion,
  type VersionRow,
} from './repository';
import { visibleContracts } from './scope';

export type ContractPdf = { bytes: Buffer; sha256: string; version: VersionRow; language: ContractLanguage };

const COLUMNS = {
  'ar-SA': { pdf: 'pdfAr', sha: 'sha256Ar' },
  'en-US': { pdf: 'pdfEn', sha: 'sha256En' },
} as const;

/** Who approved the version and when, as its document's approval block says. */
export const approvalOf = async (db: Database, version: VersionRow): Promise<Approval> => {
  const [approver] = await db
    .select({ ar: users.nameAr, en: users.nameEn })
    .from(users)
    .where(eq(users.id, version.approvedBy));
  return { by: approver ?? null, at: version.approvedAt.toISOString() };
};

/** The renderer and the verifiable documents a download uses. */
export type PdfServices = { renderer: PdfRenderer; documents: VerifiableDocuments };

/**
 * A version's PDF in one language. A version approved since verifiable documents (issue 25) has
 * its verified file kept at approval (printed by a job, or now if the job has not run; the first
 * stored wins). An older version's is stored the first time it is asked for (rendered from the
 * version's snapshot) and served from the database ever after, with its SHA-256. Of two first
 * requests at once, the first stored wins and both answer the stored bytes.
 */
const pdfOf = async (
  db: Database,
  { renderer, documents }: PdfServices,
  session: EstablishmentSession,
  version: VersionRow,
  language: ContractLanguage,
): Promise<ContractPdf> => {
  const verified = await documents.storedPdf(
    'partnershipContract',
    version.id,
    language,
    session.organization.id,
  );
  if (verified) return { bytes: verified.bytes, sha256: verified.sha256, version, language };
  const column = COLUMNS[language];
  const stored = version[column.pdf];
  const storedSha = version[column.sha];
  if (stored && storedSha) return { bytes: stored, sha256: storedSha, version, language };
  const make = async () => renderContractDocument(version.snapshot, language, await approvalOf(db, version));
  const bytes = await printDocument(renderer, make, session.organization.id);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  await db
    .update(versions)
    .set({ [column.pdf]: bytes, [column.sha]: sha256 })
    .where(and(eq(versions.id, version.id), isNull(versions[column.pdf])));
  const [now] = await db.select().from(versions).where(eq(versions.id, version.id));
  const kept = now?.[column.pdf];
  const keptSha = now?.[column.sha];
  if (!now || !kept || !keptSha) throw new Error(`version ${version.id} lost its PDF`);
  return { bytes: kept, sha256: keptSha, version: now, language };
};

/** `GET .../{id}/pdf`: the PDF of the terms in force (409 before the first approval). */
export const currentPdf = async (
  db: Database,
  services: PdfServices,
  session: EstablishmentSession,
  id: number,
  language: ContractLanguage,
): Promise<ContractPdf> => {
  const view = await findContractView(db, id, visibleContracts(session));
  if (!view) throw notFound();
  const version = await findCurrentVersion(db, view.contract);
  if (!version) throw conflict('partnership.noApprovedVersion');
  return pdfOf(db, services, session, version, language);
};

/** `GET .../pdf/history/{versionId}`: one approved version's PDF (404 outside the caller's contracts). */
export const versionPdf = async (
  db: Database,
  services: PdfServices,
  session: EstablishmentSession,
  versionId: number,
  language: ContractLanguage,
): Promise<ContractPdf> => {
  const version = await findVisibleVersion(db, versionId, visibleContracts(session));
  if (!version) throw notFound();
  return pdfOf(db, services, session, version, language);
};

/** `GET .../{id}/versions`: the approved versions, newest first. */
export const listVersions = async (
  db: Database,
  session: EstablishmentSession,
  id: number,
): Promise<ContractVersion[]> => {
  const view = await findContractView(db, id, visibleContracts(session));
  if (!view) throw notFound();
  return (await findVersions(db, id)).map((row) => ({
    id: row.id,
    termsVersion: row.termsVersion,
    approvedAt: row.approvedAt.toISOString(),
    approvedBy: { id: row.approver.id, name: { ar: row.approver.nameAr, en: row.approver.nameEn } },
    sha256: { 'ar-SA': row.sha256Ar, 'en-US': row.sha256En },
  }));
};
