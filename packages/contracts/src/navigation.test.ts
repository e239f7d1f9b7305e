import { describe, expect, it } from 'vitest';
import { hasAccess } from './access';
import {
  canUpdateSubUserPermissions,
  contractModalApplies,
  employmentRequestsLandingPath,
  employmentRequestTabsVisible,
  hidesEmploymentRequestNotifications,
  licenceModalsApply,
  lookupMenuRoutes,
  menuRoutes,
  startPath,
  subjectFromCredentials,
  usesApprovalFlow,
  visibleTabs,
} from './navigation';
import { ALL_FLAGS_ON, BUILD_FLAGS, credentials, OFFICE_SUB_RIGHTS, subject } from './navigation-fixtures';
import { ROLES, type Role } from './roles';
import { routeById } from './routes';

const ids = (routes: { id: string }[]) => routes.map((route) => route.id);
const LOOKUPS = [
  'admin.announcements',
  'admin.country',
  'admin.job',
  'admin.reason',
  'admin.quota',
  'admin.organizationLimit',
  'admin.contractTemplates',
  'admin.settings',
  'admin.publicHolidays',
];

describe('module permission rule (spec 6)', () => {
  it('write needs WRITE, read needs READ or WRITE, no entry is allowed', () => {
    expect(hasAccess([{ module: 'HR_POOL', access: 'WRITE' }], 'HR_POOL', 'WRITE')).toBe(true);
    expect(hasAccess([{ module: 'HR_POOL', access: 'READ' }], 'HR_POOL', 'WRITE')).toBe(false);
    expect(hasAccess([{ module: 'HR_POOL', access: 'NONE' }], 'HR_POOL', 'WRITE')).toBe(false);
    expect(hasAccess([{ module: 'HR_POOL', access: 'READ' }], 'HR_POOL', 'READ')).toBe(true);
    expect(hasAccess([{ module: 'HR_POOL', access: 'WRITE' }], 'HR_POOL', 'READ')).toBe(true);
    expect(hasAccess([{ module: 'HR_POOL', access: 'NONE' }], 'HR_POOL', 'READ')).toBe(false);
    expect(hasAccess([{ module: 'LOOKUP', access: 'NONE' }], 'HR_POOL', 'WRITE')).toBe(true);
    expect(hasAccess([], 'ORGANIZATION', 'WRITE')).toBe(true);
  });
});

