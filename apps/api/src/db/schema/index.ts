export * from './lookups';
export * from './organizations';
export * from './users';
export * from './identity';
export * from './organization-history';
export * from './feedback';
export * from './reasons';
export * from './suspensions';
