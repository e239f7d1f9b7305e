import { PageFrame } from '../../../components/page-frame';
import { HolidayForm } from './holiday-form';

/** `/admin/public-holidays/add` (LOOKUP WRITE). */
export const HolidayAddPage = () => (
  <PageFrame>
    <HolidayForm />
  </PageFrame>
);