describe('menus and start pages', () => {
  it('office: dashboard first, every office screen in navigation order', () => {
    const office = subject('PRO_OFFICE');
    expect(ids(menuRoutes(office))).toEqual([
      'dashboard',
      'organization',
      'hrPool',
      'partnershipContracts',
      'employmentRequests',
      'transferContracts',
      'employers',
      'licenseUpdate',
      'scorecards',
      'subusers',
    ]);
    expect(lookupMenuRoutes(office)).toEqual([]);
    expect(startPath(office)).toBe('/dashboard');
  });

  it('admin: organization first, lookups only in the lookups menu', () => {
    const admin = subject('ADMIN');
    expect(ids(menuRoutes(admin))).toEqual([
      'organization',
      'hrPool',
      'partnershipContracts',
      'employmentRequests',
      'transferContracts',
      'employers',
      'admin.users',
      'licenseUpdate',
      'admin.registrations',
      'admin.suspensions',
      'watchlist',
      'admin.watchlistReviews',
      'scorecards',
      'subusers',
      'admin.incidents',
      'admin.systemJobs',
    ]);
    expect(ids(lookupMenuRoutes(admin))).toEqual(LOOKUPS);
    expect(startPath(admin)).toBe('/organization');
  });

  it('admin sub-user without LOOKUP or ORGANIZATION read loses those entries', () => {
    const admin = subject('ADMIN', {
      superUser: false,
      accessRights: [
        { module: 'LOOKUP', access: 'NONE' },
        { module: 'ORGANIZATION', access: 'NONE' },
      ],
    });
    expect(lookupMenuRoutes(admin)).toEqual([]);
    expect(ids(menuRoutes(admin))).not.toContain('organization');
    expect(ids(menuRoutes(admin))).not.toContain('admin.suspensions');
    expect(ids(menuRoutes(admin))).not.toContain('admin.registrations');
    expect(ids(menuRoutes(admin))).not.toContain('subusers');
    expect(startPath(admin)).toBe('/hr-pool');
  });

  it('office-sub: no subusers and no partnership-contracts entry, dashboard first', () => {
    const officeSub = subject('PRO_OFFICE', { superUser: false, accessRights: OFFICE_SUB_RIGHTS });
    expect(ids(menuRoutes(officeSub))).toEqual([
      'dashboard',
      'organization',
      'hrPool',
      'employmentRequests',
      'transferContracts',
      'employers',
      'licenseUpdate',
      'scorecards',
    ]);
    expect(startPath(officeSub)).toBe('/dashboard');
  });

  it('foreign embassy: the first menu route it may read is old contracts (400)', () => {
    const embassy = subject('FOREIGN_EMBASSY', { organizationCountryCode3: 'ETH' });
    expect(ids(menuRoutes(embassy))).toEqual([
      'oldContracts',
      'partnershipContracts',
      'employmentRequests',
      'transferContracts',
      'watchlist',
      'scorecards',
      'subusers',
    ]);
    expect(startPath(embassy)).toBe('/old-contracts');
  });

  it.each<[Role, string]>([
    ['EPRO', '/dashboard'],
    ['PRO_COMPANY', '/dashboard'],
    ['FMOL', '/dashboard'],
    ['SA_EMBASSY', '/organization'],
    ['SAMOL', '/old-contracts'],
    ['EMPLOYER', '/employment-requests'],
    ['IMPORT', '/employment-requests'],
    ['SANARCOM', '/employment-requests'],
    ['TAKAMOL', '/employment-requests'],
    ['EMIGRATE', '/employment-requests'],
    ['ECONTRACTING', '/employment-requests'],
  ])('%s starts at %s', (role, path) => {
    expect(startPath(subject(role))).toBe(path);
  });

  it('starts on the pending tab when employment requests come first for a Philippine embassy', () => {
    const embassy = subject('FOREIGN_EMBASSY', {
      organizationCountryCode3: 'PHL',
      accessRights: [
        { module: 'HR_POOL', access: 'NONE' },
        { module: 'PARTNERSHIP_CONTRACT', access: 'NONE' },
      ],
    });
    expect(startPath(embassy)).toBe('/employment-requests/pending');
  });

  it('goes to /403 when no menu route can be read', () => {
    const employer = subject('EMPLOYER', {
      superUser: false,
      accessRights: [{ module: 'EMPLOYMENT_REQUEST', access: 'NONE' }],
    });
    expect(menuRoutes(employer)).toEqual([]);
    expect(startPath(employer)).toBe('/403');
  });
});

describe('feature flags in menus', () => {
  it('off in this build: complaints and admin visa are absent', () => {
    expect(ids(menuRoutes(subject('PRO_OFFICE', { features: BUILD_FLAGS })))).not.toContain('complaints');
    expect(ids(menuRoutes(subject('ADMIN', { features: BUILD_FLAGS })))).not.toContain('admin.visa');
  });

  it('on: present in navigation order', () => {
    const office = ids(menuRoutes(subject('PRO_OFFICE', { features: ALL_FLAGS_ON })));
    expect(office.slice(-5)).toEqual([
      'licenseUpdate',
      'complaints',
      'complianceOrders',
      'scorecards',
      'subusers',
    ]);
    const admin = ids(menuRoutes(subject('ADMIN', { features: ALL_FLAGS_ON })));
    expect(admin.slice(-9)).toEqual([
      'admin.visa',
      'admin.suspensions',
      'admin.complaints',
      'watchlist',
      'admin.watchlistReviews',
      'scorecards',
      'subusers',
      'admin.incidents',
      'admin.systemJobs',
    ]);
    expect(ids(menuRoutes(subject('FOREIGN_EMBASSY', { features: ALL_FLAGS_ON })))).toContain('complaints');
    expect(ids(menuRoutes(subject('EPRO', { features: ALL_FLAGS_ON })))).not.toContain('complaints');
  });
});

