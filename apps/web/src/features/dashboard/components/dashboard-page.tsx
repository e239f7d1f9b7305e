import { PageFrame } from '../../../components/page-frame';
import { DashboardAnnouncements } from './dashboard-announcements';

/** `/dashboard`: announcements for the caller's role; other sections arrive with their modules. */
export const DashboardPage = () => (
  <PageFrame>
    <DashboardAnnouncements />
  </PageFrame>
);
