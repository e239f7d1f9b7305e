import { PageFrame } from '../../../components/page-frame';
import { CandidateForm } from './candidate-form';

/** `hr-pool/candidates/add` (EPRO with HR_POOL WRITE): a candidate of the agency's own pool. */
export const CandidateAddPage = () => (
  <PageFrame>
    <CandidateForm />
  </PageFrame>
);
