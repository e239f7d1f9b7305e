import { routeAccess } from '../../lib/route-access';

/** The requests screen's read rule: every role that sees employment requests (spec 6). */
export const READ = routeAccess('employmentRequests', 'READ');
/** The wizard's rule: local offices with EMPLOYMENT_REQUEST WRITE make requests. */
export const WIZARD_WRITE = routeAccess('employmentRequests.wizard', 'WRITE');
/** The wizard's look-ups (visas, candidates, availability) write nothing. */
export const WIZARD_READ = routeAccess('employmentRequests.wizard', 'READ');
