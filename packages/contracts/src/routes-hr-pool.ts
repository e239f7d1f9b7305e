import { appRoute } from './routes-def';

const HR_POOL = {
  roles: ['ADMIN', 'EPRO', 'PRO_OFFICE', 'PRO_COMPANY'],
  module: 'HR_POOL',
  permission: 'READ',
  dataModule: 'HR_POOL',
} as const;

/** Spec 2: HR pool with its tabs, candidates and old worker contracts. */
export const HR_POOL_ROUTES = [
  appRoute('hrPool', 'hr-pool', { navOrder: 400, ...HR_POOL }),
  // FMOL registers its country's DLT workers here (reached from the old-contracts page's tabs).
  appRoute('hrPool.dlt', 'hr-pool/dlt', { parent: 'hrPool', ...HR_POOL, roles: [...HR_POOL.roles, 'FMOL'] }),
  appRoute('hrPool.oldContracts', 'hr-pool/old-contracts', { parent: 'hrPool', ...HR_POOL }),
  appRoute('hrPool.candidateAdd', 'hr-pool/candidates/add', {
    roles: ['EPRO'],
    module: 'HR_POOL',
    permission: 'WRITE',
    dataModule: 'HR_POOL',
    form: true,
  }),
  appRoute('hrPool.candidateEdit', 'hr-pool/candidates/:id/edit', {
    roles: ['ADMIN', 'EPRO'],
    module: 'HR_POOL',
    permission: 'WRITE',
    dataModule: 'HR_POOL',
    form: true,
  }),
  appRoute('hrPool.candidate', 'hr-pool/candidates/:id', {
    roles: ['ADMIN', 'EPRO', 'FMOL', 'PRO_OFFICE', 'PRO_COMPANY', 'FOREIGN_EMBASSY'],
    dataModule: 'HR_POOL',
  }),
  // Same order as hr-pool: the roles do not overlap, so each role sees one entry at 400.
  appRoute('oldContracts', 'old-contracts', {
    navOrder: 400,
    roles: ['SAMOL', 'SA_EMBASSY', 'FOREIGN_EMBASSY', 'FMOL'],
    dataModule: 'HR_POOL',
  }),
];
