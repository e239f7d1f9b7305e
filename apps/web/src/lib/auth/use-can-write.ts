import { canOpenRoute, subjectFromCredentials } from '@portal/contracts/navigation';
import { routeById, type RouteId } from '@portal/contracts/routes';
import { useFeatureFlags } from '../config';
import { useCredentials } from '../storage/use-credentials';

/**
 * Whether the signed-in person may change the data of a screen: its route's rule with WRITE on
 * the route's module (e.g. LOOKUP WRITE for `admin.settings`), the same rule the API applies.
 */
export const useCanWrite = (id: RouteId): boolean => {
  const credentials = useCredentials();
  const features = useFeatureFlags();
  if (!credentials) return false;
  const route = routeById(id);
  return canOpenRoute({ ...route, permission: 'WRITE' }, subjectFromCredentials(credentials, features));
};
