import { alias } from 'drizzle-orm/pg-core';
import { and, asc, desc, eq, gt, isNull, notExists } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { partnershipContractVersions as versions, verifiableDocuments } from '../../db/schema/index';
import type { Approval } from '../../platform/documents/blocks';
import type { ApprovedDocument, DocumentCopies } from '../../platform/verifiable-documents/issue';
import type { StoredListener, VerifiableDocuments } from '../../platform/verifiable-documents/service';
import { renderContractDocument } from './document';
import type { ContractDocument } from './document-model';
import { approvalOf } from './pdf';
import type { VersionRow } from './repository';
import type { UserRow } from '../../types/session';

const KIND = 'partnershipContract';

/** Who is approving, as the session read them: their names need no read of their own. */
export type Approver = Pick<UserRow, 'id' | 'nameAr' | 'nameEn'>;

/** The copies of a version as approved at `approvedAt`, its approval read when first printed. */
const versionCopies = (
  snapshot: ContractDocument,
  termsVersion: number,
  approvedAt: Date,
  approvalOf: () => Promise<Approval>,
): DocumentCopies => ({
  kind: KIND,
  version: termsVersion,
  number: snapshot.number ?? '',
  approvedAt,
  printableOf: async (language) => renderContractDocument(snapshot, language, await approvalOf()),
});

/**
 * The copies an agency's approval issues in its own statement (decision 0077): the document it
 * stores as the version, approved by the caller at the action's moment.
 */
export const approvalCopies = (
  snapshot: ContractDocument,
  termsVersion: number,
  approver: Approver,
  approvedAt: Date,
): DocumentCopies => {
  const approval = { by: { ar: approver.nameAr, en: approver.nameEn }, at: approvedAt.toISOString() };
  return versionCopies(snapshot, termsVersion, approvedAt, async () => approval);
};

/**
 * One approved version as a verifiable document: its immutable snapshot, printed as approved. Its
 * approver is read once for both languages, unless `approver` (the caller) is the one who approved:
 * then the version is the one their confirmation just made, none of its copies issued.
 */
export const versionDocument = (db: Database, version: VersionRow, approver?: Approver): ApprovedDocument => {
  const byCaller = approver?.id === version.approvedBy;
  if (approver && byCaller)
    return {
      ...approvalCopies(version.snapshot, version.termsVersion, approver, version.approvedAt),
      recordId: version.id,
      fresh: true,
    };
  let approval: Promise<Approval> | undefined;
  return {
    ...versionCopies(
      version.snapshot,
      version.termsVersion,
      version.approvedAt,
      () => (approval ??= approvalOf(db, version)),
    ),
    recordId: version.id,
    fresh: false,
  };
};

/**
 * After a confirmed update committed: the version now in force gets its codes and its PDFs queued
 * (fixed at approval, not at first print). `approver`: the caller. An approval issues its own.
 */
export const issueNewestVersion = async (
  documents: VerifiableDocuments,
  db: Database,
  contractId: number,
  approver?: Approver,
) => {
  const [version] = await db
    .select()
    .from(versions)
    .where(eq(versions.contractId, contractId))
    .orderBy(desc(versions.termsVersion))
    .limit(1);
  if (version) await documents.issue(versionDocument(db, version, approver));
};

const COLUMNS = {
  'ar-SA': { pdf: 'pdfAr', sha: 'sha256Ar' },
  'en-US': { pdf: 'pdfEn', sha: 'sha256En' },
} as const;

/** The verified file kept is also the version's PDF and SHA-256 (the versions list shows them). */
export const keepOnVersion =
  (db: Database): StoredListener =>
  async (versionId, language, pdf) => {
    const column = COLUMNS[language];
    await db
      .update(versions)
      .set({ [column.pdf]: pdf.bytes, [column.sha]: pdf.sha256 })
      .where(and(eq(versions.id, versionId), isNull(versions[column.pdf])));
  };

const newer = alias(versions, 'newer_version');

/**
 * The versions in force that have no code yet, oldest first: approved before verifiable documents
 * (the demo data's, an older database's) or whose issue failed after the commit.
 */
const unissuedVersions = (db: Database, afterId: number, limit: number) =>
  db
    .select()
    .from(versions)
    .where(
      and(
        gt(versions.id, afterId),
        notExists(
          db
            .select({ one: newer.id })
            .from(newer)
            .where(
              and(eq(newer.contractId, versions.contractId), gt(newer.termsVersion, versions.termsVersion)),
            ),
        ),
        notExists(
          db
            .select({ one: verifiableDocuments.id })
            .from(verifiableDocuments)
            .where(and(eq(verifiableDocuments.kind, KIND), eq(verifiableDocuments.recordId, versions.id))),
        ),
      ),
    )
    .orderBy(asc(versions.id))
    .limit(limit);

/** How many versions one run issues at most (the next run goes on). */
const ISSUE_RUN_LIMIT = 500;
const ISSUE_BATCH = 20;

/**
 * Issues the codes of the versions in force that have none, a batch at a time: a new portal's
 * demo contracts print with their QR codes, and an approval whose issue failed gets its code at
 * the next run. Answers how many versions were issued.
 */
export const issueUnverifiedVersions = async (
  documents: VerifiableDocuments,
  db: Database,
  limit = ISSUE_RUN_LIMIT,
): Promise<number> => {
  let issued = 0;
  let afterId = 0;
  while (issued < limit) {
    const batch = await unissuedVersions(db, afterId, Math.min(ISSUE_BATCH, limit - issued));
    // One that fails is logged by `issue` and left for the next run (the cursor moves past it).
    for (const version of batch) await documents.issue(versionDocument(db, version));
    issued += batch.length;
    afterId = batch.at(-1)?.id ?? afterId;
    if (batch.length < ISSUE_BATCH) break;
  }
  return issued;
};
