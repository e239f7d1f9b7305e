import { hasAccess, type AccessRight, type Module, type Permission } from '@portal/contracts/access';
import type { Role } from '@portal/contracts/roles';
import type { MessageKey } from '../i18n/catalogue';

/** Establishment-level rule: the request must name one of the person's active memberships. */
export type EstablishmentAccess = {
  roles?: readonly Role[];
  module?: Module;
  permission?: Permission;
  excludeSubUsers?: boolean;
  /** Only sub-users (a super user's own registrations have their own routes). */
  onlySubUsers?: boolean;
  /** Catalogue key of the 403 for a role or kind of user outside the rule, when the generic one says too little. */
  refusal?: MessageKey;
  /**
   * Writes (non-GET) stay open to a suspended organisation and to one whose licence expired
   * (`writeBlockOf`): terms acceptance, feedback, licence-update submission. Every other
   * establishment-level write of such an organisation answers 403 with its reason.
   */
  allowWhenSuspended?: boolean;
};

/**
 * An operator's endpoint (/metrics): no person's token, but the operator's bearer token or a peer in
 * the allowed networks (plugins/metrics.ts, decision 0044).
 */
export type OperatorAccess = { operator: true };

/** What every route declares in `config.access`. */
export type AccessDeclaration =
  { public: true } | { authenticated: true } | OperatorAccess | EstablishmentAccess;

export const isPublicAccess = (access: AccessDeclaration): access is { public: true } =>
  'public' in access && access.public === true;

export const isOperatorAccess = (access: AccessDeclaration): access is OperatorAccess =>
  'operator' in access && access.operator === true;

export const isPersonAccess = (access: AccessDeclaration): access is { authenticated: true } =>
  'authenticated' in access && access.authenticated === true;

/** What the rule reads of a membership. */
export type AccessHolder = { role: Role; superUser: boolean; accessRights: readonly AccessRight[] };

/**
 * Why the rule refuses this membership (a catalogue key), or null when it admits it: the role, the
 * kind of user (super or sub-user), then the module permission (spec 6). The access-control plugin answers 403
 * with this key; features that show data of several screens (the notification counts) ask it too.
 */
export const refusalOf = (rule: EstablishmentAccess, holder: AccessHolder): MessageKey | null => {
  const refusal = rule.refusal ?? 'errors.forbidden';
  if (rule.roles && !rule.roles.includes(holder.role)) return refusal;
  if (rule.excludeSubUsers && !holder.superUser) return refusal;
  if (rule.onlySubUsers && holder.superUser) return refusal;
  if (rule.module && !hasAccess(holder.accessRights, rule.module, rule.permission ?? 'READ')) {
    return 'errors.forbidden';
  }
  return null;
};
