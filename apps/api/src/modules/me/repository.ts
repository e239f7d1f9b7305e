import { asc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { countries, establishments, memberships, organizations, users } from '../../db/schema/index';

const parentUsers = alias(users, 'parent_users');

const membershipRows = (db: Database, where: SQL | undefined) =>
  db
    .select({
      membership: memberships,
      establishment: establishments,
      organization: organizations,
      country: {
        id: countries.id,
        code3: countries.code3,
        nameAr: countries.nameAr,
        nameEn: countries.nameEn,
      },
      parent: { id: parentUsers.id, almatarRegistered: parentUsers.almatarRegistered },
    })
    .from(memberships)
    .innerJoin(establishments, eq(establishments.id, memberships.establishmentId))
    .innerJoin(organizations, eq(organizations.id, establishments.organizationId))
    .leftJoin(countries, eq(countries.id, organizations.countryId))
    .leftJoin(parentUsers, eq(parentUsers.id, memberships.parentUserId))
    .where(where)
    .orderBy(asc(memberships.id));

export type MembershipViewRow = Awaited<ReturnType<typeof membershipRows>>[number];

export const findMembership = async (
  db: Database,
  membershipId: number,
): Promise<MembershipViewRow | null> => {
  const [row] = await membershipRows(db, eq(memberships.id, membershipId));
  return row ?? null;
};

export const markTermsAccepted = async (db: Database, membershipId: number): Promise<void> => {
  const now = new Date();
  await db
    .update(memberships)
    .set({ termsAccepted: true, termsAcceptedAt: now, updatedAt: now })
    .where(eq(memberships.id, membershipId));
};
