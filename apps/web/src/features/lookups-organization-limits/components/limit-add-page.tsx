import { PageFrame } from '../../../components/page-frame';
import { LimitForm } from './limit-form';

/** `/admin/organization-limit/add` (LOOKUP WRITE). */
export const LimitAddPage = () => (
  <PageFrame>
    <LimitForm />
  </PageFrame>
);
