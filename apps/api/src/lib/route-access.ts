import type { Permission } from '@portal/contracts/access';
import type { Role } from '@portal/contracts/roles';
import { routeById, type RouteId } from '@portal/contracts/routes';
import type { Party } from '@portal/contracts/transitions/define';
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

/**
 * A declared action's rule: the screen's rule at the action's permission, narrowed to the roles
 * that can be one of the parties the declaration names (`rolesOf` maps the module's parties onto
 * roles; an admin is the ADMIN role). A screen open to every role narrows to the parties' roles.
 * Whom the record names is checked later, by the runner.
 */
export const actionAccess = (
  id: RouteId,
  rule: { by: readonly Party[]; permission: { level: Permission } },
  rolesOf: Partial<Record<Party, readonly Role[]>> = {},
): EstablishmentAccess => {
  const base = routeAccess(id, rule.permission.level);
  const parties = new Set<Role>(
    rule.by.flatMap((party): readonly Role[] => (party === 'admin' ? ['ADMIN'] : (rolesOf[party] ?? []))),
  );
  return { ...base, roles: base.roles ? base.roles.filter((role) => parties.has(role)) : [...parties] };
};
