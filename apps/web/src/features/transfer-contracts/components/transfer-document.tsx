import type { TransferContract } from '@portal/contracts/transfer-contracts/schemas';
import { RecordDocument } from '../../../components/record/record-document';
import { downloadTransferPdf, useTransferDocument } from '../api/transfer-document';

/** The transfer contract as the API prints it, with its PDF in Arabic and in English. */
export const TransferDocument = ({ transfer }: { transfer: TransferContract }) => (
  <RecordDocument
    record={transfer}
    texts="transferContracts"
    titleId="transfer-document-title"
    useDocument={useTransferDocument}
    downloadPdf={downloadTransferPdf}
  />
);
