import { PageFrame } from '../../../components/page-frame';
import { AnnouncementForm } from './announcement-form';

/** `/admin/announcements/add` (LOOKUP WRITE). */
export const AnnouncementAddPage = () => (
  <PageFrame>
    <AnnouncementForm />
  </PageFrame>
);
