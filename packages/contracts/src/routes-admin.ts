import { appRoute } from './routes-def';

const LOOKUP = {
  lookup: true,
  roles: ['ADMIN'],
  module: 'LOOKUP',
  permission: 'READ',
  dataModule: 'LOOKUP',
} as const;

/** Spec 2 admin screens; lookups go to the separate lookups menu. */
export const ADMIN_ROUTES = [
  appRoute('admin.announcements', 'admin/announcements', { navOrder: 2100, ...LOOKUP }),
  appRoute('admin.country', 'admin/country', { navOrder: 2200, ...LOOKUP }),
  appRoute('admin.job', 'admin/job', { navOrder: 2300, ...LOOKUP }),
  appRoute('admin.reason', 'admin/reason', { navOrder: 2400, ...LOOKUP }),
  appRoute('admin.quota', 'admin/quota', { navOrder: 2500, ...LOOKUP }),
  appRoute('admin.organizationLimit', 'admin/organization-limit', { navOrder: 2600, ...LOOKUP }),
  appRoute('admin.settings', 'admin/settings', { navOrder: 2700, ...LOOKUP }),
  appRoute('admin.visa', 'admin/visa', {
    navOrder: 1100,
    roles: ['ADMIN'],
    featureFlag: 'adminVisa',
    dataModule: 'EMPLOYMENT_REQUEST',
  }),
  appRoute('admin.suspensions', 'admin/suspensions', {
    navOrder: 1200,
    roles: ['ADMIN'],
    module: 'ORGANIZATION',
    permission: 'READ',
    dataModule: 'ORGANIZATION',
  }),
  appRoute('admin.users', 'admin/users', { navOrder: 800, roles: ['ADMIN'] }),
  // Spec 2: the user view is open to any signed-in user (e.g. to see who acted on a record).
  appRoute('admin.user', 'admin/users/:id'),
];
