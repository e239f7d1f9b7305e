import type { DashboardAnalytics, DashboardSummary, FmolStatistics } from '@portal/contracts/dashboard';
import { NO_ACTIONS_NEEDED } from '@portal/contracts/notifications';

/** An agency's summary: two requests and one contract wait on it, one request falls due. */
export const summaryFixture = (overrides: Partial<DashboardSummary> = {}): DashboardSummary => ({
  waiting: { ...NO_ACTIONS_NEEDED, employment_requests: 2, partnership_contracts: 1 },
  waitingByStatus: {
    employmentRequests: [{ status: 'PENDING_AGENCY', count: 2 }],
    partnershipContracts: [{ status: 'PENDING_APPROVAL', count: 1 }],
  },
  employmentRequests: [
    { status: 'CONTRACTED', count: 4 },
    { status: 'PENDING_AGENCY', count: 2 },
  ],
  partnershipContracts: [
    { status: 'ACTIVE', count: 3 },
    { status: 'PENDING_APPROVAL', count: 1 },
  ],
  dueThisWeek: {
    total: 1,
    items: [
      {
        id: 12,
        number: 'ER-0000012',
        status: 'PENDING_AGENCY',
        respondBy: '2026-11-27T09:00:00Z',
        waitingOnMe: true,
      },
    ],
  },
  licence: { state: 'warning', expiresOn: '2026-12-20', daysLeft: 25, warningDays: 60 },
  ...overrides,
});

export const analyticsFixture = (): DashboardAnalytics => ({
  months: ['2026-10', '2026-11'],
  rows: [
    {
      month: '2026-10',
      country: { id: 7, name: { ar: 'الفلبين', en: 'Philippines' } },
      status: 'CONTRACTED',
      count: 5,
    },
    {
      month: '2026-11',
      country: { id: 7, name: { ar: 'الفلبين', en: 'Philippines' } },
      status: 'PENDING_AGENCY',
      count: 2,
    },
  ],
});

export const fmolFixture = (): FmolStatistics => ({
  agencies: [
    {
      agency: { id: 21, name: { ar: 'وكالة مانيلا', en: 'Manila Manpower Agency' } },
      contracts: 3,
      activeContracts: 2,
      requests: 9,
      averageAnswerHours: 5.5,
      cancelledRequests: 1,
      cancelledContracts: 0,
    },
  ],
});
