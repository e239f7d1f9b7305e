import { PageFrame } from '../../../components/page-frame';
import { IncidentForm } from './incident-form';

/** `/admin/incidents/add` (LOOKUP WRITE). */
export const IncidentAddPage = () => (
  <PageFrame>
    <IncidentForm />
  </PageFrame>
);
