import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { organizations, users } from '../../db/schema/index';

export type ParentUser = { id: number; nameEn: string; almatarRegistered: boolean };

export const findParentUser = async (db: Database, userId: number): Promise<ParentUser | null> => {
  const [row] = await db
    .select({ id: users.id, nameEn: users.nameEn, almatarRegistered: users.almatarRegistered })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
};

/** Sets the flag once; true when this call changed it (false: already registered). */
export const markOrganizationRegistered = async (db: Database, organizationId: number): Promise<boolean> => {
  const rows = await db
    .update(organizations)
    .set({ almatarRegistered: true, updatedAt: new Date() })
    .where(and(eq(organizations.id, organizationId), eq(organizations.almatarRegistered, false)))
    .returning({ id: organizations.id });
  return rows.length === 1;
};

export const markUserRegistered = async (db: Database, userId: number): Promise<boolean> => {
  const rows = await db
    .update(users)
    .set({ almatarRegistered: true, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.almatarRegistered, false)))
    .returning({ id: users.id });
  return rows.length === 1;
};
