import type { Module, Permission } from '@portal/contracts/access';
import type { Role } from '@portal/contracts/roles';

/** Establishment-level rule: the request must name one of the person's active memberships. */
export type EstablishmentAccess = {
  roles?: readonly Role[];
  module?: Module;
  permission?: Permission;
  excludeSubUsers?: boolean;
  /**
   * Writes (non-GET) stay open to a suspended organisation: terms acceptance, feedback, licence-update
   * submission. Every other establishment-level write of a suspended organisation answers 403.
   */
  allowWhenSuspended?: boolean;
};

/** What every route declares in `config.access`. */
export type AccessDeclaration = { public: true } | { authenticated: true } | EstablishmentAccess;

export const isPublicAccess = (access: AccessDeclaration): access is { public: true } =>
  'public' in access && access.public === true;

export const isPersonAccess = (access: AccessDeclaration): access is { authenticated: true } =>
  'authenticated' in access && access.authenticated === true;
