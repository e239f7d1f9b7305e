import { appRoute } from './routes-def';

/** Spec 4 / DOMAIN.md: a visa is chosen first. */
export const EMPLOYMENT_REQUEST_WIZARD_STEPS = [
  'select-visa',
  'employer-info',
  'econtracting',
  'select-candidate',
  'contract',
] as const;
export type EmploymentRequestWizardStep = (typeof EMPLOYMENT_REQUEST_WIZARD_STEPS)[number];

const ER = { dataModule: 'EMPLOYMENT_REQUEST' } as const;
const WIZARD = { roles: ['PRO_COMPANY', 'PRO_OFFICE'], form: true, ...ER } as const;
const STEP = { parent: 'employmentRequests.wizard', ...WIZARD } as const;
const EMPLOYERS = { dataModule: 'EMPLOYMENT_REQUEST' } as const;
const COMPLAINTS = {
  roles: ['FOREIGN_EMBASSY', 'PRO_OFFICE', 'PRO_COMPANY'],
  featureFlag: 'complaints',
  ...ER,
} as const;
const TRANSFER = {
  roles: ['ADMIN', 'SA_EMBASSY', 'SAMOL', 'FOREIGN_EMBASSY', 'FMOL', 'PRO_OFFICE', 'PRO_COMPANY', 'EPRO'],
  ...ER,
} as const;

/** Spec 2: employment requests (e-contracts), their wizard, employers, transfers, complaints. */
export const EMPLOYMENT_ROUTES = [
  appRoute('employmentRequests', 'employment-requests', { navOrder: 600, ...ER }),
  appRoute('employmentRequests.pending', 'employment-requests/pending', {
    parent: 'employmentRequests',
    roles: ['FOREIGN_EMBASSY'],
    ...ER,
  }),
  appRoute('employmentRequests.wizard', 'employment-requests/wizard', WIZARD),
  appRoute('employmentRequests.wizard.selectVisa', 'employment-requests/wizard/select-visa', STEP),
  appRoute('employmentRequests.wizard.employerInfo', 'employment-requests/wizard/employer-info', STEP),
  appRoute('employmentRequests.wizard.econtracting', 'employment-requests/wizard/econtracting', STEP),
  appRoute('employmentRequests.wizard.selectCandidate', 'employment-requests/wizard/select-candidate', STEP),
  appRoute('employmentRequests.wizard.contract', 'employment-requests/wizard/contract', STEP),
  appRoute('employmentRequests.contract', 'employment-requests/contract/:id', ER),
  appRoute('employmentRequests.employer', 'employment-requests/:id/employer', ER),
  appRoute('employmentRequests.candidate', 'employment-requests/:id/candidate', ER),
  appRoute('employmentRequests.bulk', 'employment-requests/bulk/:id', {
    roles: ['PRO_OFFICE', 'PRO_COMPANY'],
    ...ER,
  }),
  appRoute('employers', 'employers', {
    navOrder: 700,
    roles: ['ADMIN', 'PRO_OFFICE', 'PRO_COMPANY'],
    ...EMPLOYERS,
  }),
  appRoute('employers.edit', 'employers/:id/edit', { roles: ['ADMIN'], form: true, ...EMPLOYERS }),
  appRoute('employers.view', 'employers/:id', {
    roles: ['PRO_COMPANY', 'PRO_OFFICE', 'ADMIN'],
    ...EMPLOYERS,
  }),
  appRoute('transferContracts', 'transfer-contracts', { navOrder: 610, ...TRANSFER }),
  appRoute('transferContracts.add', 'transfer-contracts/add', {
    roles: ['PRO_OFFICE', 'PRO_COMPANY'],
    form: true,
    ...ER,
  }),
  appRoute('transferContracts.view', 'transfer-contracts/:id', TRANSFER),
  appRoute('transferContracts.workerDetails', 'transfer-contracts/:id/worker-details', TRANSFER),
  appRoute('complaints', 'complaints', { navOrder: 1000, ...COMPLAINTS }),
  appRoute('complaints.add', 'complaints/add', { form: true, ...COMPLAINTS }),
  // Not in spec 2: compliance orders (decision 0059), the offices' own and every one for admins;
  // admins decide on complaints on their own screen.
  appRoute('complianceOrders', 'compliance-orders', {
    navOrder: 1010,
    roles: ['ADMIN', 'PRO_OFFICE', 'PRO_COMPANY'],
    featureFlag: 'complaints',
    ...ER,
  }),
  appRoute('admin.complaints', 'admin/complaints', {
    navOrder: 1210,
    roles: ['ADMIN'],
    module: 'ORGANIZATION',
    permission: 'READ',
    dataModule: 'ORGANIZATION',
    featureFlag: 'complaints',
  }),
];
