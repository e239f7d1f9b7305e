import { describe, expect, it } from 'vitest';
import type { Module, Permission } from './access';
import { ALL_FLAGS_ON, subject } from './navigation-fixtures';
import { canOpenRoute } from './navigation';
import { ROLES, type Role } from './roles';
import { ROUTES, routeById, type RouteId } from './routes';

type Row = {
  group: string;
  routes: RouteId[];
  roles: readonly Role[] | 'all';
  permission?: { module: Module; access: Permission };
  excludeSubUsers?: boolean;
};

const ER_WIZARD: RouteId[] = [
  'employmentRequests.wizard',
  'employmentRequests.wizard.selectVisa',
  'employmentRequests.wizard.employerInfo',
  'employmentRequests.wizard.econtracting',
  'employmentRequests.wizard.selectCandidate',
  'employmentRequests.wizard.contract',
];
const PC_WIZARD = ROUTES.map((route) => route.id).filter((id) =>
  id.startsWith('partnershipContracts.wizard'),
);

/** Spec section 6 "Route access", transcribed row by row (independently of the route table). */
const TABLE: Row[] = [
  {
    group: 'Admin lookups',
    routes: [
      'admin.job',
      'admin.country',
      'admin.organizationLimit',
      'admin.quota',
      'admin.reason',
      'admin.settings',
      'admin.announcements',
      // Not in spec 6's table: the contract templates (decision 0053).
      'admin.contractTemplates',
      // Not in spec 6's table: the public holidays of the deadline clocks (decision 0057).
      'admin.publicHolidays',
    ],
    roles: ['ADMIN'],
    permission: { module: 'LOOKUP', access: 'READ' },
  },
  // Beyond spec 2 (docs/decisions/0006-lists-exports-history-and-lookup-pages.md): a lookup's add page and record page.
  {
    group: 'Lookup add',
    routes: [
      'admin.jobAdd',
      'admin.reasonAdd',
      'admin.quotaAdd',
      'admin.organizationLimitAdd',
      'admin.announcementsAdd',
      'admin.visaAdd',
      'admin.contractTemplateAdd',
      'admin.publicHolidayAdd',
      'admin.incidentAdd',
    ],
    roles: ['ADMIN'],
    permission: { module: 'LOOKUP', access: 'WRITE' },
  },
  {
    group: 'Lookup record',
    routes: [
      'admin.jobView',
      'admin.countryView',
      'admin.reasonView',
      'admin.quotaView',
      'admin.organizationLimitView',
      'admin.announcementsView',
      'admin.visaView',
      'admin.contractTemplateView',
      'admin.publicHolidayView',
      'admin.incidentView',
      // Not in spec 6's table: the incidents that pause the deadline clocks (decision 0057).
      'admin.incidents',
    ],
    roles: ['ADMIN'],
    permission: { module: 'LOOKUP', access: 'READ' },
  },
  { group: 'Visas, users', routes: ['admin.visa', 'admin.users'], roles: ['ADMIN'] },
  // Not in spec 6's table: the background job queue (decision 0047).
  { group: 'Job queue', routes: ['admin.systemJobs'], roles: ['ADMIN'] },
  {
    // Not in spec 6's table: the employer watchlist and the admins' review queue (decision 0062).
    group: 'Employer watchlist',
    routes: ['watchlist'],
    roles: ['ADMIN', 'FOREIGN_EMBASSY', 'SA_EMBASSY'],
    permission: { module: 'EMPLOYMENT_REQUEST', access: 'READ' },
  },
  {
    group: 'Watchlist reviews',
    routes: ['admin.watchlistReviews'],
    roles: ['ADMIN'],
    permission: { module: 'EMPLOYMENT_REQUEST', access: 'READ' },
  },
  {
    group: 'Suspensions',
    routes: ['admin.suspensions'],
    roles: ['ADMIN'],
    permission: { module: 'ORGANIZATION', access: 'READ' },
  },
  {
    // Not in spec 6's table: the admins' queue of the registration form (decision 0015).
    group: 'Registration requests',
    routes: ['admin.registrations'],
    roles: ['ADMIN'],
    permission: { module: 'ORGANIZATION', access: 'READ' },
  },
  {
    group: 'Complaints',
    routes: ['complaints', 'complaints.add'],
    roles: ['FOREIGN_EMBASSY', 'PRO_OFFICE', 'PRO_COMPANY'],
  },
  // Not in spec 6's table: compliance orders and the admins' complaints to decide (decision 0059).
  { group: 'Compliance orders', routes: ['complianceOrders'], roles: ['ADMIN', 'PRO_OFFICE', 'PRO_COMPANY'] },
  {
    group: 'Complaints to decide',
    routes: ['admin.complaints'],
    roles: ['ADMIN'],
    permission: { module: 'ORGANIZATION', access: 'READ' },
  },
  {
    group: 'HR pool',
    routes: ['hrPool', 'hrPool.oldContracts'],
    roles: ['ADMIN', 'EPRO', 'PRO_OFFICE', 'PRO_COMPANY'],
    permission: { module: 'HR_POOL', access: 'READ' },
  },
  {
    group: 'DLT candidates (the labour ministry registers them)',
    routes: ['hrPool.dlt'],
    roles: ['ADMIN', 'EPRO', 'PRO_OFFICE', 'PRO_COMPANY', 'FMOL'],
    permission: { module: 'HR_POOL', access: 'READ' },
  },
  {
    group: 'Add candidate',
    routes: ['hrPool.candidateAdd'],
    roles: ['EPRO'],
    permission: { module: 'HR_POOL', access: 'WRITE' },
  },
  {
    group: 'Edit candidate',
    routes: ['hrPool.candidateEdit'],
    roles: ['ADMIN', 'EPRO'],
    permission: { module: 'HR_POOL', access: 'WRITE' },
  },
  {
    group: 'View candidate',
    routes: ['hrPool.candidate'],
    roles: ['ADMIN', 'EPRO', 'FMOL', 'PRO_OFFICE', 'PRO_COMPANY', 'FOREIGN_EMBASSY'],
  },
  {
    group: 'Old contracts',
    routes: ['oldContracts'],
    roles: ['SAMOL', 'SA_EMBASSY', 'FOREIGN_EMBASSY', 'FMOL'],
  },
  { group: 'Dashboard', routes: ['dashboard'], roles: ['EPRO', 'FMOL', 'PRO_OFFICE', 'PRO_COMPANY'] },
  { group: 'Employers list', routes: ['employers'], roles: ['ADMIN', 'PRO_OFFICE', 'PRO_COMPANY'] },
  { group: 'Employer edit', routes: ['employers.edit'], roles: ['ADMIN'] },
  { group: 'Employer view', routes: ['employers.view'], roles: ['PRO_COMPANY', 'PRO_OFFICE', 'ADMIN'] },
  {
    group: 'Employment requests list and views',
    routes: [
      'employmentRequests',
      'employmentRequests.contract',
      'employmentRequests.employer',
      'employmentRequests.candidate',
    ],
    roles: 'all',
  },
  { group: 'Pending tab', routes: ['employmentRequests.pending'], roles: ['FOREIGN_EMBASSY'] },
  { group: 'Employment request wizard', routes: ER_WIZARD, roles: ['PRO_COMPANY', 'PRO_OFFICE'] },
  { group: 'Bulk view', routes: ['employmentRequests.bulk'], roles: ['PRO_OFFICE', 'PRO_COMPANY'] },
  {
    group: 'License update',
    routes: ['licenseUpdate'],
    roles: ['ADMIN', 'EPRO', 'PRO_COMPANY', 'PRO_OFFICE'],
  },
  {
    group: 'Organizations list',
    routes: ['organization'],
    roles: ['ADMIN', 'SA_EMBASSY', 'EPRO', 'PRO_OFFICE', 'PRO_COMPANY', 'FMOL'],
  },
  {
    group: 'Organization add and edit',
    routes: ['organization.add', 'organization.edit'],
    roles: ['ADMIN'],
    permission: { module: 'ORGANIZATION', access: 'WRITE' },
  },
  { group: 'Organization view', routes: ['organization.view'], roles: ['ADMIN', 'SA_EMBASSY'] },
  {
    group: 'Organization EPRO view',
    routes: ['organization.epro'],
    roles: ['PRO_COMPANY', 'PRO_OFFICE', 'FMOL'],
  },
  {
    group: 'Partnership contracts list',
    routes: ['partnershipContracts', 'partnershipContracts.view'],
    roles: ['ADMIN', 'EPRO', 'PRO_COMPANY', 'PRO_OFFICE', 'SA_EMBASSY', 'FOREIGN_EMBASSY', 'FMOL'],
  },
  {
    group: 'Partnership contract confirm',
    routes: ['partnershipContracts.confirm'],
    roles: ['ADMIN', 'EPRO'],
    permission: { module: 'PARTNERSHIP_CONTRACT', access: 'WRITE' },
  },
  {
    group: 'Partnership contract wizard',
    routes: PC_WIZARD as RouteId[],
    roles: ['PRO_COMPANY', 'PRO_OFFICE'],
  },
  // Not in spec 6's table: the scorecards (decision 0060); FMOL's cards need the flag fmolStatistics (API).
  {
    group: 'Scorecards',
    routes: ['scorecards'],
    roles: ['ADMIN', 'SAMOL', 'FMOL', 'PRO_OFFICE', 'PRO_COMPANY', 'EPRO', 'FOREIGN_EMBASSY'],
  },
  { group: 'Profile edit', routes: ['profile.edit'], roles: ['PRO_COMPANY', 'PRO_OFFICE', 'EPRO'] },
  {
    group: 'Subusers',
    routes: ['subusers', 'subusers.view'],
    roles: ['ADMIN', 'EPRO', 'FMOL', 'PRO_OFFICE', 'PRO_COMPANY', 'FOREIGN_EMBASSY', 'SA_EMBASSY', 'SAMOL'],
    excludeSubUsers: true,
  },
  {
    group: 'Transfer contracts',
    routes: ['transferContracts', 'transferContracts.view', 'transferContracts.workerDetails'],
    roles: ['ADMIN', 'SA_EMBASSY', 'SAMOL', 'FOREIGN_EMBASSY', 'FMOL', 'PRO_OFFICE', 'PRO_COMPANY', 'EPRO'],
  },
  // The create form: the local office moves the worker (DOMAIN.md), as the employment wizard.
  { group: 'Transfer contract add', routes: ['transferContracts.add'], roles: ['PRO_COMPANY', 'PRO_OFFICE'] },
  // Spec 2: open to any signed-in user.
  { group: 'User view, 403, terms', routes: ['admin.user', 'forbidden', 'termsAndConditions'], roles: 'all' },
  // Decision 0058: each person's own inbox.
  { group: 'Inbox', routes: ['inbox'], roles: 'all' },
];

