import type { ActionsNeeded } from '@portal/contracts/notifications';
import type { DashboardSummary } from '@portal/contracts/dashboard';
import type { EmploymentRequestStatus } from '@portal/contracts/employment-requests/schemas';
import type { PartnershipContractStatus } from '@portal/contracts/partnership-contracts/schemas';
import { pathTo, type RouteId } from '@portal/contracts/routes';
import { EMPLOYMENT_REQUEST_STATUS } from '@portal/contracts/employment-requests/statuses-values';

/** The employment requests list filtered by one status (the list keeps its filters in the URL). */
export const requestListPath = (status: EmploymentRequestStatus): string =>
  `${pathTo('employmentRequests')}?${new URLSearchParams({ status })}`;

/** The partnership contracts list filtered by one status. */
export const contractListPath = (status: PartnershipContractStatus): string =>
  `${pathTo('partnershipContracts')}?${new URLSearchParams({ status })}`;

/** One "what waits on me" card: a count and the list that shows those records. */
export type WaitingCard =
  | { kind: 'employmentRequests'; status: EmploymentRequestStatus; count: number; to: string }
  | { kind: 'partnershipContracts'; status: PartnershipContractStatus; count: number; to: string }
  | { kind: 'licenseRequests' | 'licenseComments' | 'complaints'; count: number; to: string }
  | { kind: 'nothing'; count: 0 };

const SCREENS: Record<keyof ActionsNeeded, RouteId> = {
  employment_requests: 'employmentRequests',
  partnership_contracts: 'partnershipContracts',
  license_requests: 'licenseUpdate',
  license_request_comments: 'licenseUpdate',
  complaints: 'complaints',
};

/**
 * The cards of "What waits on me": the waiting requests and contracts per status, each linking to
 * its list filtered by that status (the embassy's requests to its pending tab), then the licence
 * updates, their comments and the complaints. Only screens the caller may open; one "nothing
 * waits" card when no count is above zero.
 */
export const waitingCards = (summary: DashboardSummary, canOpen: (id: RouteId) => boolean): WaitingCard[] => {
  const cards: WaitingCard[] = [];
  if (canOpen(SCREENS.employment_requests))
    for (const { status, count } of summary.waitingByStatus.employmentRequests)
      cards.push({
        kind: 'employmentRequests',
        status,
        count,
        to:
          status === EMPLOYMENT_REQUEST_STATUS.PENDING_EMBASSY && canOpen('employmentRequests.pending')
            ? pathTo('employmentRequests.pending')
            : requestListPath(status),
      });
  if (canOpen(SCREENS.partnership_contracts))
    for (const { status, count } of summary.waitingByStatus.partnershipContracts)
      cards.push({ kind: 'partnershipContracts', status, count, to: contractListPath(status) });
  const others = [
    ['licenseRequests', 'license_requests'],
    ['licenseComments', 'license_request_comments'],
    ['complaints', 'complaints'],
  ] as const;
  for (const [kind, key] of others)
    if (summary.waiting[key] > 0 && canOpen(SCREENS[key]))
      cards.push({ kind, count: summary.waiting[key], to: pathTo(SCREENS[key]) });
  return cards.length > 0 ? cards : [{ kind: 'nothing', count: 0 }];
};
