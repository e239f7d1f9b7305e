import { z } from 'zod';

/** `GET /api/statistic/actionsNeeded`: what waits on the caller (spec 3). */
export const actionsNeededSchema = z.object({
  complaints: z.number().int().min(0),
  employment_requests: z.number().int().min(0),
  license_requests: z.number().int().min(0),
  partnership_contracts: z.number().int().min(0),
  license_request_comments: z.number().int().min(0),
});
export type ActionsNeeded = z.infer<typeof actionsNeededSchema>;

export const NO_ACTIONS_NEEDED: ActionsNeeded = {
  complaints: 0,
  employment_requests: 0,
  license_requests: 0,
  partnership_contracts: 0,
  license_request_comments: 0,
};

/** Paths after whose calls the counts are refreshed at once (spec 7). */
export const refreshesNotifications = (method: string, url: string): boolean => {
  if (method.toUpperCase() === 'GET') return url.includes('api/licenseRequests/');
  return ['/api/complaints', '/api/employment', '/api/partnership'].some((path) => url.includes(path));
};
