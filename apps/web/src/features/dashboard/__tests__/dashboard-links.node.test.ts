import { describe, expect, it } from 'vitest';
import type { DashboardSummary } from '@portal/contracts/dashboard';
import { NO_ACTIONS_NEEDED } from '@portal/contracts/notifications';
import type { RouteId } from '@portal/contracts/routes';
import { contractListPath, requestListPath, waitingCards } from '../dashboard-links';
import { summaryFixture } from './summary-fixture';

const all = () => true;

describe('waitingCards', () => {
  it('gives one card per waiting status, linking to the list filtered by that status', () => {
    const summary = summaryFixture();
    expect(waitingCards(summary, all)).toEqual([
      {
        kind: 'employmentRequests',
        status: 'PENDING_AGENCY',
        count: 2,
        to: '/employment-requests?status=PENDING_AGENCY',
      },
      {
        kind: 'partnershipContracts',
        status: 'PENDING_APPROVAL',
        count: 1,
        to: '/partnership-contracts?status=PENDING_APPROVAL',
      },
    ]);
  });

  it("sends the embassy's waiting requests to its pending tab, else to the filtered list", () => {
    const summary: DashboardSummary = {
      ...summaryFixture(),
      waiting: { ...NO_ACTIONS_NEEDED, employment_requests: 3 },
      waitingByStatus: {
        employmentRequests: [{ status: 'PENDING_EMBASSY', count: 3 }],
        partnershipContracts: [],
      },
    };
    expect(waitingCards(summary, all)[0]).toMatchObject({ to: '/employment-requests/pending' });
    const noPending = (id: RouteId) => id !== 'employmentRequests.pending';
    expect(waitingCards(summary, noPending)[0]).toMatchObject({
      to: '/employment-requests?status=PENDING_EMBASSY',
    });
  });

  it('adds the licence and complaint counts the caller may open, and says when nothing waits', () => {
    const summary: DashboardSummary = {
      ...summaryFixture(),
      waiting: { ...NO_ACTIONS_NEEDED, license_request_comments: 2, complaints: 1 },
      waitingByStatus: { employmentRequests: [], partnershipContracts: [] },
    };
    expect(waitingCards(summary, all)).toEqual([
      { kind: 'licenseComments', count: 2, to: '/license-update' },
      { kind: 'complaints', count: 1, to: '/complaints' },
    ]);
    expect(waitingCards(summary, (id) => id !== 'complaints' && id !== 'licenseUpdate')).toEqual([
      { kind: 'nothing', count: 0 },
    ]);
    // A list the caller may not open gives no card, even with a count.
    expect(waitingCards(summaryFixture(), (id) => id === 'partnershipContracts')).toHaveLength(1);
  });

  it('builds the filtered list paths the lists read from their URL', () => {
    expect(requestListPath('CONTRACTED')).toBe('/employment-requests?status=CONTRACTED');
    expect(contractListPath('ACTIVE')).toBe('/partnership-contracts?status=ACTIVE');
  });
});
