import { describe, expect, it } from 'vitest';
import { childRoutes, pathTo, ROUTES, routeById } from './routes';
import { titleKeyOf } from './routes-def';

const pick = (predicate: (route: (typeof ROUTES)[number]) => boolean) =>
  ROUTES.filter(predicate)
    .map((route) => route.path)
    .sort();

describe('route table', () => {
  it('has unique ids and paths, and title keys derived from the id', () => {
    expect(new Set(ROUTES.map((route) => route.id)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((route) => route.path)).size).toBe(ROUTES.length);
    for (const route of ROUTES) {
      expect(route.path.startsWith('/')).toBe(false);
      expect(route.titleKey).toBe(titleKeyOf(route.id));
    }
    expect(routeById('admin.organizationLimit').titleKey).toBe('routes.adminOrganizationLimit.title');
  });

  it("lists the public routes of spec 2 plus the sign-in callback, establishment choice and issue 25's public checks", () => {
    expect(pick((route) => route.layout === 'public')).toEqual(
      [
        '',
        'app/refresh',
        'contact-us',
        'establishments',
        'faq',
        'login',
        'login/callback',
        'rf',
        'user-guide',
        // Issue 25: the document check, the public registry and the worker's own status check.
        'verify',
        'verify/:code',
        'registry',
        'registry/:id',
        'my-contract',
      ].sort(),
    );
    expect(ROUTES.filter((route) => route.establishmentChoice).map((route) => route.id)).toEqual([
      'establishments',
    ]);
  });

  it('gives exactly the spec 2 navigation orders to menu entries', () => {
    const orders = Object.fromEntries(
      ROUTES.filter((route) => route.navOrder !== undefined).map((route) => [route.path, route.navOrder]),
    );
    expect(orders).toEqual({
      'admin/job': 2300,
      'admin/country': 2200,
      'admin/organization-limit': 2600,
      // Not in spec 2: the standard contracts per sending country (decision 0053).
      'admin/contract-templates': 2650,
      'admin/quota': 2500,
      'admin/reason': 2400,
      'admin/settings': 2700,
      'admin/announcements': 2100,
      'admin/visa': 1100,
      'admin/suspensions': 1200,
      // Not in spec 2: the employer watchlist and its review queue (decision 0062).
      'employer-watchlist': 1250,
      'admin/watchlist-reviews': 1260,
      // Not in spec 2: the registration requests (decision 0015).
      'admin/registrations': 1050,
      'admin/users': 800,
      // Not in spec 2: the background job queue (decision 0047).
      'admin/system-jobs': 2900,
      // Not in spec 2: the public holidays and the incidents of the deadline clocks (decision 0057).
      'admin/public-holidays': 2750,
      'admin/incidents': 2850,
      complaints: 1000,
      // Not in spec 2: the scorecards (decision 0060).
      scorecards: 1300,
      // Not in spec 2: compliance orders and the admins' complaints (decision 0059).
      'compliance-orders': 1010,
      'admin/complaints': 1210,
      'hr-pool': 400,
      'old-contracts': 400,
      dashboard: 100,
      employers: 700,
      'employment-requests': 600,
      'license-update': 1000,
      organization: 200,
      'partnership-contracts': 500,
      subusers: 2000,
      'transfer-contracts': 610,
    });
  });

  it('puts exactly the nine admin lookups in the lookups menu', () => {
    expect(pick((route) => Boolean(route.lookup))).toEqual([
      'admin/announcements',
      'admin/contract-templates',
      'admin/country',
      'admin/job',
      'admin/organization-limit',
      'admin/public-holidays',
      'admin/quota',
      'admin/reason',
      'admin/settings',
    ]);
  });

  it('marks add, edit, wizard, profile edit, licence update, rf and sub-user routes as forms', () => {
    const forms = pick((route) => Boolean(route.form));
    expect(forms).toEqual(
      expect.arrayContaining([
        'rf',
        'hr-pool/candidates/add',
        'hr-pool/candidates/:id/edit',
        'employers/:id/edit',
        'organization/add',
        'organization/:id/edit',
        'complaints/add',
        'license-update',
        'profile/edit',
        'subusers/:id',
        'employment-requests/wizard/select-visa',
        'partnership-contracts/wizard/:id/preview',
        'admin/job/add',
        'admin/job/:id',
        'admin/country/:id',
        'admin/reason/add',
        'admin/reason/:id',
        'admin/quota/add',
        'admin/quota/:id',
        'admin/organization-limit/add',
        'admin/organization-limit/:id',
        'admin/announcements/add',
        'admin/announcements/:id',
        'admin/visa/add',
        'admin/visa/:id',
        'admin/contract-templates/add',
        'admin/contract-templates/:id',
        'admin/public-holidays/add',
        'admin/public-holidays/:id',
        'admin/incidents/add',
        'admin/incidents/:id',
      ]),
    );
    // 29 above + 6 employment-request wizard + 10 partnership wizard routes + the transfer form
    expect(forms).toHaveLength(46);
    expect(forms).not.toContain('hr-pool/candidates/:id');
  });

  it('gates only complaints (and compliance orders) and admin visa behind flags', () => {
    expect(
      Object.fromEntries(
        ROUTES.filter((route) => route.featureFlag).map((route) => [route.path, route.featureFlag]),
      ),
    ).toEqual({
      complaints: 'complaints',
      'complaints/add': 'complaints',
      'compliance-orders': 'complaints',
      'admin/complaints': 'complaints',
      'admin/visa': 'adminVisa',
      'admin/visa/add': 'adminVisa',
      'admin/visa/:id': 'adminVisa',
    });
  });

  it('has tabs and wizard steps under existing parents', () => {
    expect(childRoutes('hrPool').map((route) => route.path)).toEqual([
      'hr-pool/dlt',
      'hr-pool/old-contracts',
    ]);
    expect(childRoutes('employmentRequests').map((route) => route.path)).toEqual([
      'employment-requests/pending',
    ]);
    expect(childRoutes('employmentRequests.wizard').map((route) => route.path.split('/').pop())).toEqual([
      'select-visa',
      'employer-info',
      'econtracting',
      'select-candidate',
      'contract',
    ]);
    expect(childRoutes('partnershipContracts.wizardEdit').map((route) => route.path)).toEqual([
      'partnership-contracts/wizard/:id/epro',
      'partnership-contracts/wizard/:id/obligations',
      'partnership-contracts/wizard/:id/financial',
      'partnership-contracts/wizard/:id/preview',
    ]);
    const ids = new Set<string>(ROUTES.map((route) => route.id));
    for (const route of ROUTES) if (route.parent) expect(ids.has(route.parent)).toBe(true);
  });

  it('menu entries have no params; screens name the module of their data', () => {
    for (const route of ROUTES.filter((r) => r.navOrder !== undefined)) expect(route.path).not.toContain(':');
    expect(routeById('hrPool.candidate').dataModule).toBe('HR_POOL');
    expect(routeById('partnershipContracts').dataModule).toBe('PARTNERSHIP_CONTRACT');
    expect(routeById('employmentRequests.bulk').dataModule).toBe('EMPLOYMENT_REQUEST');
    expect(routeById('organization.epro').dataModule).toBe('ORGANIZATION');
  });
});

describe('pathTo', () => {
  it('fills params and checks required ones', () => {
    expect(pathTo('hrPool.candidate', { id: 7 })).toBe('/hr-pool/candidates/7');
    expect(pathTo('admin.user', { id: 'a/b' })).toBe('/admin/users/a%2Fb');
    expect(pathTo('home')).toBe('/');
    expect(pathTo('employmentRequests.pending')).toBe('/employment-requests/pending');
    expect(() => pathTo('employers.view')).toThrow('needs param id');
  });
});
