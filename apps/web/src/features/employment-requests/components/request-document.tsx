import type { EmploymentRequest } from '@portal/contracts/employment-requests/schemas';
import { RecordDocument } from '../../../components/record/record-document';
import { downloadContractPdf, useContractDocument } from '../api/contract-document';

/** The request's e-contract as the API prints it, with its PDF in Arabic and in English. */
export const RequestDocument = ({ request }: { request: EmploymentRequest }) => (
  <RecordDocument
    record={request}
    texts="employmentRequests"
    titleId="request-document-title"
    useDocument={useContractDocument}
    downloadPdf={downloadContractPdf}
  />
);
