import { describe, expect, it } from 'vitest';
import type { Credentials } from './credentials';
import { guardPath, loginPath, matchRoute, resolveGuard, type GuardInput } from './guards';
import { ALL_FLAGS_ON, BUILD_FLAGS, credentials, OFFICE_SUB_RIGHTS } from './navigation-fixtures';
import type { Role } from './roles';
import { pathTo, ROUTES, routeById, type RouteId } from './routes';

const ALLOW = { action: 'allow' };
const to = (path: string) => ({ action: 'redirect', to: path });

const guard = (id: RouteId, creds: Credentials | null = credentials(), extra: Partial<GuardInput> = {}) =>
  resolveGuard({ route: routeById(id), loggedIn: true, credentials: creds, features: BUILD_FLAGS, ...extra });

const newcomer = (role: Role = 'PRO_OFFICE') =>
  credentials({ establishment: { role, termsAndConditionsAccepted: false } });
const incomplete = (role: Role = 'PRO_OFFICE', superUser = true) =>
  credentials({ establishment: { role, superUser }, organization: { city: null } });

describe('resolveGuard', () => {
  it.each(
    ROUTES.filter((route) => route.layout === 'public' && !route.establishmentChoice).map(
      (route) => route.id,
    ),
  )('public route %s opens without sign-in', (id) => {
    expect(guard(id, null, { loggedIn: false })).toEqual(ALLOW);
  });

  it('1. not signed in goes to login with a returnTo', () => {
    expect(guard('dashboard', null, { loggedIn: false, location: '/dashboard?page=2' })).toEqual(
      to('/login?returnTo=%2Fdashboard%3Fpage%3D2'),
    );
    expect(guard('dashboard', null, { loggedIn: false })).toEqual(to('/login'));
    expect(guard('establishments', null, { loggedIn: false })).toEqual(to('/login'));
  });

  it('2. credentials without an establishment go to login unless on the establishment choice', () => {
    expect(guard('dashboard', null, { location: '/dashboard' })).toEqual(to('/login?returnTo=%2Fdashboard'));
    const partial = { ...credentials(), establishment: undefined } as unknown as Credentials;
    expect(guard('termsAndConditions', partial)).toEqual(to('/login'));
    expect(guard('establishments', null)).toEqual(ALLOW);
    expect(guard('establishments', partial)).toEqual(ALLOW);
    expect(guard('establishments', newcomer())).toEqual(ALLOW);
  });

  it('3. terms not accepted go to the terms page, except there and on licence update', () => {
    expect(guard('dashboard', newcomer())).toEqual(to('/terms-and-conditions'));
    expect(guard('profile.edit', newcomer())).toEqual(to('/terms-and-conditions'));
    expect(guard('forbidden', newcomer())).toEqual(to('/terms-and-conditions'));
    expect(guard('termsAndConditions', newcomer())).toEqual(ALLOW);
    expect(guard('licenseUpdate', newcomer())).toEqual(ALLOW);
    expect(guard('employmentRequests', newcomer('EMPLOYER'))).toEqual(to('/terms-and-conditions'));
  });

  it('4. incomplete organisation info goes to profile edit, except there, licence update and terms', () => {
    expect(guard('dashboard', incomplete())).toEqual(to('/profile/edit'));
    expect(guard('forbidden', incomplete())).toEqual(to('/profile/edit'));
    expect(guard('employmentRequests', incomplete('EPRO'))).toEqual(to('/profile/edit'));
    expect(guard('employmentRequests', incomplete('PRO_COMPANY'))).toEqual(to('/profile/edit'));
    expect(guard('profile.edit', incomplete())).toEqual(ALLOW);
    expect(guard('licenseUpdate', incomplete())).toEqual(ALLOW);
    expect(guard('termsAndConditions', incomplete())).toEqual(ALLOW);
  });

  it('4. is checked only for non-sub-user office roles', () => {
    expect(guard('dashboard', incomplete('PRO_OFFICE', false))).toEqual(ALLOW);
    expect(guard('organization', incomplete('ADMIN'))).toEqual(ALLOW);
    expect(guard('dashboard', incomplete('FMOL'))).toEqual(ALLOW);
  });

  it('5. a route behind a flag that is off goes to the root; on, it opens', () => {
    expect(guard('complaints', credentials())).toEqual(to('/'));
    expect(guard('complaints', credentials(), { features: ALL_FLAGS_ON })).toEqual(ALLOW);
    const admin = credentials({ establishment: { role: 'ADMIN' } });
    expect(guard('admin.visa', admin)).toEqual(to('/'));
    expect(guard('admin.visa', admin, { features: ALL_FLAGS_ON })).toEqual(ALLOW);
  });

  it('6. a missing role, permission or sub-user exclusion goes to /403', () => {
    expect(guard('organization.add', credentials())).toEqual(to('/403'));
    const epro = (access: 'READ' | 'WRITE') =>
      credentials({ establishment: { role: 'EPRO' }, accessRights: [{ module: 'HR_POOL', access }] });
    expect(guard('hrPool.candidateAdd', epro('READ'))).toEqual(to('/403'));
    expect(guard('hrPool.candidateAdd', epro('WRITE'))).toEqual(ALLOW);
    const officeSub = credentials({ establishment: { superUser: false }, accessRights: OFFICE_SUB_RIGHTS });
    expect(guard('subusers', officeSub)).toEqual(to('/403'));
    expect(guard('subusers', credentials())).toEqual(ALLOW);
    // Names no permission: opens; the API refuses the data.
    expect(guard('partnershipContracts', officeSub)).toEqual(ALLOW);
  });

  it('applies the rules in order', () => {
    // terms before profile edit
    const both = credentials({
      establishment: { termsAndConditionsAccepted: false },
      organization: { city: null },
    });
    expect(guard('dashboard', both)).toEqual(to('/terms-and-conditions'));
    expect(guard('licenseUpdate', both)).toEqual(ALLOW);
    // profile edit before the feature flag, the flag before the role
    expect(guard('complaints', incomplete())).toEqual(to('/profile/edit'));
    const epro = credentials({ establishment: { role: 'EPRO' } });
    expect(guard('complaints', epro)).toEqual(to('/'));
    expect(guard('complaints', epro, { features: ALL_FLAGS_ON })).toEqual(to('/403'));
    // terms before the role: licence update is exempt from terms but still needs the role
    expect(guard('licenseUpdate', newcomer('EMPLOYER'))).toEqual(to('/403'));
    // login before everything
    expect(guard('complaints', newcomer(), { loggedIn: false })).toEqual(to('/login'));
  });

  it('loginPath never loops back to login or carries the root', () => {
    expect(loginPath('/login?returnTo=x')).toBe('/login');
    expect(loginPath('/')).toBe('/login');
    expect(loginPath('/hr-pool')).toBe('/login?returnTo=%2Fhr-pool');
  });
});

