import { hasAccess } from '@portal/contracts/access';
import { todayInKingdom } from '@portal/contracts/constants';
import {
  isOperatorAccess,
  isPersonAccess,
  isPublicAccess,
  type AccessDeclaration,
} from '../../lib/access-declaration';
import type { Caller } from './callers';

/** What one cell must answer: a refusal with its status, or anything but 401/403 (and never >= 500). */
export type Expected = { refused: 401 | 403; why: string } | { refused: false; why: string };

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The answer a route's declared rule gives a caller, worked out here from the declaration alone
 * (spec 6, decisions 0005 and 0010), independently of the access-control plugin's code.
 */
export const expectedFor = (access: AccessDeclaration, method: string, caller: Caller): Expected => {
  if (isPublicAccess(access)) return { refused: false, why: 'public' };
  // Operator endpoints (/metrics) admit no person and are not API operations (plugins/metrics.ts).
  if (isOperatorAccess(access)) throw new Error('an operator endpoint is not in the matrix');
  const membership = caller.membership;
  if (!membership) return { refused: 401, why: 'no token' };
  if (isPersonAccess(access)) return { refused: false, why: 'any signed-in person' };
  const { establishment, organization, accessRights } = membership;
  if (access.roles && !access.roles.includes(establishment.role)) {
    return { refused: 403, why: `role ${establishment.role} not in ${access.roles.join(',')}` };
  }
  if (access.excludeSubUsers && !establishment.superUser) return { refused: 403, why: 'sub-users excluded' };
  if (access.onlySubUsers && establishment.superUser) return { refused: 403, why: 'sub-users only' };
  if (access.module && !hasAccess(accessRights, access.module, access.permission ?? 'READ')) {
    return { refused: 403, why: `needs ${access.module} ${access.permission ?? 'READ'}` };
  }
  if (!READ_METHODS.has(method) && !access.allowWhenSuspended) {
    if (!organization.active) return { refused: 403, why: 'suspended organisation writes' };
    if (organization.licenseDate !== null && organization.licenseDate <= todayInKingdom()) {
      return { refused: 403, why: 'expired licence writes' };
    }
  }
  return { refused: false, why: 'the rule admits the caller' };
};