describe('tabs and the Philippines rules', () => {
  it('employment-request tabs: FMOL, PRO_COMPANY, PRO_OFFICE, EPRO and the Philippine embassy', () => {
    const visible = ROLES.filter((role) =>
      employmentRequestTabsVisible(subject(role, { organizationCountryCode3: 'ETH' })),
    );
    expect(visible).toEqual(['PRO_OFFICE', 'PRO_COMPANY', 'EPRO', 'FMOL']);
    expect(
      employmentRequestTabsVisible(subject('FOREIGN_EMBASSY', { organizationCountryCode3: 'PHL' })),
    ).toBe(true);
    expect(employmentRequestTabsVisible(subject('FOREIGN_EMBASSY', { organizationCountryCode3: null }))).toBe(
      false,
    );
  });

  it('landing: pending only for a user with the tabs who may open pending', () => {
    expect(
      employmentRequestsLandingPath(subject('FOREIGN_EMBASSY', { organizationCountryCode3: 'PHL' })),
    ).toBe('/employment-requests/pending');
    expect(
      employmentRequestsLandingPath(subject('FOREIGN_EMBASSY', { organizationCountryCode3: 'ETH' })),
    ).toBe('/employment-requests');
    expect(employmentRequestsLandingPath(subject('FMOL'))).toBe('/employment-requests');
    expect(employmentRequestsLandingPath(subject('EMPLOYER'))).toBe('/employment-requests');
  });

  it('visible tabs follow route access', () => {
    expect(ids(visibleTabs(routeById('hrPool'), subject('PRO_OFFICE')))).toEqual([
      'hrPool.dlt',
      'hrPool.oldContracts',
    ]);
    expect(ids(visibleTabs(routeById('employmentRequests'), subject('FOREIGN_EMBASSY')))).toEqual([
      'employmentRequests.pending',
    ]);
    expect(visibleTabs(routeById('employmentRequests'), subject('FMOL'))).toEqual([]);
  });

  it('approval flow only for the Philippines', () => {
    expect(usesApprovalFlow('PHL')).toBe(true);
    expect(usesApprovalFlow('ETH')).toBe(false);
    expect(usesApprovalFlow(null)).toBe(false);
  });

  it('a Philippine embassy without an office location sees no employment-request notifications', () => {
    const phl = { country: { id: 2, code3: 'PHL', name: { ar: null, en: 'Philippines' } } };
    const embassy = { role: 'FOREIGN_EMBASSY' } as const;
    expect(
      hidesEmploymentRequestNotifications(credentials({ establishment: embassy, organization: phl })),
    ).toBe(true);
    expect(
      hidesEmploymentRequestNotifications(
        credentials({ establishment: embassy, organization: { ...phl, officeLocation: 'RIYADH' } }),
      ),
    ).toBe(false);
    expect(hidesEmploymentRequestNotifications(credentials({ establishment: embassy }))).toBe(false);
    expect(hidesEmploymentRequestNotifications(credentials({ organization: phl }))).toBe(false);
  });
});

describe('other role rules', () => {
  it('only PRO_COMPANY, PRO_OFFICE, EPRO and ADMIN update sub-user permissions', () => {
    expect(ROLES.filter(canUpdateSubUserPermissions)).toEqual(['ADMIN', 'PRO_OFFICE', 'PRO_COMPANY', 'EPRO']);
  });

  it('licence modals for office roles; the contract modal also needs contract WRITE', () => {
    expect(ROLES.filter(licenceModalsApply)).toEqual(['PRO_OFFICE', 'PRO_COMPANY', 'EPRO']);
    expect(contractModalApplies(subject('EPRO'))).toBe(true);
    expect(
      contractModalApplies(
        subject('PRO_OFFICE', { accessRights: [{ module: 'PARTNERSHIP_CONTRACT', access: 'READ' }] }),
      ),
    ).toBe(false);
    expect(contractModalApplies(subject('ADMIN'))).toBe(false);
  });

  it('builds the subject from credentials', () => {
    const creds = credentials({
      establishment: { role: 'EPRO', superUser: false },
      accessRights: OFFICE_SUB_RIGHTS,
    });
    expect(subjectFromCredentials(creds, BUILD_FLAGS)).toEqual({
      role: 'EPRO',
      superUser: false,
      accessRights: OFFICE_SUB_RIGHTS,
      features: BUILD_FLAGS,
      organizationCountryCode3: 'SAU',
    });
  });
});
