import { PageFrame } from '../../../components/page-frame';
import { ReasonForm } from './reason-form';

/** `/admin/reason/add` (LOOKUP WRITE). */
export const ReasonAddPage = () => (
  <PageFrame>
    <ReasonForm />
  </PageFrame>
);
