import { appRoute } from './routes-def';

const ORG = { dataModule: 'ORGANIZATION' } as const;
const ORG_WRITE = {
  roles: ['ADMIN'],
  module: 'ORGANIZATION',
  permission: 'WRITE',
  form: true,
  ...ORG,
} as const;
const SUBUSERS = {
  roles: ['ADMIN', 'EPRO', 'FMOL', 'PRO_OFFICE', 'PRO_COMPANY', 'FOREIGN_EMBASSY', 'SA_EMBASSY', 'SAMOL'],
  excludeSubUsers: true,
} as const;

/** Spec 2: dashboard, organisations, licence, profile, sub-users and the always-open pages. */
export const ORGANIZATION_ROUTES = [
  appRoute('dashboard', 'dashboard', { navOrder: 100, roles: ['EPRO', 'FMOL', 'PRO_OFFICE', 'PRO_COMPANY'] }),
  appRoute('organization', 'organization', {
    navOrder: 200,
    roles: ['ADMIN', 'SA_EMBASSY', 'EPRO', 'PRO_OFFICE', 'PRO_COMPANY', 'FMOL'],
    ...ORG,
  }),
  appRoute('organization.add', 'organization/add', ORG_WRITE),
  appRoute('organization.view', 'organization/:id', { roles: ['ADMIN', 'SA_EMBASSY'], ...ORG }),
  appRoute('organization.edit', 'organization/:id/edit', ORG_WRITE),
  appRoute('organization.epro', 'organization/:id/epro', {
    roles: ['PRO_COMPANY', 'PRO_OFFICE', 'FMOL'],
    ...ORG,
  }),
  appRoute('licenseUpdate', 'license-update', {
    navOrder: 1000,
    roles: ['ADMIN', 'EPRO', 'PRO_COMPANY', 'PRO_OFFICE'],
    form: true,
    ...ORG,
  }),
  appRoute('profile.edit', 'profile/edit', {
    roles: ['PRO_COMPANY', 'PRO_OFFICE', 'EPRO'],
    form: true,
    ...ORG,
  }),
  // Decision 0060: the organisation its own card; admins and SAMOL all; FMOL its country's agencies.
  appRoute('scorecards', 'scorecards', {
    navOrder: 1300,
    roles: ['ADMIN', 'SAMOL', 'FMOL', 'PRO_OFFICE', 'PRO_COMPANY', 'EPRO', 'FOREIGN_EMBASSY'],
  }),
  // Decision 0058: each person's inbox (reminders of the deadline clocks, others' status changes),
  // opened from the app bar's inbox button with its unread count, open to every signed-in role.
  appRoute('inbox', 'inbox'),
  appRoute('subusers', 'subusers', { navOrder: 2000, ...SUBUSERS }),
  // A form: permissions are edited here; the form is disabled for roles that may not update them.
  appRoute('subusers.view', 'subusers/:id', { form: true, ...SUBUSERS }),
  appRoute('forbidden', '403'),
  appRoute('termsAndConditions', 'terms-and-conditions'),
];
