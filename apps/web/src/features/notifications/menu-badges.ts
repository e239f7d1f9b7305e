import type { ActionsNeeded } from '@portal/contracts/notifications';

/** Which counts show as a badge on which menu entry. */
export const menuBadgeCount = (routeId: string, counts: ActionsNeeded): number => {
  switch (routeId) {
    case 'employmentRequests':
      return counts.employment_requests;
    case 'partnershipContracts':
      return counts.partnership_contracts;
    case 'licenseUpdate':
      return counts.license_requests + counts.license_request_comments;
    case 'complaints':
      return counts.complaints;
    default:
      return 0;
  }
};
