import { canOpenRoute, subjectFromCredentials } from '@portal/contracts/navigation';
import { routeById, type RouteId } from '@portal/contracts/routes';
import { useFeatureFlags } from '../config';
import { useCredentials } from '../storage/use-credentials';

/**
 * Whether the signed-in person may open a route of the contracts table: the same rule as menus and
 * guards, for buttons and row actions (e.g. `useCanOpen('admin.jobAdd')` for LOOKUP WRITE).
 */
export const useCanOpen = (id: RouteId): boolean => {
  const credentials = useCredentials();
  const features = useFeatureFlags();
  return credentials ? canOpenRoute(routeById(id), subjectFromCredentials(credentials, features)) : false;
};
