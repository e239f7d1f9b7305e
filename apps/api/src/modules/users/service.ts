import type { ListResponse } from '@portal/contracts/list';
import type { User, UserListQuery } from '@portal/contracts/users';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import type { EstablishmentSession, UserRow } from '../../types/session';
import { findMembershipsOf, findUser, findUserPage, setUserActive } from './repository';

type MembershipRows = Awaited<ReturnType<typeof findMembershipsOf>>;

const toUser = (user: UserRow, rows: MembershipRows): User => ({
  id: user.id,
  username: user.username,
  name: { ar: user.nameAr, en: user.nameEn },
  email: user.email,
  nationalId: user.nationalId,
  active: user.active,
  createdAt: user.createdAt.toISOString(),
  memberships: rows
    .filter((row) => row.membership.userId === user.id)
    .map(({ membership, establishment, organization }) => ({
      id: membership.id,
      establishment: {
        laborOfficeId: establishment.laborOfficeId,
        sequenceNumber: establishment.sequenceNumber,
        name: { ar: establishment.nameAr, en: establishment.nameEn },
      },
      organization: { id: organization.id, name: { ar: organization.nameAr, en: organization.nameEn } },
      role: membership.role,
      superUser: membership.superUser,
      active: membership.active,
    })),
});

export const listUsers = async (db: Database, query: UserListQuery): Promise<ListResponse<User>> => {
  const { rows, total } = await findUserPage(db, query);
  const memberships = await findMembershipsOf(
    db,
    rows.map((row) => row.id),
  );
  return { items: rows.map((row) => toUser(row, memberships)), total, page: query.page, size: query.size };
};

/** Admins see everyone; anyone else only themself (others answer 404, as if they did not exist). */
export const getUser = async (db: Database, session: EstablishmentSession, id: number): Promise<User> => {
  if (session.membership.role !== 'ADMIN' && session.user.id !== id) throw notFound();
  const user = await findUser(db, id);
  if (!user) throw notFound();
  return toUser(user, await findMembershipsOf(db, [id]));
};

/** The person's next request is refused (the authentication plugin reads the flag on every request). */
export const setActive = async (
  db: Database,
  session: EstablishmentSession,
  id: number,
  active: boolean,
): Promise<User> => {
  if (!active && session.user.id === id) throw conflict('users.cannotDeactivateSelf');
  if (!(await setUserActive(db, id, active))) throw notFound();
  return getUser(db, session, id);
};
