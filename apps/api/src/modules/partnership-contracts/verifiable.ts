import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { partnershipContractVersions as versions } from '../../db/schema/index';
import type { ApprovedDocument } from '../../platform/verifiable-documents/issue';
import type { StoredListener, VerifiableDocuments } from '../../platform/verifiable-documents/service';
import { renderContractDocument } from './document';
import { approvalOf } from './pdf';
import type { VersionRow } from './repository';

const KIND = 'partnershipContract';

/** One approved version as a verifiable document: its immutable snapshot, printed as approved. */
export const versionDocument = (db: Database, version: VersionRow): ApprovedDocument => ({
  kind: KIND,
  recordId: version.id,
  version: version.termsVersion,
  number: version.snapshot.number ?? '',
  approvedAt: version.approvedAt,
  printableOf: async (language) =>
    renderContractDocument(version.snapshot, language, await approvalOf(db, version)),
});

/**
 * After an approval or a confirmed update committed: the version now in force gets its codes and
 * its PDFs queued (issue 25: fixed at approval, not at first print).
 */
export const issueNewestVersion = async (
  documents: VerifiableDocuments,
  db: Database,
  contractId: number,
) => {
  const [version] = await db
    .select()
    .from(versions)
    .where(eq(versions.contractId, contractId))
    .orderBy(desc(versions.termsVersion))
    .limit(1);
  if (version) await documents.issue(versionDocument(db, version));
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
