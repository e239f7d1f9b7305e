import { subjectFromCredentials, canOpenRoute } from '@portal/contracts/navigation';
import { routeById, type RouteId } from '@portal/contracts/routes';
import { useFeatureFlags } from '../lib/config';
import { useCredentials } from '../lib/storage/use-credentials';

/** Whether the signed-in person may open this route (buttons and links follow the route table). */
export const useRouteAllowed = (id: RouteId): boolean => {
  const credentials = useCredentials();
  const features = useFeatureFlags();
  if (!credentials) return false;
  return canOpenRoute(routeById(id), subjectFromCredentials(credentials, features));
};