const allowedRoles = (row: Row): readonly Role[] => (row.roles === 'all' ? ROLES : row.roles);

describe('spec 6 route access table', () => {
  it('covers every authenticated route exactly once', () => {
    const covered = TABLE.flatMap((row) => row.routes).sort();
    const app = ROUTES.filter((route) => route.layout === 'app')
      .map((route) => route.id)
      .sort();
    expect(covered).toEqual(app);
    expect(PC_WIZARD).toHaveLength(10);
  });

  describe.each(TABLE)('$group', (row) => {
    it.each(row.routes)('%s opens for exactly the listed roles (super user, no rights)', (id) => {
      const route = routeById(id);
      const opened = ROLES.filter((role) => canOpenRoute(route, subject(role, { features: ALL_FLAGS_ON })));
      expect(opened).toEqual(ROLES.filter((role) => allowedRoles(row).includes(role)));
      expect(opened.length).toBeGreaterThan(0);
      if (row.roles !== 'all') expect(opened.length).toBeLessThan(ROLES.length);
    });

    const { permission } = row;
    const role = allowedRoles(row)[0] as Role;
    const open = (id: RouteId, access: 'NONE' | 'READ' | 'WRITE', superUser = true) =>
      canOpenRoute(
        routeById(id),
        subject(role, {
          superUser,
          features: ALL_FLAGS_ON,
          accessRights: [{ module: permission?.module ?? 'HR_POOL', access }],
        }),
      );

    if (permission) {
      it.each(row.routes)(`%s needs ${permission.module} ${permission.access}`, (id) => {
        expect(open(id, 'NONE')).toBe(false);
        expect(open(id, 'READ')).toBe(permission.access === 'READ');
        expect(open(id, 'WRITE')).toBe(true);
        expect(routeById(id)).toMatchObject({ module: permission.module, permission: permission.access });
      });
    } else {
      it.each(row.routes)('%s names no permission: opens even with NONE everywhere', (id) => {
        expect(routeById(id).module).toBeUndefined();
        const none = [
          'EMPLOYMENT_REQUEST',
          'HR_POOL',
          'LOOKUP',
          'ORGANIZATION',
          'PARTNERSHIP_CONTRACT',
        ] as const;
        const rights = none.map((module) => ({ module, access: 'NONE' as const }));
        expect(
          canOpenRoute(routeById(id), subject(role, { features: ALL_FLAGS_ON, accessRights: rights })),
        ).toBe(true);
      });
    }

    it.each(row.routes)(`%s sub-users ${row.excludeSubUsers ? 'excluded' : 'allowed'}`, (id) => {
      expect(open(id, 'WRITE', false)).toBe(!row.excludeSubUsers);
    });
  });
});
