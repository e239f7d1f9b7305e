import { lazy, Suspense } from 'react';
import { withModuleResources } from '../../lib/i18n/module-resources';
import { useCredentials } from '../../lib/storage/use-credentials';
import { dashboardTexts } from './locales/module-texts';

/** The section and the dashboard's texts load only for an admin, beside the page that shows it. */
const Section = lazy(async () => ({
  default: await withModuleResources(dashboardTexts, () =>
    import('./components/admin-waiting').then((module) => module.AdminWaiting),
  )(),
}));

/**
 * The public entry of the admins' "What waits on me" for the page where admins land (the
 * organisations list: the first menu route an admin may read, `startPath`); nothing for the other
 * roles, whose dashboard has its own section.
 */
export const AdminWaitingSection = () => {
  const role = useCredentials()?.establishment.role;
  if (role !== 'ADMIN') return null;
  return (
    <Suspense fallback={null}>
      <Section />
    </Suspense>
  );
};
