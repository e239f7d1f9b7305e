import type { ActionsNeededProvider } from '../statistic/providers';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { EstablishmentSession } from '../../types/session';
import { countComments, countPending, unreadCommentsWhere } from './repository';

/** Admins: licence updates waiting for review. */
export const pendingLicenceRequests: ActionsNeededProvider = async ({ db, session }) =>
  session.membership.role === 'ADMIN' ? countPending(db) : 0;

/** The comments {@link unreadLicenceComments} counts for the caller, as a condition on the comments table. */
export const unreadCommentsOfCaller = (db: Database, session: EstablishmentSession): SQL =>
  session.membership.role === 'ADMIN'
    ? unreadCommentsWhere(db, 'ADMIN', null)
    : unreadCommentsWhere(db, 'REQUESTER', session.organization.id);

/** Comments of the other side not read yet: requesters on their organisation's requests, admins on all. */
export const unreadLicenceComments: ActionsNeededProvider = async ({ db, session }) =>
  countComments(db, unreadCommentsOfCaller(db, session));
