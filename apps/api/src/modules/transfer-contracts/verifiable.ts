import { TRANSFER_CONTRACT_STATUS } from '@portal/contracts/transfer-contracts/statuses';
import type { Database } from '../../db/client';
import { findApproval } from '../../platform/documents/approval-record';
import type { VerifiableDocuments } from '../../platform/verifiable-documents/service';
import type { EstablishmentSession } from '../../types/session';
import { renderTransferContractDocument } from './document';
import { getTransferContract } from './service';

/** After the approval committed: the transfer contract's codes, signed payloads and PDFs (issue 25). */
export const issueTransferContract = async (
  documents: VerifiableDocuments,
  db: Database,
  session: EstablishmentSession,
  id: number,
): Promise<void> => {
  const doc = await getTransferContract(db, session, id);
  if (doc.status !== TRANSFER_CONTRACT_STATUS.APPROVED) return;
  const approval = await findApproval(db, {
    entityType: 'transferContract',
    entityId: doc.id,
    approvedStatus: TRANSFER_CONTRACT_STATUS.APPROVED,
  });
  await documents.issue({
    kind: 'transferContract',
    recordId: doc.id,
    version: 1,
    number: doc.number,
    approvedAt: approval ? new Date(approval.at) : new Date(),
    printableOf: (language) => renderTransferContractDocument(doc, language, approval),
  });
};
