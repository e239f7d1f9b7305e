import { PageFrame } from '../../../components/page-frame';
import { QuotaForm } from './quota-form';

/** `/admin/quota/add` (LOOKUP WRITE). */
export const QuotaAddPage = () => (
  <PageFrame>
    <QuotaForm />
  </PageFrame>
);
