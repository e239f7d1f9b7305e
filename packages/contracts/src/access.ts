export const MODULES = [
  'EMPLOYMENT_REQUEST',
  'HR_POOL',
  'LOOKUP',
  'ORGANIZATION',
  'PARTNERSHIP_CONTRACT',
] as const;
export type Module = (typeof MODULES)[number];

export const ACCESS_LEVELS = ['NONE', 'READ', 'WRITE'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

export type AccessRight = { module: Module; access: AccessLevel };

/** What a route or action needs: read or write on a module. */
export type Permission = 'READ' | 'WRITE';

/**
 * Spec 6: write needs WRITE; read needs READ or WRITE; a module with no entry is allowed.
 */
export const hasAccess = (rights: readonly AccessRight[], module: Module, needed: Permission): boolean => {
  const entry = rights.find((right) => right.module === module);
  if (!entry) return true;
  if (needed === 'WRITE') return entry.access === 'WRITE';
  return entry.access === 'READ' || entry.access === 'WRITE';
};
