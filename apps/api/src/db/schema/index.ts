export * from './lookups';
export * from './organizations';
export * from './users';
export * from './identity';
