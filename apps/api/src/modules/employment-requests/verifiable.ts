import { EMPLOYMENT_REQUEST_STATUS } from '@portal/contracts/employment-requests/transitions';
import type { Database } from '../../db/client';
import { findApproval } from '../../platform/documents/approval-record';
import type { VerifiableDocuments } from '../../platform/verifiable-documents/service';
import type { EstablishmentSession } from '../../types/session';
import { renderEmploymentContractDocument } from './document';
import { getEmploymentRequest } from './service';

/**
 * After an action committed: a request that is now CONTRACTED gets its e-contract's codes, signed
 * payloads and PDFs queued (issue 25), printed as the contract stands at approval. A request issued
 * before (e.g. back to CONTRACTED after a refused cancellation) keeps its codes.
 */
export const issueEContract = async (
  documents: VerifiableDocuments,
  db: Database,
  session: EstablishmentSession,
  id: number,
): Promise<void> => {
  const doc = await getEmploymentRequest(db, session, id);
  if (doc.status !== EMPLOYMENT_REQUEST_STATUS.CONTRACTED) return;
  const approval = await findApproval(db, {
    entityType: 'employmentRequest',
    entityId: doc.id,
    approvedStatus: EMPLOYMENT_REQUEST_STATUS.CONTRACTED,
  });
  await documents.issue({
    kind: 'employmentContract',
    recordId: doc.id,
    version: 1,
    number: doc.number,
    approvedAt: approval ? new Date(approval.at) : new Date(),
    printableOf: (language) => renderEmploymentContractDocument(doc, language, approval),
  });
};
