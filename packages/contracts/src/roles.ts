export const ROLES = [
  'ADMIN',
  'EMPLOYER',
  'PRO_OFFICE',
  'PRO_COMPANY',
  'EPRO',
  'FMOL',
  'FOREIGN_EMBASSY',
  'IMPORT',
  'SA_EMBASSY',
  'SAMOL',
  'SANARCOM',
  'TAKAMOL',
  'EMIGRATE',
  'ECONTRACTING',
] as const;

export type Role = (typeof ROLES)[number];

/** Local recruitment offices and companies in the kingdom. */
export const LOCAL_OFFICE_ROLES = ['PRO_OFFICE', 'PRO_COMPANY'] as const satisfies readonly Role[];

/** Roles for which organisation info must be complete and the licence modals apply (spec 5, 6). */
export const OFFICE_ROLES = ['PRO_OFFICE', 'PRO_COMPANY', 'EPRO'] as const satisfies readonly Role[];

/** Whether a role is one of a list of roles (a list typed narrower than `Role` included). */
export const roleIn = (roles: readonly Role[], role: Role): boolean => roles.includes(role);

export const isOfficeRole = (role: Role): boolean => roleIn(OFFICE_ROLES, role);
