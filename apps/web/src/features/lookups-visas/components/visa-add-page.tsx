import { PageFrame } from '../../../components/page-frame';
import { VisaForm } from './visa-form';

/** `/admin/visa/add` (adminVisa flag, LOOKUP WRITE). */
export const VisaAddPage = () => (
  <PageFrame>
    <VisaForm />
  </PageFrame>
);