describe('matchRoute', () => {
  it.each<[string, RouteId, Record<string, string>]>([
    ['/', 'home', {}],
    ['', 'home', {}],
    ['/hr-pool/', 'hrPool', {}],
    ['/hr-pool?page=2#top', 'hrPool', {}],
    ['/hr-pool/candidates/add', 'hrPool.candidateAdd', {}],
    ['/hr-pool/candidates/12', 'hrPool.candidate', { id: '12' }],
    ['/hr-pool/candidates/12/edit', 'hrPool.candidateEdit', { id: '12' }],
    ['/employment-requests/pending', 'employmentRequests.pending', {}],
    ['/employment-requests/wizard/select-visa', 'employmentRequests.wizard.selectVisa', {}],
    ['/employment-requests/5/employer', 'employmentRequests.employer', { id: '5' }],
    ['/employment-requests/bulk/3', 'employmentRequests.bulk', { id: '3' }],
    ['/partnership-contracts/wizard/epro', 'partnershipContracts.wizard.epro', {}],
    ['/partnership-contracts/wizard/7', 'partnershipContracts.wizardEdit', { id: '7' }],
    ['/partnership-contracts/wizard/7/financial', 'partnershipContracts.wizardEdit.financial', { id: '7' }],
    ['/partnership-contracts/9/confirm', 'partnershipContracts.confirm', { id: '9' }],
    ['/organization/add', 'organization.add', {}],
    ['/organization/4/epro', 'organization.epro', { id: '4' }],
    ['/admin/users/a%20b', 'admin.user', { id: 'a b' }],
    ['/403', 'forbidden', {}],
    ['/app/refresh', 'appRefresh', {}],
    ['/login/callback', 'loginCallback', {}],
  ])('%s -> %s', (path, id, params) => {
    const match = matchRoute(path);
    expect(match?.route.id).toBe(id);
    expect(match?.params).toEqual(params);
  });

  it.each(['/nope', '/dashboard/extra', '/hr-pool/candidates', '/admin', '/%E0%A4%A'])(
    '%s is unknown',
    (path) => {
      expect(matchRoute(path)).toBeNull();
    },
  );

  it('every route is found from its own path', () => {
    for (const route of ROUTES) {
      // Every parameter of the route's path (id, code …) gets a sample value.
      const params = Object.fromEntries([...route.path.matchAll(/:(\w+)/g)].map(([, name]) => [name, 'x1']));
      expect(matchRoute(pathTo(route.id, params))?.route.id).toBe(route.id);
    }
  });

  it('supports optional segments', () => {
    const routes = [{ ...routeById('dashboard'), id: 'opt', path: 'a/:step?/end' }];
    expect(matchRoute('/a/end', routes)?.params).toEqual({});
    expect(matchRoute('/a/two/end', routes)?.params).toEqual({ step: 'two' });
    expect(matchRoute('/a/two/three/end', routes)).toBeNull();
  });
});

describe('guardPath', () => {
  it('an unknown path goes to the root, signed in or not', () => {
    expect(
      guardPath({ pathname: '/nope', loggedIn: false, credentials: null, features: BUILD_FLAGS }),
    ).toEqual(to('/'));
    expect(
      guardPath({ pathname: '/nope', loggedIn: true, credentials: credentials(), features: BUILD_FLAGS }),
    ).toEqual(to('/'));
  });

  it('guards a known path and keeps the location as returnTo', () => {
    const input = {
      pathname: '/hr-pool/candidates/3',
      search: '?tab=cv',
      loggedIn: false,
      credentials: null,
      features: BUILD_FLAGS,
    };
    expect(guardPath(input)).toEqual(to('/login?returnTo=%2Fhr-pool%2Fcandidates%2F3%3Ftab%3Dcv'));
    expect(guardPath({ ...input, loggedIn: true, credentials: credentials() })).toEqual(ALLOW);
  });
});
