import { PageFrame } from '../../../components/page-frame';
import { JobForm } from './job-form';

/** `/admin/job/add` (LOOKUP WRITE). */
export const JobAddPage = () => (
  <PageFrame>
    <JobForm />
  </PageFrame>
);
