import type { Permission } from '@portal/contracts/access';
import { routeById, type RouteId } from '@portal/contracts/routes';
import type { EstablishmentAccess } from './access-declaration';

/**
 * The API rule of a screen's data, from the contracts route table (one source of truth): the
 * route's roles and module, with READ for reading and WRITE for changing.
 * `routeAccess('admin.job', 'WRITE')` → `{ roles: ['ADMIN'], module: 'LOOKUP', permission: 'WRITE' }`.
 */
export const routeAccess = (id: RouteId, permission: Permission = 'READ'): EstablishmentAccess => {
  const route = routeById(id);
  const module = route.module ?? route.dataModule;
  return {
    ...(route.roles && { roles: route.roles }),
    ...(module && { module, permission }),
    ...(route.excludeSubUsers && { excludeSubUsers: true }),
  };
};
