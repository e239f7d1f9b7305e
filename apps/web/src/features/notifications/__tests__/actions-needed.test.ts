import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_ACTIONS_NEEDED } from '@portal/contracts/notifications';
import { setUnauthorizedHandler } from '../../../lib/auth/auth-hooks';
import { credentialsFixture, membershipFixture } from '../../../test/fixtures';
import { actionsNeededQuery, fetchActionsNeeded } from '../api/get-actions-needed';
import { menuBadgeCount } from '../menu-badges';

const counts = {
  complaints: 1,
  employment_requests: 4,
  license_requests: 2,
  partnership_contracts: 3,
  license_request_comments: 1,
};

describe('notification counts', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers the counts', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(counts), { status: 200 })),
    );
    await expect(fetchActionsNeeded(undefined)).resolves.toEqual(counts);
  });

  it('resets to zero on 401 without signing out, keeps the last counts on status 0', async () => {
    const signOut = vi.fn();
    setUnauthorizedHandler(signOut);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 401 })),
    );
    await expect(fetchActionsNeeded(counts)).resolves.toEqual(NO_ACTIONS_NEEDED);
    expect(signOut).not.toHaveBeenCalled();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await expect(fetchActionsNeeded(counts)).resolves.toEqual(counts);
  });

  it('a Philippine embassy without an office location sees zero employment-request notifications', () => {
    const membership = membershipFixture({ role: 'FOREIGN_EMBASSY' });
    membership.organization.country = { id: 4, code3: 'PHL', name: { ar: 'الفلبين', en: 'Philippines' } };
    const select = actionsNeededQuery(credentialsFixture(membership)).select;
    expect(select?.(counts).employment_requests).toBe(0);
    membership.organization.officeLocation = 'RIYADH';
    expect(actionsNeededQuery(credentialsFixture(membership)).select?.(counts).employment_requests).toBe(4);
  });

  it('shows the counts on their menu entries', () => {
    expect(menuBadgeCount('employmentRequests', counts)).toBe(4);
    expect(menuBadgeCount('partnershipContracts', counts)).toBe(3);
    expect(menuBadgeCount('licenseUpdate', counts)).toBe(3);
    expect(menuBadgeCount('dashboard', counts)).toBe(0);
  });
});
