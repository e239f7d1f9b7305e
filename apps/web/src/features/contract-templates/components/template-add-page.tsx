import { PageFrame } from '../../../components/page-frame';
import { TemplateForm } from './template-form';

/** `/admin/contract-templates/add` (LOOKUP WRITE): a country's template at version 1. */
export const TemplateAddPage = () => (
  <PageFrame>
    <TemplateForm />
  </PageFrame>
);
