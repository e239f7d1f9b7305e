import { routeAccess } from '../../lib/route-access';

/** The employers screens: admins and local offices (the employers they served). */
export const READ = routeAccess('employers', 'READ');
/** Editing an employer: admins with EMPLOYMENT_REQUEST WRITE. */
export const EDIT = routeAccess('employers.edit', 'WRITE');
/** The wizard's look-up of a known employer: local offices. */
export const LOOKUP = routeAccess('employmentRequests.wizard', 'READ');
