import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { SubUser } from '@portal/contracts/subusers';
import type { Database } from '../../db/client';
import { memberships, users } from '../../db/schema/index';

const columns = { user: users, membership: memberships };
type Row = { user: typeof users.$inferSelect; membership: typeof memberships.$inferSelect };

export const toSubUser = ({ user, membership }: Row): SubUser => ({
  id: user.id,
  username: user.username,
  nameAr: user.nameAr,
  nameEn: user.nameEn,
  email: user.email,
  nationalId: user.nationalId,
  role: membership.role,
  active: membership.active && user.active,
  accessRights: membership.accessRights,
  linked: Boolean(user.subject) && !user.mustChangePassword,
  rowVersion: membership.rowVersion,
  createdAt: membership.createdAt.toISOString(),
});

/** Sub-users of one establishment: memberships that are not the super user's. */
const ofEstablishment = (establishmentId: number) =>
  and(eq(memberships.establishmentId, establishmentId), eq(memberships.superUser, false));

export type SubUserFilter = { page: number; size: number; search?: string | undefined; active?: boolean };

export const listSubUsers = async (db: Database, establishmentId: number, filter: SubUserFilter) => {
  const pattern = filter.search ? `%${filter.search.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  const where = and(
    ofEstablishment(establishmentId),
    pattern
      ? or(ilike(users.username, pattern), ilike(users.nameEn, pattern), ilike(users.nameAr, pattern))
      : undefined,
    filter.active === undefined ? undefined : eq(memberships.active, filter.active),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(where)
      .orderBy(desc(memberships.createdAt), desc(memberships.id))
      .limit(filter.size)
      .offset(filter.page * filter.size),
    db
      .select({ value: count() })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(where),
  ]);
  return { items: rows.map(toSubUser), total: total?.value ?? 0 };
};

export const findSubUser = async (db: Database, establishmentId: number, userId: number) => {
  const [row] = await db
    .select(columns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(ofEstablishment(establishmentId), eq(memberships.userId, userId)))
    .limit(1);
  return row;
};

export const usernameExists = async (db: Database, username: string): Promise<boolean> => {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1);
  return Boolean(row);
};
