export * from './lookups';
export * from './organizations';
export * from './users';
export * from './identity';
export * from './record-history';
export * from './feedback';
export * from './reasons';
export * from './suspensions';
