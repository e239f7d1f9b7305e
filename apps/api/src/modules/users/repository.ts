import { and, asc, count, desc, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { UserListQuery } from '@portal/contracts/users';
import type { Database } from '../../db/client';
import { establishments, memberships, oidcPayloads, organizations, users } from '../../db/schema/index';
import { userColumns } from '../../db/user-columns';
import type { UserRow } from '../../types/session';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

const membershipWhere = (query: UserListQuery): SQL | undefined => {
  if (!query.role && !query.organizationId) return undefined;
  return and(
    eq(memberships.userId, users.id),
    query.role ? eq(memberships.role, query.role) : undefined,
    query.organizationId ? eq(establishments.organizationId, query.organizationId) : undefined,
  );
};

export const findUserPage = async (db: Database, query: UserListQuery) => {
  const text = query.q && `%${escapeLike(query.q)}%`;
  const member = membershipWhere(query);
  const where = and(
    text
      ? or(
          ilike(users.username, text),
          ilike(users.nameEn, text),
          ilike(users.nameAr, text),
          ilike(users.email, text),
        )
      : undefined,
    query.active === undefined ? undefined : eq(users.active, query.active),
    member
      ? exists(
          db
            .select({ one: sql`1` })
            .from(memberships)
            .innerJoin(establishments, eq(establishments.id, memberships.establishmentId))
            .where(member),
        )
      : undefined,
  );
  const direction = query.dir === 'desc' ? desc : asc;
  const [rows, [counted]] = await Promise.all([
    db
      .select(userColumns)
      .from(users)
      .where(where)
      .orderBy(direction(users[query.sort ?? 'username']), asc(users.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
};

export const findUser = async (db: Database, id: number): Promise<UserRow | null> => {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
};

export const findMembershipsOf = async (db: Database, userIds: number[]) => {
  if (userIds.length === 0) return [];
  return db
    .select({
      membership: memberships,
      establishment: establishments,
      organization: { id: organizations.id, nameAr: organizations.nameAr, nameEn: organizations.nameEn },
    })
    .from(memberships)
    .innerJoin(establishments, eq(establishments.id, memberships.establishmentId))
    .innerJoin(organizations, eq(organizations.id, establishments.organizationId))
    .where(inArray(memberships.userId, userIds))
    .orderBy(asc(memberships.id));
};

/** Sets the flag; deactivating also drops the embedded provider's sessions, grants and tokens. */
export const setUserActive = async (db: Database, id: number, active: boolean): Promise<boolean> =>
  db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ active, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning({ subject: users.subject });
    if (!updated) return false;
    if (!active && updated.subject) {
      await tx.delete(oidcPayloads).where(sql`${oidcPayloads.payload}->>'accountId' = ${updated.subject}`);
    }
    return true;
  });
