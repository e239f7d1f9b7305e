/**
 * Messages of the employment requests' actions (`POST .../{id}/{action}`, the embassy's bulk
 * decisions). Spread into en-US.ts.
 */
export const employmentRequestActionsEnUS = {
  'employmentRequests.bulkNotDecided':
    'Nothing was decided: request {number} cannot be decided now (it is {status}).',
  'employmentRequests.bulkNotFound': 'Nothing was decided: request {number} is not one of yours to decide.',
} as const;
