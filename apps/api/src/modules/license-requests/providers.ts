import type { ActionsNeededProvider } from '../statistic/providers';
import { countPending, countUnreadComments } from './repository';

/** Admins: licence updates waiting for review. */
export const pendingLicenceRequests: ActionsNeededProvider = async ({ db, session }) =>
  session.membership.role === 'ADMIN' ? countPending(db) : 0;

/** Comments of the other side not read yet: requesters on their organisation's requests, admins on all. */
export const unreadLicenceComments: ActionsNeededProvider = async ({ db, session }) =>
  session.membership.role === 'ADMIN'
    ? countUnreadComments(db, 'ADMIN', null)
    : countUnreadComments(db, 'REQUESTER', session.organization.id);
